import { promises as fs } from 'node:fs';
import path from 'node:path';
import { runCommand, USAGE } from './commands';
import { publicRegistry, registerWorkingTree } from './registry-state';
import { readState, statePath, updateState } from './state-file';
import { readRelease } from './store';
import {
  API_URL,
  FakeSite,
  HOST_URL,
  manifest,
  metadata,
  temporaryStore,
  testContext,
} from './test-support';

const BASE = 'http://localhost:3002/';
const defaults = { hostUrl: HOST_URL, apiUrl: API_URL };

let store: ReturnType<typeof temporaryStore>;
let site: FakeSite;

beforeEach(async () => {
  store = temporaryStore();
  site = new FakeSite();
  site.serve(BASE, '1.0.0', manifest('betslip', '1.0.0'));
  // npm start registered the working tree's betslip 1.0.0.
  await updateState(store.dir, defaults, (state) =>
    registerWorkingTree(state, 'betslip', '1.0.0', BASE, '2025-06-01T11:00:00.000Z'),
  );
});

afterEach(() => store.dispose());

async function live(): Promise<string | undefined> {
  return publicRegistry(await readState(store.dir, defaults)).remotes.betslip?.version;
}

async function run(...argv: string[]) {
  const ctx = testContext(store.dir, site);
  const code = await runCommand(argv, ctx);
  return { code, output: ctx.output() };
}

describe('release', () => {
  async function fakeBuild(dir: string, version: string) {
    const builtDir = path.join(dir, 'dist', version);
    await fs.mkdir(builtDir, { recursive: true });
    await fs.writeFile(path.join(builtDir, 'mf-manifest.json'), '{}');
    return { builtDir, metadata: metadata('betslip', version) };
  }

  it('builds the checkout’s version into the store once; a second release is refused', async () => {
    const build = jest.fn((checkout: string) =>
      fakeBuild(path.join(store.dir, 'checkout'), '1.0.1').then((built) => ({
        ...built,
        checkout,
      })),
    );
    const ctx = testContext(store.dir, site, { build });
    expect(await runCommand(['release', 'betslip', '--from', '/elsewhere'], ctx)).toBe(0);
    expect(build).toHaveBeenCalledWith('/elsewhere', 'betslip');
    expect(await readRelease(store.dir, 'betslip', '1.0.1')).toEqual(metadata('betslip', '1.0.1'));
    expect(ctx.output()).toContain('Released betslip 1.0.1 from commit a1b2c3d4e5f6 into');
    expect(ctx.output()).toContain(`served at ${BASE}1.0.1/mf-manifest.json`);

    const again = testContext(store.dir, site, { build });
    expect(await runCommand(['release', 'betslip'], again)).toBe(1);
    expect(again.output()).toContain('betslip 1.0.1 is already released');
    expect(build).toHaveBeenCalledTimes(1);
    // Releasing changes nothing live.
    expect(await live()).toBe('1.0.0');
  });
});

describe('promote', () => {
  it('makes a version that loads and fits the host live at the next page load', async () => {
    site.serve(BASE, '1.0.1', manifest('betslip', '1.0.1'));
    const { code, output } = await run('promote', 'betslip', '1.0.1');
    expect(code).toBe(0);
    expect(output).toContain('betslip: promoted 1.0.1 (was 1.0.0). Every browser gets it');
    expect(await live()).toBe('1.0.1');
  });

  it('refuses a build missing a module the host routes to, and changes nothing', async () => {
    site.serve(BASE, '1.0.2', manifest('betslip', '1.0.2', { exposes: ['./BetslipPanel'] }));
    const before = await fs.readFile(statePath(store.dir), 'utf8');
    const { code, output } = await run('promote', 'betslip', '1.0.2');
    expect(code).toBe(1);
    expect(output).toContain(
      'Refused to promote betslip 1.0.2:\n  - it does not expose ./Betslip, which the host routes to',
    );
    expect(await fs.readFile(statePath(store.dir), 'utf8')).toBe(before);
  });

  it('refuses a version that does not load, and the live version without fetching', async () => {
    expect(await run('promote', 'betslip', '9.9.9')).toMatchObject({
      code: 1,
      output: expect.stringContaining('betslip 9.9.9 does not load'),
    });
    site.requested.length = 0;
    expect(await run('promote', 'betslip', '1.0.0')).toMatchObject({
      code: 1,
      output: 'betslip 1.0.0 is already live.',
    });
    expect(site.requested).toEqual([]);
  });

  it('adds a remote the site serves but the registry does not list yet', async () => {
    site.serve(
      'http://localhost:3001/',
      '1.0.0',
      manifest('sports', '1.0.0', { exposes: ['./LiveHome', './SportPage'] }),
    );
    expect((await run('promote', 'sports', '1.0.0')).code).toBe(0);
    expect(publicRegistry(await readState(store.dir, defaults)).remotes.sports?.version).toBe(
      '1.0.0',
    );
    expect(await run('promote', 'casino', '1.0.0')).toMatchObject({
      code: 1,
      output: 'There is no remote "casino" (known: sports, betslip).',
    });
  });
});

