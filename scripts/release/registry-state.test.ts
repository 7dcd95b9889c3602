import {
  HISTORY_LIMIT,
  Refusal,
  emptyState,
  promote,
  publicRegistry,
  registerWorkingTree,
  rollBackCanaryAutomatically,
  rollback,
  setOverrides,
  startCanary,
  type Change,
  type RegistryState,
} from './registry-state';

const BASE = 'http://localhost:3002/';
const at = (second: number) => new Date(Date.UTC(2025, 5, 1, 12, 0, second)).toISOString();

function fresh(): RegistryState {
  return emptyState({ hostUrl: 'http://localhost:3000', apiUrl: 'http://127.0.0.1:8000' });
}

/** A state where npm start registered betslip 1.0.0. */
function registered(): RegistryState {
  const change = registerWorkingTree(fresh(), 'betslip', '1.0.0', BASE, at(0));
  if (!change) throw new Error('expected a registration');
  return change.state;
}

function lines(change: Change, remote = 'betslip'): string[] {
  return change.state.remotes[remote]?.history.map((entry) => entry.line) ?? [];
}

describe('a new registry', () => {
  it('allows no overrides and has the default canary policy', () => {
    expect(fresh()).toMatchObject({
      allowOverrides: false,
      overrideOrigins: [],
      hostUrl: 'http://localhost:3000/',
      apiUrl: 'http://127.0.0.1:8000/',
      canaryPolicy: { maxFailureRate: 0.2, minPageLoads: 5 },
      remotes: {},
    });
  });
});

describe('registerWorkingTree (npm start)', () => {
  it('makes the working tree build live on the first run', () => {
    const state = registered();
    expect(publicRegistry(state).remotes.betslip).toEqual({
      version: '1.0.0',
      manifest: `${BASE}1.0.0/mf-manifest.json`,
    });
    expect(state.remotes.betslip?.history).toEqual([
      { at: at(0), line: 'working tree build 1.0.0 registered by npm start' },
    ]);
  });

  it('does nothing when the working tree is at the live version', () => {
    expect(registerWorkingTree(registered(), 'betslip', '1.0.0', BASE, at(1))).toBeNull();
  });

  it('follows a new working tree version while nobody released by hand', () => {
    const change = registerWorkingTree(registered(), 'betslip', '1.0.1', BASE, at(1));
    expect(change && publicRegistry(change.state).remotes.betslip?.version).toBe('1.0.1');
    expect(change?.message).toBe(
      'betslip: working tree build 1.0.1 made live by npm start (was 1.0.0)',
    );
  });

  it('never changes a remote an engineer has acted on, even after a rollback', () => {
    const promoted = promote(registered(), 'betslip', '1.0.1', at(1)).state;
    expect(registerWorkingTree(promoted, 'betslip', '1.0.2', BASE, at(2))).toBeNull();
    const rolledBack = rollback(promoted, 'betslip', at(2)).state;
    expect(registerWorkingTree(rolledBack, 'betslip', '1.0.1', BASE, at(3))).toBeNull();
  });
});

describe('promote', () => {
  it('makes the version live and says what was live before', () => {
    const change = promote(registered(), 'betslip', '1.0.1', at(1));
    expect(publicRegistry(change.state).remotes.betslip?.version).toBe('1.0.1');
    expect(change.message).toBe('betslip: promoted 1.0.1 (was 1.0.0)');
  });

  it('ends a canary of another version, and promotes the canary itself', () => {
    const canary = startCanary(registered(), 'betslip', '1.0.1', 10, {}, at(1)).state;
    const other = promote(canary, 'betslip', '1.0.2', at(2));
    expect(other.state.remotes.betslip?.canary).toBeNull();
    expect(other.message).toBe('betslip: promoted 1.0.2 (was 1.0.0); canary 1.0.1 ended');
    const same = promote(canary, 'betslip', '1.0.1', at(2));
    expect(same.message).toBe('betslip: promoted 1.0.1 (was 1.0.0)');
    expect(same.state.remotes.betslip?.canary).toBeNull();
  });

  it('refuses the live version and a remote it does not know', () => {
    expect(() => promote(registered(), 'betslip', '1.0.0', at(1))).toThrow(
      new Refusal('betslip 1.0.0 is already live.'),
    );
    expect(() => promote(registered(), 'wallet', '1.0.0', at(1))).toThrow(
      'There is no remote "wallet" in the registry (known: betslip).',
    );
  });
});

describe('rollback', () => {
  it('goes back to the version live before, one step at a time', () => {
    let state = promote(registered(), 'betslip', '1.0.1', at(1)).state;
    state = promote(state, 'betslip', '1.0.2', at(2)).state;
    const first = rollback(state, 'betslip', at(3));
    expect(first.message).toBe('betslip: rolled back 1.0.2 to 1.0.1');
    const second = rollback(first.state, 'betslip', at(4));
    expect(publicRegistry(second.state).remotes.betslip?.version).toBe('1.0.0');
    expect(() => rollback(second.state, 'betslip', at(5))).toThrow(
      'betslip has no earlier version to roll back to (live: 1.0.0).',
    );
  });

  it('ends a running canary first, keeping the live version', () => {
    const canary = startCanary(registered(), 'betslip', '1.0.1', 10, {}, at(1)).state;
    const change = rollback(canary, 'betslip', at(2));
    expect(change.state.remotes.betslip?.canary).toBeNull();
    expect(publicRegistry(change.state).remotes.betslip?.version).toBe('1.0.0');
    expect(change.message).toBe('betslip: canary 1.0.1 rolled back; 1.0.0 stays live');
  });
});

