import { promises as fs } from 'node:fs';
import path from 'node:path';
import { Refusal } from './registry-state';
import { assertVersion, listReleases, publishRelease, readRelease, releaseDir } from './store';
import { metadata, temporaryStore } from './test-support';

let store: ReturnType<typeof temporaryStore>;
let built: string;

beforeEach(async () => {
  store = temporaryStore();
  built = path.join(store.dir, 'build');
  await fs.mkdir(built);
  await fs.writeFile(path.join(built, 'mf-manifest.json'), '{"name":"betslip"}');
  await fs.writeFile(path.join(built, 'remoteEntry.js'), 'var betslip;');
});

afterEach(() => store.dispose());

describe('the release store', () => {
  it('publishes a build as an immutable version with its release.json', async () => {
    const target = await publishRelease(store.dir, built, metadata('betslip', '1.0.1'));
    expect(target).toBe(releaseDir(store.dir, 'betslip', '1.0.1'));
    expect((await fs.readdir(target)).sort()).toEqual([
      'mf-manifest.json',
      'release.json',
      'remoteEntry.js',
    ]);
    expect(await readRelease(store.dir, 'betslip', '1.0.1')).toEqual(metadata('betslip', '1.0.1'));
    expect(await readRelease(store.dir, 'betslip', '1.0.2')).toBeNull();
  });

  it('refuses to publish over an existing version, which stays as it was', async () => {
    await publishRelease(store.dir, built, metadata('betslip', '1.0.1'));
    await fs.writeFile(path.join(built, 'remoteEntry.js'), 'var changed;');
    await expect(publishRelease(store.dir, built, metadata('betslip', '1.0.1'))).rejects.toThrow(
      'betslip 1.0.1 is already released (built 2025-06-01T12:00:00.000Z from a1b2c3d4e5f6)',
    );
    const entry = path.join(releaseDir(store.dir, 'betslip', '1.0.1'), 'remoteEntry.js');
    expect(await fs.readFile(entry, 'utf8')).toBe('var betslip;');
    // No half-copied folder is left behind.
    expect(await fs.readdir(path.join(store.dir, 'remotes', 'betslip'))).toEqual(['1.0.1']);
  });

  it('lists a remote’s releases in version order', async () => {
    for (const version of ['1.0.10', '1.0.2', '1.0.9']) {
      await publishRelease(store.dir, built, metadata('betslip', version));
    }
    expect((await listReleases(store.dir, 'betslip')).map((r) => r.version)).toEqual([
      '1.0.2',
      '1.0.9',
      '1.0.10',
    ]);
    expect(await listReleases(store.dir, 'wallet')).toEqual([]);
  });

  it.each(['latest', '1.0', 'v1.0.1', '../1.0.1', '1.0.1 '])(
    'refuses the version %j',
    (version) => {
      expect(() => assertVersion(version)).toThrow(Refusal);
    },
  );
});
