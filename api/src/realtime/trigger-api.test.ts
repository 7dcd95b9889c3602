import { Agent } from 'node:http';
import Pusher from 'pusher';
import { startPusherServer, type PusherServer } from './pusher-server';
import { RawClient, TEST_APP, pause, sendSigned, signQuery } from './test-support';

describe('embedded Pusher server, HTTP API', () => {
  let server: PusherServer;
  let subscriber: RawClient;
  const eventsPath = `/apps/${TEST_APP.id}/events`;
  const batchPath = `/apps/${TEST_APP.id}/batch_events`;

  function eventBody(overrides: Record<string, unknown> = {}): string {
    return JSON.stringify({
      name: 'MatchEvents',
      channels: ['bet-ratio-change'],
      data: JSON.stringify({ betId: 1, data: [{ id: 2, bet_ratio: 1.5 }] }),
      ...overrides,
    });
  }

  /** True when the subscriber got no event frame: a ping round trip flushes anything in flight. */
  async function nothingDelivered(): Promise<boolean> {
    subscriber.send({ event: 'pusher:ping', data: {} });
    await subscriber.next('pusher:pong');
    await pause(20);
    return subscriber.inbox.every((frame) => frame.event.startsWith('pusher'));
  }

  beforeAll(async () => {
    server = await startPusherServer({ port: 0, apps: [TEST_APP] });
    subscriber = (await RawClient.connect(server.port)).client;
    await subscriber.subscribe('bet-ratio-change');
    await subscriber.subscribe('reload_matches');
  });

  afterEach(() => {
    subscriber.inbox.splice(0);
  });

  afterAll(async () => {
    await subscriber.close();
    await server.close();
  });

  it('accepts a correctly signed trigger with {} and delivers it', async () => {
    const response = await sendSigned(server.port, {
      method: 'POST',
      path: eventsPath,
      body: eventBody(),
    });
    expect(response).toEqual({ status: 200, body: {} });
    const frame = await subscriber.next('MatchEvents', 'bet-ratio-change');
    expect(frame.data).toEqual({ betId: 1, data: [{ id: 2, bet_ratio: 1.5 }] });
  });

  it('accepts the single-channel form `channel`', async () => {
    const body = JSON.stringify({ name: 'ReloadMatches', channel: 'reload_matches', data: '{}' });
    const response = await sendSigned(server.port, { method: 'POST', path: eventsPath, body });
    expect(response.status).toBe(200);
    await subscriber.next('ReloadMatches', 'reload_matches');
  });

  it('rejects a bad signature with 401 and delivers nothing', async () => {
    const response = await sendSigned(server.port, {
      method: 'POST',
      path: eventsPath,
      body: eventBody(),
      app: { ...TEST_APP, secret: 'wrong-secret' },
    });
    expect(response.status).toBe(401);
    expect(await nothingDelivered()).toBe(true);
  });

  it('rejects a parameter changed after signing, or another app key, with 401', async () => {
    const changed = await sendSigned(server.port, {
      method: 'POST',
      path: eventsPath,
      body: eventBody(),
      tamper: (query) => {
        query.auth_timestamp = String(Number(query.auth_timestamp) - 1);
      },
    });
    expect(changed.status).toBe(401);
    const otherKey = await sendSigned(server.port, {
      method: 'POST',
      path: eventsPath,
      body: eventBody(),
      app: { ...TEST_APP, key: 'other-key' },
    });
    expect(otherKey.status).toBe(401);
    expect(await nothingDelivered()).toBe(true);
  });

  it('rejects a body that does not match body_md5 with 401', async () => {
    const response = await sendSigned(server.port, {
      method: 'POST',
      path: eventsPath,
      body: eventBody(),
      tamper: (query) => {
        query.body_md5 = '0'.repeat(32);
      },
    });
    expect(response.status).toBe(401);
  });

  it('rejects a timestamp more than 600 s away with 401', async () => {
    const stale = await sendSigned(server.port, {
      method: 'POST',
      path: eventsPath,
      body: eventBody(),
      timestampS: Math.floor(Date.now() / 1000) - 601,
    });
    expect(stale.status).toBe(401);
    expect(stale.body).toEqual({ error: expect.stringContaining('Timestamp expired') });
    const future = await sendSigned(server.port, {
      method: 'POST',
      path: eventsPath,
      body: eventBody(),
      timestampS: Math.floor(Date.now() / 1000) + 700,
    });
    expect(future.status).toBe(401);
    expect(await nothingDelivered()).toBe(true);
  });

  it.each([
    ['malformed JSON', '{"name":'],
    ['a JSON array', '[]'],
    ['no name', eventBody({ name: undefined })],
    ['data that is not a string', eventBody({ data: { betId: 1 } })],
    ['no channel', JSON.stringify({ name: 'x', data: '{}' })],
    ['an invalid channel name', eventBody({ channels: ['bad channel'] })],
    ['an empty channel list', eventBody({ channels: [] })],
    ['101 channels', eventBody({ channels: Array.from({ length: 101 }, (_, i) => `c${i}`) })],
    ['a reserved event name', eventBody({ name: 'pusher:connection_established' })],
    ['an invalid socket_id', eventBody({ socket_id: 'abc' })],
  ])('rejects a signed body with %s with 400', async (_label, body) => {
    const response = await sendSigned(server.port, { method: 'POST', path: eventsPath, body });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: expect.any(String) });
  });

  it('rejects event data over 10 KB with 413', async () => {
    const body = eventBody({ data: 'x'.repeat(10 * 1024 + 1) });
    const response = await sendSigned(server.port, { method: 'POST', path: eventsPath, body });
    expect(response.status).toBe(413);
    expect(await nothingDelivered()).toBe(true);
  });

  it('answers 404 for an unknown app and 405 for a wrong method', async () => {
    const unknown = await sendSigned(server.port, {
      method: 'POST',
      path: '/apps/nope/events',
      body: eventBody(),
    });
    expect(unknown.status).toBe(404);
    const wrongMethod = await sendSigned(server.port, { method: 'GET', path: eventsPath });
    expect(wrongMethod.status).toBe(405);
  });

  it('delivers every event of a signed batch_events request', async () => {
    const body = JSON.stringify({
      batch: [
        { channel: 'bet-ratio-change', name: 'MatchEvents', data: '{"betId":3}' },
        { channel: 'reload_matches', name: 'ReloadMatches', data: '{"reason":"match-added"}' },
      ],
    });
    const response = await sendSigned(server.port, { method: 'POST', path: batchPath, body });
    expect(response).toEqual({ status: 200, body: {} });
    expect((await subscriber.next('MatchEvents')).data).toEqual({ betId: 3 });
    expect((await subscriber.next('ReloadMatches')).data).toEqual({ reason: 'match-added' });
  });

  it('sends nothing from a batch with one invalid event, or with more than ten', async () => {
    const invalid = JSON.stringify({
      batch: [
        { channel: 'bet-ratio-change', name: 'MatchEvents', data: '{}' },
        { channel: 'bet-ratio-change', name: 'MatchEvents', data: 5 },
      ],
    });
    expect(
      (await sendSigned(server.port, { method: 'POST', path: batchPath, body: invalid })).status,
    ).toBe(400);
    const tooMany = JSON.stringify({
      batch: Array.from({ length: 11 }, () => ({
        channel: 'reload_matches',
        name: 'R',
        data: '{}',
      })),
    });
    expect(
      (await sendSigned(server.port, { method: 'POST', path: batchPath, body: tooMany })).status,
    ).toBe(400);
    expect(await nothingDelivered()).toBe(true);
  });

  it('answers channel queries: occupied channels and one channel with its subscription count', async () => {
    const list = await sendSigned(server.port, {
      method: 'GET',
      path: `/apps/${TEST_APP.id}/channels`,
      params: { info: 'subscription_count' },
    });
    expect(list).toEqual({
      status: 200,
      body: {
        channels: {
          'bet-ratio-change': { subscription_count: 1 },
          reload_matches: { subscription_count: 1 },
        },
      },
    });
    const one = await sendSigned(server.port, {
      method: 'GET',
      path: `/apps/${TEST_APP.id}/channels/bet-ratio-change`,
    });
    expect(one).toEqual({ status: 200, body: { occupied: true, subscription_count: 1 } });
  });

  it('reports channels named like built-in object properties as channels like any other', async () => {
    const names = ['__proto__', 'constructor', 'toString'];
    const others = await Promise.all(names.map(() => RawClient.connect(server.port)));
    try {
      for (const [index, name] of names.entries()) await others[index]!.client.subscribe(name);
      const trigger = await sendSigned(server.port, {
        method: 'POST',
        path: eventsPath,
        body: eventBody({ channels: names, info: 'subscription_count' }),
      });
      const counts = Object.fromEntries(names.map((name) => [name, { subscription_count: 1 }]));
      expect(trigger.status).toBe(200);
      expect(Object.entries((trigger.body as { channels: object }).channels)).toEqual(
        Object.entries(counts),
      );
      const list = await sendSigned(server.port, {
        method: 'GET',
        path: `/apps/${TEST_APP.id}/channels`,
        params: { info: 'subscription_count' },
      });
      const listed = (list.body as { channels: object }).channels;
      for (const name of names) expect(Object.hasOwn(listed, name)).toBe(true);
    } finally {
      await Promise.all(others.map((other) => other.client.close()));
    }
  });

  it('works with the official SDK: trigger, triggerBatch and get, all signed by it', async () => {
    // A private agent so the SDK's keep-alive socket is closed with the test.
    const agent = new Agent({ keepAlive: true });
    const sdk = new Pusher({
      appId: TEST_APP.id,
      key: TEST_APP.key,
      secret: TEST_APP.secret,
      host: '127.0.0.1',
      port: String(server.port),
      useTLS: false,
      agent,
    });
    try {
      await sdk.trigger(['bet-ratio-change', 'reload_matches'], 'Both', { n: 1 });
      expect((await subscriber.next('Both', 'bet-ratio-change')).data).toEqual({ n: 1 });
      expect((await subscriber.next('Both', 'reload_matches')).data).toEqual({ n: 1 });
      await sdk.triggerBatch([{ channel: 'bet-ratio-change', name: 'Batched', data: { n: 2 } }]);
      expect((await subscriber.next('Batched')).data).toEqual({ n: 2 });
      const response = await sdk.get({
        path: '/channels/bet-ratio-change',
        params: { info: 'subscription_count' },
      });
      expect(await response.json()).toEqual({ occupied: true, subscription_count: 1 });
    } finally {
      agent.destroy();
    }
  });

  it('signs the same way as the official SDK', () => {
    const sdk = new Pusher({
      appId: TEST_APP.id,
      key: TEST_APP.key,
      secret: TEST_APP.secret,
      host: '127.0.0.1',
    });
    const body = eventBody();
    const fromSdk = new URLSearchParams(
      sdk.createSignedQueryString({ method: 'POST', path: eventsPath, body }),
    );
    const ours = new URLSearchParams(
      signQuery({
        method: 'POST',
        path: eventsPath,
        body,
        timestampS: Number(fromSdk.get('auth_timestamp')),
      }),
    );
    expect(ours.get('auth_signature')).toBe(fromSdk.get('auth_signature'));
  });
});
