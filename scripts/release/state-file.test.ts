import { promises as fs } from 'node:fs';
import path from 'node:path';
import { registerWorkingTree, startCanary } from './registry-state';
import {
  parseState,
  readState,
  statePath,
  updateState,
  withStateLock,
  writeState,
} from './state-file';
import { API_URL, HOST_URL, temporaryStore } from './test-support';

const defaults = { hostUrl: HOST_URL, apiUrl: API_URL };
let store: ReturnType<typeof temporaryStore>;

beforeEach(() => {
  store = temporaryStore();
});

afterEach(() => store.dispose());

describe('the state file', () => {
  it('is a new empty registry until something is written, and reads back what was written', async () => {
    const empty = await readState(store.dir, defaults);
    expect(empty.remotes).toEqual({});
    const change = registerWorkingTree(empty, 'betslip', '1.0.0', 'http://localhost:3002/', 'now');
    if (!change) throw new Error('expected a change');
    await writeState(store.dir, change.state);
    expect(await readState(store.dir, defaults)).toEqual(change.state);
    // Replaced in one rename: no temporary file stays behind.
    expect(await fs.readdir(store.dir)).toEqual(['registry.json']);
  });

  it('refuses a file that is not a registry, saying which', async () => {
    await fs.writeFile(statePath(store.dir), '{ not json');
    await expect(readState(store.dir, defaults)).rejects.toThrow(
      `${statePath(store.dir)} is not valid JSON.`,
    );
    await fs.writeFile(statePath(store.dir), JSON.stringify({ remotes: [] }));
    await expect(readState(store.dir, defaults)).rejects.toThrow('is not a registry state file');
  });

  it('gives fields a file does not have yet their defaults', () => {
    const state = parseState(
      {
        format: 1,
        remotes: {
          betslip: {
            baseUrl: 'http://localhost:3002/',
            promotions: [{ version: '1.0.0', at: 'then', source: 'working tree' }],
            canary: { version: '1.0.1', percent: 5, startedAt: 'then' },
          },
        },
      },
      'registry.json',
    );
    expect(state).toMatchObject({
      allowOverrides: false,
      overrideOrigins: [],
      canaryPolicy: { maxFailureRate: 0.2, minPageLoads: 5 },
    });
    expect(state.remotes.betslip).toMatchObject({
      managed: false,
      history: [],
      canary: { policy: { maxFailureRate: 0.2, minPageLoads: 5 } },
    });
  });
});

describe('updateState', () => {
  it('never loses a change when two commands change the registry at once', async () => {
    await updateState(store.dir, defaults, (state) =>
      registerWorkingTree(state, 'betslip', '1.0.0', 'http://localhost:3002/', 'then'),
    );
    await Promise.all(
      [10, 20, 30, 40].map((percent) =>
        updateState(store.dir, defaults, async (state) => {
          // Give the others a chance to run in between, as two processes would.
          await new Promise((resolve) => setTimeout(resolve, 5));
          return startCanary(state, 'betslip', '1.0.1', percent, {}, `at ${percent}`);
        }),
      ),
    );
    const history = (await readState(store.dir, defaults)).remotes.betslip?.history ?? [];
    expect(history).toHaveLength(5);
  });

  it('writes nothing for a change that refuses or has nothing to do', async () => {
    await expect(
      updateState(store.dir, defaults, () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await updateState(store.dir, defaults, () => null)).toBeNull();
    await expect(fs.access(statePath(store.dir))).rejects.toThrow();
    // The lock is released either way.
    expect(await fs.readdir(store.dir)).toEqual([]);
  });
});

describe('withStateLock', () => {
  it('waits for the holder, then gives up after its time with a clear message', async () => {
    let clock = 0;
    await fs.mkdir(path.join(store.dir, 'registry.lock'));
    await fs.writeFile(path.join(store.dir, 'registry.lock', 'taken-at'), '0');
    await expect(
      withStateLock(store.dir, () => Promise.resolve('never'), {
        timeoutMs: 200,
        staleMs: 60_000,
        now: () => clock,
        sleep: async (ms) => {
          clock += ms;
        },
      }),
    ).rejects.toThrow('The registry is locked by another release command');
  });

  it('takes over a lock left by a process that died', async () => {
    const lock = path.join(store.dir, 'registry.lock');
    await fs.mkdir(lock);
    await fs.writeFile(path.join(lock, 'taken-at'), String(1_000_000 - 120_000));
    await expect(
      withStateLock(store.dir, () => Promise.resolve('done'), { now: () => 1_000_000 }),
    ).resolves.toBe('done');
  });

  it("judges a lock's age by the commands' clock, not the file system's", async () => {
    // The holder took it just now by its clock, though the directory looks ten years old.
    let clock = 5_000_000_000_000;
    const lock = path.join(store.dir, 'registry.lock');
    await fs.mkdir(lock);
    await fs.writeFile(path.join(lock, 'taken-at'), String(clock));
    const old = new Date(clock - 10 * 365 * 86_400_000);
    await fs.utimes(lock, old, old);
    await expect(
      withStateLock(store.dir, () => Promise.resolve('never'), {
        timeoutMs: 200,
        now: () => clock,
        sleep: async (ms) => {
          clock += ms;
        },
      }),
    ).rejects.toThrow('The registry is locked by another release command');
  });
});
