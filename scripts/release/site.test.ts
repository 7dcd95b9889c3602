import { promises as fs } from 'node:fs';
import path from 'node:path';
import { RELEASES_DIR_VARIABLE } from './context';
import { promote, publicRegistry } from './registry-state';
import { openLiveSite } from './site';
import { readState, updateState } from './state-file';
import { publishRelease } from './store';
import { metadata, temporaryStore } from './test-support';

let checkout: ReturnType<typeof temporaryStore>;
let store: ReturnType<typeof temporaryStore>;
const saved = process.env[RELEASES_DIR_VARIABLE];
const defaults = { hostUrl: 'http://localhost:3000/', apiUrl: 'http://127.0.0.1:8000/' };
const betslip = { name: 'betslip', port: 3002 };

async function setWorkingTreeVersion(version: string): Promise<void> {
  const dir = path.join(checkout.dir, 'remote-betslip');
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, 'package.json'), JSON.stringify({ version }));
}

beforeEach(async () => {
  checkout = temporaryStore();
  store = temporaryStore();
  process.env[RELEASES_DIR_VARIABLE] = store.dir;
  await setWorkingTreeVersion('1.0.0');
});

afterEach(() => {
  process.env[RELEASES_DIR_VARIABLE] = saved;
  if (saved === undefined) delete process.env[RELEASES_DIR_VARIABLE];
  checkout.dispose();
  store.dispose();
});

describe('openLiveSite (npm start)', () => {
  it('registers the working tree’s build on a fresh clone, once', async () => {
    const lines: string[] = [];
    const site = await openLiveSite(checkout.dir, [betslip], (line) => lines.push(line));
    expect(site.store).toBe(store.dir);
    expect(await site.registry.current()).toMatchObject({
      allowOverrides: false,
      remotes: {
        betslip: { version: '1.0.0', manifest: 'http://localhost:3002/1.0.0/mf-manifest.json' },
      },
    });
    expect(lines).toEqual(['betslip: working tree build 1.0.0 registered by npm start']);
    lines.length = 0;
    await openLiveSite(checkout.dir, [betslip], (line) => lines.push(line));
    expect(lines).toEqual([]);
  });

  it('serves a remote’s released versions first, then its working-tree build', async () => {
    const site = await openLiveSite(checkout.dir, [betslip], () => undefined);
    expect(site.remoteRoots(betslip)).toEqual([
      path.join(store.dir, 'remotes', 'betslip'),
      path.join(checkout.dir, 'remote-betslip', 'dist'),
    ]);
  });

  it('leaves what an engineer promoted, and says what it serves instead of the working tree', async () => {
    await openLiveSite(checkout.dir, [betslip], () => undefined);
    await updateState(store.dir, defaults, (state) => promote(state, 'betslip', '1.0.1', 'then'));
    await setWorkingTreeVersion('1.0.2');
    const lines: string[] = [];
    await openLiveSite(checkout.dir, [betslip], (line) => lines.push(line));
    expect(publicRegistry(await readState(store.dir, defaults)).remotes.betslip?.version).toBe(
      '1.0.1',
    );
    expect(lines).toEqual([
      'betslip: serving 1.0.1, set by the release tool; the working tree is 1.0.2 (npm run remote -- status)',
    ]);
  });

  it('tells when the working tree’s version is a release, which is served as released', async () => {
    const built = path.join(checkout.dir, 'built');
    await fs.mkdir(built);
    await publishRelease(store.dir, built, metadata('betslip', '1.0.0'));
    const lines: string[] = [];
    await openLiveSite(checkout.dir, [betslip], (line) => lines.push(line));
    expect(lines.at(-1)).toBe(
      'betslip: 1.0.0 is a release, served as released; changes in remote-betslip/ show once its version is bumped and released',
    );
  });
});