describe('a remote served from a CDN', () => {
  const CDN = 'https://cdn.example.net/betslip/';

  beforeEach(async () => {
    // docs/releasing.md: a deployment edits the remote's baseUrl to the CDN's absolute URL.
    await updateState(store.dir, defaults, (state) => ({
      state: {
        ...state,
        remotes: { ...state.remotes, betslip: { ...state.remotes.betslip!, baseUrl: CDN } },
      },
      message: 'betslip is served from the CDN',
    }));
  });

  it('promote checks the manifest on the CDN, and the registry points the page there', async () => {
    site.serve(CDN, '1.0.1', manifest('betslip', '1.0.1'));
    site.requested.length = 0;
    const { code, output } = await run('promote', 'betslip', '1.0.1');
    expect(code).toBe(0);
    expect(output).toContain(`Checking betslip 1.0.1 (${CDN}1.0.1/mf-manifest.json)`);
    expect(site.requested).toContain(`${CDN}1.0.1/mf-manifest.json`);
    expect(site.requested).toContain(`${CDN}1.0.1/remoteEntry.js`);
    expect(publicRegistry(await readState(store.dir, defaults)).remotes.betslip).toMatchObject({
      version: '1.0.1',
      manifest: `${CDN}1.0.1/mf-manifest.json`,
    });
  });

  it('refuses a version the CDN does not serve, even one the old origin does', async () => {
    site.serve(BASE, '1.0.1', manifest('betslip', '1.0.1'));
    const { code, output } = await run('promote', 'betslip', '1.0.1');
    expect(code).toBe(1);
    expect(output).toContain('betslip 1.0.1 does not load');
    expect(await live()).toBe('1.0.0');
  });
});

describe('canary and rollback', () => {
  beforeEach(() => {
    site.serve(BASE, '1.0.1', manifest('betslip', '1.0.1'));
  });

  it('starts a canary with its own limits, which rollback ends', async () => {
    const started = await run(
      'canary',
      'betslip',
      '1.0.1',
      '10',
      '--max-failure-rate',
      '5',
      '--min-page-loads=50',
    );
    expect(started.code).toBe(0);
    expect(started.output).toContain('betslip: canary 1.0.1 started for 10% of browsers');
    expect(started.output).toContain(
      'rolled back by itself when over 5% of at least 50 page loads fail',
    );
    const state = await readState(store.dir, defaults);
    expect(state.remotes.betslip?.canary).toMatchObject({
      percent: 10,
      policy: { maxFailureRate: 0.05, minPageLoads: 50 },
    });

    expect(await run('rollback', 'betslip')).toMatchObject({
      code: 0,
      output: expect.stringContaining('canary 1.0.1 rolled back; 1.0.0 stays live'),
    });
    expect((await readState(store.dir, defaults)).remotes.betslip?.canary).toBeNull();
  });

  it.each([
    [['canary', 'betslip', '1.0.1', 'half'], 2, 'The share must be a number of percent'],
    [['canary', 'betslip', '1.0.1', '0'], 1, 'The share of a canary is a whole percentage'],
    [['canary', 'betslip', '1.0.1', '10', '--min-page-loads', '0'], 2, '--min-page-loads must'],
    [['canary', 'betslip', '1.0.1'], 2, 'Usage: npm run remote -- canary'],
    [['canary', 'betslip', 'latest', '10'], 1, '"latest" is not a semver version'],
  ])('refuses %j (exit %i)', async (argv, code, message) => {
    const result = await run(...argv);
    expect(result.code).toBe(code);
    expect(result.output).toContain(message);
    expect((await readState(store.dir, defaults)).remotes.betslip?.canary).toBeNull();
  });

  it('rolls a promotion back in one step, checking the older version still loads', async () => {
    await run('promote', 'betslip', '1.0.1');
    site.files.delete(`${BASE}1.0.0/remoteEntry.js`);
    const refused = await run('rollback', 'betslip');
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('Refused to roll back to betslip 1.0.0');
    expect(await live()).toBe('1.0.1');

    expect(await run('rollback', 'betslip', '--force')).toMatchObject({
      code: 0,
      output: expect.stringContaining('rolled back 1.0.1 to 1.0.0'),
    });
    expect(await live()).toBe('1.0.0');
  });
});

