import { startPusherServer, type PusherServer } from './pusher-server';
import { RawClient, TEST_APP, waitUntil } from './test-support';

const TOKEN = 'node-metrics-token';

async function get(port: number, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    text: await response.text(),
  };
}

describe("a realtime node's GET /metrics", () => {
  let server: PusherServer;

  afterEach(async () => {
    await server.close();
  });

  it('counts the open connections, labelled with the node id, for the token holder only', async () => {
    server = await startPusherServer({
      port: 0,
      apps: [TEST_APP],
      metricsToken: TOKEN,
      nodeId: 'node-a',
    });
    const auth = { authorization: `Bearer ${TOKEN}` };
    const { client: first } = await RawClient.connect(server.port);
    const { client: second } = await RawClient.connect(server.port);
    let scrape = await get(server.port, '/metrics', auth);
    expect(scrape.status).toBe(200);
    expect(scrape.type).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(scrape.text).toContain('realtime_open_connections{node="node-a"} 2\n');

    await first.close();
    await waitUntil(() => server.stats().connections === 1);
    scrape = await get(server.port, '/metrics', auth);
    expect(scrape.text).toContain('realtime_open_connections{node="node-a"} 1\n');
    await second.close();

    const unknown = await get(server.port, '/no-such-path');
    expect(unknown.status).toBe(404);
    const refused: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong' },
      { authorization: TOKEN },
    ];
    for (const headers of refused) {
      expect(await get(server.port, '/metrics', headers)).toEqual(unknown);
    }
  });

  it('answers 404 to any token when the node has no METRICS_TOKEN', async () => {
    server = await startPusherServer({ port: 0, apps: [TEST_APP] });
    const unknown = await get(server.port, '/no-such-path');
    expect(await get(server.port, '/metrics', { authorization: 'Bearer ' })).toEqual(unknown);
    expect(await get(server.port, '/metrics', { authorization: 'Bearer null' })).toEqual(unknown);
  });
});
