import { checkCandidate, fitsHost, missingRuntimeGlobals, ownCopies } from './checks';
import { parseManifest } from './manifest';
import { FakeSite, HOST_URL, hostContract, manifest } from './test-support';

const BASE = 'http://localhost:3002/';

describe('fitsHost', () => {
  it('accepts a build that exposes what the host routes to, with ranges the host satisfies', () => {
    expect(fitsHost('betslip', parseManifest(manifest('betslip', '1.0.1')), hostContract)).toEqual(
      [],
    );
  });

  it('names every module the host routes to that the build does not expose', () => {
    const build = parseManifest(
      manifest('sports', '1.0.1', { exposes: ['./LiveHome', './Extra'] }),
    );
    expect(fitsHost('sports', build, hostContract)).toEqual([
      'it does not expose ./SportPage, which the host routes to',
    ]);
  });

  it('refuses a singleton range the host cannot satisfy, subpaths by their package', () => {
    const build = parseManifest(manifest('betslip', '1.0.1', { reactRange: '^20.0.0' }));
    expect(fitsHost('betslip', build, hostContract)).toEqual([
      'it needs react ^20.0.0, but the host provides the singleton 19.2.3',
      'it needs react/jsx-runtime ^20.0.0, but the host provides the singleton 19.2.3',
    ]);
  });

  it('refuses a build of another remote, and a remote the host does not know', () => {
    const build = parseManifest(manifest('sports', '1.0.1'));
    expect(fitsHost('betslip', build, hostContract)).toContain(
      'its manifest names the remote "sports", not "betslip"',
    );
    expect(fitsHost('wallet', parseManifest(manifest('wallet', '1.0.0')), hostContract)).toEqual([
      'the live host knows no remote "wallet" (host-contract.json); deploy a host that routes to it first',
    ]);
  });
});

describe('ownCopies', () => {
  it('tells which shared runtime parts a build brings its own copy of', () => {
    expect(ownCopies(parseManifest(manifest('betslip', '1.0.1')), hostContract)).toEqual([]);
    const newer = parseManifest(manifest('betslip', '1.0.1', { sharedVersion: '1.2.0' }));
    expect(ownCopies(newer, hostContract)).toEqual([
      'it loads its own @sportsbook/shared/api 1.2.0 (the host has 1.1.0)',
    ]);
  });
});

describe('missingRuntimeGlobals', () => {
  const entry =
    'e.exports=self.__SB_FEDERATION_SDK__;globalThis.__SB_FEDERATION_BUNDLER_RUNTIME__;';

  it('passes an entry whose host runtime globals the host lists', () => {
    const host = {
      ...hostContract,
      runtimeGlobals: ['__SB_FEDERATION_SDK__', '__SB_FEDERATION_BUNDLER_RUNTIME__'],
    };
    expect(missingRuntimeGlobals(entry, host)).toEqual([]);
  });

  it('refuses a global a host without the list does not set (it sets the SDK and error codes)', () => {
    expect(missingRuntimeGlobals(entry, hostContract)).toEqual([
      "it needs __SB_FEDERATION_BUNDLER_RUNTIME__ from the host's federation runtime, which the " +
        'live host does not set; release a newer host first',
    ]);
    expect(missingRuntimeGlobals('self.__SB_FEDERATION_ERROR_CODES__', hostContract)).toEqual([]);
  });
});

describe('checkCandidate', () => {
  function check(site: FakeSite, version = '1.0.1') {
    return checkCandidate({
      remote: 'betslip',
      version,
      manifestUrl: `${BASE}${version}/mf-manifest.json`,
      hostUrl: HOST_URL,
      fetchImpl: site.fetch,
    });
  }

  it('passes a build that loads and fits, reading the host contract, manifest and entry', async () => {
    const site = new FakeSite();
    site.serve(BASE, '1.0.1', manifest('betslip', '1.0.1', { sharedVersion: '1.2.0' }));
    expect(await check(site)).toEqual({
      problems: [],
      notes: ['it loads its own @sportsbook/shared/api 1.2.0 (the host has 1.1.0)'],
    });
    expect(site.requested).toEqual([
      `${HOST_URL}host-contract.json`,
      `${BASE}1.0.1/mf-manifest.json`,
      `${BASE}1.0.1/remoteEntry.js`,
    ]);
  });

  it('refuses a build that does not load: no manifest, or no entry', async () => {
    const site = new FakeSite();
    expect((await check(site)).problems).toEqual([
      `betslip 1.0.1 does not load: ${BASE}1.0.1/mf-manifest.json answered 404`,
    ]);
    site.serve(BASE, '1.0.1', manifest('betslip', '1.0.1'));
    site.files.delete(`${BASE}1.0.1/remoteEntry.js`);
    expect((await check(site)).problems).toEqual([
      `betslip 1.0.1 does not load: ${BASE}1.0.1/remoteEntry.js answered 404`,
    ]);
  });

  it('refuses a build whose entry reads a runtime global the live host does not set', async () => {
    const site = new FakeSite();
    site.serve(BASE, '1.0.1', manifest('betslip', '1.0.1'));
    site.files.set(`${BASE}1.0.1/remoteEntry.js`, 'var betslip=globalThis.__SB_NEXT__;');
    expect((await check(site)).problems).toEqual([
      "it needs __SB_NEXT__ from the host's federation runtime, which the live host does not " +
        'set; release a newer host first',
    ]);
  });

  it('refuses when the live host cannot be read, or the build is another version', async () => {
    const site = new FakeSite();
    site.files.delete(`${HOST_URL}host-contract.json`);
    site.serve(BASE, '1.0.1', manifest('betslip', '1.0.0'));
    expect((await check(site)).problems).toEqual([
      `the live host's contract cannot be read: ${HOST_URL}host-contract.json answered 404; is the site served?`,
      `the build at ${BASE}1.0.1/mf-manifest.json is version 1.0.0, not 1.0.1`,
    ]);
  });
});