describe('status', () => {
  it('shows per remote the live version, the canary with its failures, versions and history', async () => {
    site.serve(BASE, '1.0.1', manifest('betslip', '1.0.1'));
    await run('canary', 'betslip', '1.0.1', '25');
    site.loads = [
      {
        remote: 'betslip',
        version: '1.0.0',
        page_loads: 40,
        failed_page_loads: 0,
        last_failure_at: null,
        last_error: null,
      },
      {
        remote: 'betslip',
        version: '1.0.1',
        page_loads: 8,
        failed_page_loads: 1,
        last_failure_at: '2025-06-01T12:00:09.000Z',
        last_error: 'Error: chunk 404',
      },
    ];
    const { code, output } = await run('status');
    expect(code).toBe(0);
    expect(output).toContain(`Registry ${statePath(store.dir)}   QA overrides: off`);
    expect(output).toMatch(/betslip {3}http:\/\/localhost:3002\//);
    expect(output).toMatch(/live {5}1\.0\.0 {3}since 2025-06-01T11:00:00\.000Z \(working tree\)/);
    expect(output).toMatch(/canary {3}1\.0\.1 {3}25% of browsers since/);
    expect(output).toContain('1 of 8 page loads failed (12.5%, limit 20% after 5 page loads)');
    expect(output).toContain(
      '1.0.0      [live] working tree build (not a release); 40 page loads, 0 failed',
    );
    expect(output).toContain(
      '1.0.1      [canary] working tree build (not a release); 8 page loads, 1 failed (last error: Error: chunk 404)',
    );
    expect(output).toContain('working tree build 1.0.0 registered by npm start');
    expect(output).toContain('canary 1.0.1 started for 25% of browsers, live stays 1.0.0');
  });

  it('answers JSON for scripts, and says so when the API cannot give failures', async () => {
    site.apiDown = true;
    const { code, output } = await run('status', 'betslip', '--json');
    expect(code).toBe(0);
    const status = JSON.parse(output) as {
      apiProblem: string;
      remotes: { name: string; live: string; versions: { pageLoads: number | null }[] }[];
    };
    expect(status.apiProblem).toContain('the API does not answer');
    expect(status.remotes).toMatchObject([
      { name: 'betslip', live: '1.0.0', versions: [{ pageLoads: null }] },
    ]);
    expect((await run('status')).output).toContain('Failures per version are unknown');
    expect((await run('status', 'wallet')).code).toBe(1);
  });
});

describe('overrides', () => {
  it('allows QA overrides from the given origins, and turns them off', async () => {
    expect(
      (await run('overrides', 'on', 'https://qa.example.test', 'http://localhost:4101/')).code,
    ).toBe(0);
    expect(publicRegistry(await readState(store.dir, defaults))).toMatchObject({
      allowOverrides: true,
      overrideOrigins: ['https://qa.example.test', 'http://localhost:4101'],
    });
    expect((await run('overrides', 'off')).code).toBe(0);
    expect(publicRegistry(await readState(store.dir, defaults))).toMatchObject({
      allowOverrides: false,
      overrideOrigins: [],
    });
  });

  it.each([
    [['overrides', 'on']],
    [['overrides', 'on', 'https://qa.example.test/path']],
    [['overrides', 'on', 'ftp://files.example.test']],
    [['overrides', 'maybe']],
    [['overrides', 'off', 'https://qa.example.test']],
  ])('refuses %j as a bad command line', async (argv) => {
    expect((await run(...argv)).code).toBe(2);
  });
});

describe('the command line', () => {
  it('prints the usage: exit 0 for help, 2 for nothing or an unknown verb or option', async () => {
    expect(await run('help')).toEqual({ code: 0, output: USAGE });
    expect(await run()).toEqual({ code: 2, output: USAGE });
    const unknown = await run('deploy', 'betslip');
    expect(unknown.code).toBe(2);
    expect(unknown.output).toContain('Unknown verb "deploy".');
    expect((await run('promote', 'betslip', '1.0.1', '--yes')).output).toContain(
      'Unknown option --yes.',
    );
    expect((await run('release', 'betslip', '--from')).output).toContain('--from needs a value.');
  });
});