describe('startCanary', () => {
  it('serves the candidate to a share of browsers beside the live version', () => {
    const change = startCanary(registered(), 'betslip', '1.0.1', 25, {}, at(1));
    expect(publicRegistry(change.state).remotes.betslip).toEqual({
      version: '1.0.0',
      manifest: `${BASE}1.0.0/mf-manifest.json`,
      canary: { version: '1.0.1', manifest: `${BASE}1.0.1/mf-manifest.json`, percent: 25 },
    });
    expect(change.state.remotes.betslip?.canary).toEqual({
      version: '1.0.1',
      percent: 25,
      startedAt: at(1),
      policy: { maxFailureRate: 0.2, minPageLoads: 5 },
    });
    expect(change.message).toBe(
      'betslip: canary 1.0.1 started for 25% of browsers, live stays 1.0.0',
    );
  });

  it('changes the share of the same candidate and keeps counting from its start', () => {
    const first = startCanary(registered(), 'betslip', '1.0.1', 10, {}, at(1)).state;
    const grown = startCanary(first, 'betslip', '1.0.1', 50, { minPageLoads: 20 }, at(9));
    expect(grown.state.remotes.betslip?.canary).toMatchObject({
      percent: 50,
      startedAt: at(1),
      policy: { maxFailureRate: 0.2, minPageLoads: 20 },
    });
    expect(lines(grown).at(-1)).toBe('canary 1.0.1 share 10% → 50%');
  });

  it('replaces a canary of another version', () => {
    const first = startCanary(registered(), 'betslip', '1.0.1', 10, {}, at(1)).state;
    const next = startCanary(first, 'betslip', '1.0.2', 10, {}, at(2));
    expect(next.state.remotes.betslip?.canary).toMatchObject({
      version: '1.0.2',
      startedAt: at(2),
    });
    expect(lines(next).at(-1)).toContain('(replaces canary 1.0.1)');
  });

  it.each([0, 101, 12.5, Number.NaN])('refuses a share of %s', (percent) => {
    expect(() => startCanary(registered(), 'betslip', '1.0.1', percent, {}, at(1))).toThrow(
      Refusal,
    );
  });

  it('refuses the live version as a candidate', () => {
    expect(() => startCanary(registered(), 'betslip', '1.0.0', 10, {}, at(1))).toThrow(
      'betslip 1.0.0 is already live; a canary needs another version.',
    );
  });
});

describe('rollBackCanaryAutomatically', () => {
  it('ends the canary with the reason in the history', () => {
    const canary = startCanary(registered(), 'betslip', '1.0.1', 10, {}, at(1)).state;
    const change = rollBackCanaryAutomatically(canary, 'betslip', '1.0.1', '5 of 5 failed', at(2));
    expect(change?.state.remotes.betslip?.canary).toBeNull();
    expect(change?.message).toBe('betslip: canary 1.0.1 rolled back automatically: 5 of 5 failed');
  });

  it('does nothing when the canary changed in the meantime', () => {
    const canary = startCanary(registered(), 'betslip', '1.0.2', 10, {}, at(1)).state;
    expect(rollBackCanaryAutomatically(canary, 'betslip', '1.0.1', 'x', at(2))).toBeNull();
    expect(rollBackCanaryAutomatically(registered(), 'betslip', '1.0.1', 'x', at(2))).toBeNull();
  });
});

describe('the registry the host reads', () => {
  it('has the QA settings and leaves out a remote with nothing live', () => {
    const state = setOverrides(registered(), true, ['http://localhost:4101']).state;
    const withEmpty: RegistryState = {
      ...state,
      remotes: {
        ...state.remotes,
        wallet: {
          baseUrl: 'http://localhost:3004/',
          promotions: [],
          canary: null,
          history: [],
          managed: false,
        },
      },
    };
    expect(publicRegistry(withEmpty)).toEqual({
      allowOverrides: true,
      overrideOrigins: ['http://localhost:4101'],
      remotes: { betslip: { version: '1.0.0', manifest: `${BASE}1.0.0/mf-manifest.json` } },
    });
    expect(setOverrides(state, false, ['http://x.test']).state).toMatchObject({
      allowOverrides: false,
      overrideOrigins: [],
    });
  });

  it('keeps the newest history lines only', () => {
    let state = registered();
    for (let step = 0; step < HISTORY_LIMIT + 10; step += 1) {
      state = startCanary(state, 'betslip', '1.0.1', (step % 99) + 1, {}, at(step)).state;
    }
    const history = state.remotes.betslip?.history ?? [];
    expect(history).toHaveLength(HISTORY_LIMIT);
    expect(history.at(-1)?.at).toBe(at(HISTORY_LIMIT + 9));
  });
});
