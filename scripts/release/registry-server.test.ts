import { promises as fs } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRegistryServer } from './registry-server';
import { registerWorkingTree, startCanary } from './registry-state';
import { readState, statePath, updateState } from './state-file';
import { API_URL, FakeSite, HOST_URL, temporaryStore } from './test-support';

const BASE = 'http://localhost:3002/';
const defaults = { hostUrl: HOST_URL, apiUrl: API_URL };

let store: ReturnType<typeof temporaryStore>;
let site: FakeSite;
let logged: string[];

beforeEach(async () => {
  store = temporaryStore();
  site = new FakeSite();
  logged = [];
  await updateState(store.dir, defaults, (state) =>
    registerWorkingTree(state, 'betslip', '1.0.0', BASE, '2025-06-01T11:00:00.000Z'),
  );
  await updateState(store.dir, defaults, (state) =>
    startCanary(state, 'betslip', '1.0.1', 50, { minPageLoads: 4 }, '2025-06-01T12:00:00.000Z'),
  );
});

afterEach(() => store.dispose());

function server() {
  return createRegistryServer({
    store: store.dir,
    defaults,
    fetchImpl: site.fetch,
    now: () => new Date('2025-06-01T12:30:00.000Z'),
    log: (line) => logged.push(line),
  });
}

function canaryLoads(pageLoads: number, failed: number) {
  site.loads = [
    {
      remote: 'betslip',
      version: '1.0.1',
      page_loads: pageLoads,
      failed_page_loads: failed,
      last_failure_at: failed ? '2025-06-01T12:20:00.000Z' : null,
      last_error: failed ? 'Error: Failed to get manifest.' : null,
    },
  ];
}

describe('the registry server', () => {
  it('serves the live version and the canary while the canary does well', async () => {
    canaryLoads(10, 1);
    expect(await server().current()).toEqual({
      allowOverrides: false,
      overrideOrigins: [],
      remotes: {
        betslip: {
          version: '1.0.0',
          manifest: `${BASE}1.0.0/mf-manifest.json`,
          canary: { version: '1.0.1', manifest: `${BASE}1.0.1/mf-manifest.json`, percent: 50 },
        },
      },
    });
    expect(site.requested).toEqual([
      `${API_URL}ng/remote-loads?since=2025-06-01T12%3A00%3A00.000Z&remote=betslip`,
    ]);
  });

  it('rolls a failing canary back before answering, with the reason in the history', async () => {
    canaryLoads(4, 3);
    const registry = await server().current();
    expect(registry.remotes.betslip).toEqual({
      version: '1.0.0',
      manifest: `${BASE}1.0.0/mf-manifest.json`,
    });
    const reason =
      'canary 1.0.1 rolled back automatically: 3 of 4 page loads failed (75%, limit 20% after ' +
      '4 page loads); last error: Error: Failed to get manifest.';
    expect(logged).toEqual([`betslip: ${reason}`]);
    const state = await readState(store.dir, defaults);
    expect(state.remotes.betslip?.canary).toBeNull();
    expect(state.remotes.betslip?.history.at(-1)).toEqual({
      at: '2025-06-01T12:30:00.000Z',
      line: reason,
    });
  });

  it('keeps the canary when the API cannot give the counts, and says so once', async () => {
    site.apiDown = true;
    const registry = server();
    await registry.current();
    const second = await registry.current();
    expect(second.remotes.betslip?.canary?.version).toBe('1.0.1');
    expect(logged).toEqual([
      `canaries are not checked: the API does not answer at ${API_URL}ng/remote-loads?since=2025-06-01T12%3A00%3A00.000Z&remote=betslip (fetch failed)`,
    ]);
  });

  it('answers over HTTP, never cached; 503 when the state is broken, 405 for a write', async () => {
    canaryLoads(0, 0);
    const registry = server();
    const listener = http.createServer(
      (request, response) => void registry.handle(request, response),
    );
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', () => resolve()));
    const url = `http://127.0.0.1:${(listener.address() as AddressInfo).port}/remotes.json`;
    try {
      const ok = await fetch(url);
      expect(ok.status).toBe(200);
      expect(ok.headers.get('cache-control')).toBe('no-store');
      expect(((await ok.json()) as { remotes: object }).remotes).toHaveProperty('betslip');
      expect((await fetch(url, { method: 'POST' })).status).toBe(405);
      await fs.writeFile(statePath(store.dir), 'broken');
      const broken = await fetch(url);
      expect(broken.status).toBe(503);
      expect(await broken.text()).toBe('The remote registry is unavailable.');
    } finally {
      await new Promise((resolve) => listener.close(resolve));
    }
  });
});
