/**
 * Two realtime nodes sharing one Redis (TEST_REDIS_URL) form one service (channel-bus.ts). Runs
 * when TEST_REDIS_URL is set, as the other Redis tests do (api/jest.config.js).
 */
import { randomBytes } from 'node:crypto';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { signChannelAuth } from './auth';
import { startPusherServer, type PusherServer } from './pusher-server';
import { RawClient, TEST_APP, sendSigned } from './test-support';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('realtime nodes sharing a Redis', () => {
  let nodes: PusherServer[] = [];
  const clients: RawClient[] = [];

  /** Two nodes on ephemeral ports, on a key prefix of their own. */
  async function twoNodes(): Promise<[PusherServer, PusherServer]> {
    const redisKeyPrefix = `sportsbook-test-${randomBytes(6).toString('hex')}:`;
    const options = { port: 0, apps: [TEST_APP], redisUrl: REDIS_URL, redisKeyPrefix };
    const started = await Promise.all([startPusherServer(options), startPusherServer(options)]);
    nodes.push(...started);
    return started as [PusherServer, PusherServer];
  }

  async function connect(node: PusherServer): Promise<{ client: RawClient; socketId: string }> {
    const connection = await RawClient.connect(node.port);
    clients.push(connection.client);
    return connection;
  }

  function trigger(node: PusherServer, channel: string, name: string, data: unknown) {
    const body = JSON.stringify({ name, channels: [channel], data: JSON.stringify(data) });
    return sendSigned(node.port, { method: 'POST', path: `/apps/${TEST_APP.id}/events`, body });
  }

  function channelInfo(node: PusherServer, channel: string) {
    return sendSigned(node.port, {
      method: 'GET',
      path: `/apps/${TEST_APP.id}/channels/${channel}`,
    });
  }

  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()));
    await Promise.all(nodes.map((node) => node.close()));
    nodes = [];
  });

  it('delivers an event triggered on one node to the subscribers of both, once each', async () => {
    const [a, b] = await twoNodes();
    const onA = await connect(a);
    const onB = await connect(b);
    await onA.client.subscribe('bet-ratio-change');
    await onB.client.subscribe('bet-ratio-change');

    expect(await trigger(b, 'bet-ratio-change', 'MatchEvents', { n: 1 })).toEqual({
      status: 200,
      body: {},
    });
    // A second event after the first: once it is in, a duplicate of the first would be too.
    await trigger(a, 'bet-ratio-change', 'Marker', {});
    for (const { client } of [onA, onB]) {
      await client.next('Marker', 'bet-ratio-change');
      const events = client.received('MatchEvents');
      expect(events.map((frame) => frame.data)).toEqual([{ n: 1 }]);
    }
  });

  it('keeps the order of a channel over many events triggered alternately on either node', async () => {
    const [a, b] = await twoNodes();
    const onA = await connect(a);
    const onB = await connect(b);
    await onA.client.subscribe('match-bet-update');
    await onB.client.subscribe('match-bet-update');
    const count = 200;
    for (let n = 0; n < count; n += 1) {
      await trigger(n % 2 === 0 ? a : b, 'match-bet-update', 'MatchBetUpdate', { n });
    }
    await trigger(a, 'match-bet-update', 'Marker', {});
    const expected = Array.from({ length: count }, (_, n) => ({ n }));
    for (const { client } of [onA, onB]) {
      await client.next('Marker', 'match-bet-update');
      expect(client.received('MatchBetUpdate').map((frame) => frame.data)).toEqual(expected);
    }
  });

  it('authorises private channels on every node and relays client events between nodes', async () => {
    const [a, b] = await twoNodes();
    const onA = await connect(a);
    const onB = await connect(b);
    const channel = 'private-user.7';
    for (const { client, socketId } of [onA, onB]) {
      const auth = signChannelAuth({
        key: TEST_APP.key,
        secret: TEST_APP.secret,
        socketId,
        channelName: channel,
      });
      expect((await client.subscribe(channel, { ...auth })).channel).toBe(channel);
    }
    // A signature made for another socket is refused on the node it is presented to.
    const stranger = await connect(b);
    const forged = signChannelAuth({
      key: TEST_APP.key,
      secret: TEST_APP.secret,
      socketId: onA.socketId,
      channelName: channel,
    });
    stranger.client.send({ event: 'pusher:subscribe', data: { channel, ...forged } });
    const refused = await stranger.client.next('pusher:subscription_error', channel);
    expect(refused.data).toMatchObject({ type: 'AuthError', status: 401 });

    onA.client.send({ event: 'client-typing', channel, data: { from: 'a' } });
    expect((await onB.client.next('client-typing', channel)).data).toEqual({ from: 'a' });
    // The sender is left out on its own node too: its next frame is the server's event.
    await trigger(b, channel, 'Marker', {});
    await onA.client.next('Marker', channel);
    expect(onA.client.received('client-typing')).toHaveLength(0);
  });

  it('counts the subscribers of a channel on every node', async () => {
    const [a, b] = await twoNodes();
    for (const node of [a, a, b]) await (await connect(node)).client.subscribe('reload_matches');
    await (await connect(a)).client.subscribe('only-on-a');

    for (const node of [a, b]) {
      expect(await channelInfo(node, 'reload_matches')).toEqual({
        status: 200,
        body: { occupied: true, subscription_count: 3 },
      });
    }
    const listed = await sendSigned(b.port, {
      method: 'GET',
      path: `/apps/${TEST_APP.id}/channels`,
      params: { info: 'subscription_count' },
    });
    expect(listed).toEqual({
      status: 200,
      body: {
        channels: {
          'only-on-a': { subscription_count: 1 },
          reload_matches: { subscription_count: 3 },
        },
      },
    });
  });

  it('goes on serving when the other node stops; only that node’s sockets are closed', async () => {
    const [a, b] = await twoNodes();
    const onA = await connect(a);
    const onB = await connect(b);
    await onA.client.subscribe('bet-ratio-change');
    await onB.client.subscribe('bet-ratio-change');

    await a.close();
    expect((await onA.client.closed).code).toBe(4200);
    for (const n of [1, 2]) {
      expect((await trigger(b, 'bet-ratio-change', 'MatchEvents', { n })).status).toBe(200);
    }
    await onB.client.next('MatchEvents', 'bet-ratio-change');
    await onB.client.next('MatchEvents', 'bet-ratio-change');
    expect(await channelInfo(b, 'bet-ratio-change')).toEqual({
      status: 200,
      body: { occupied: true, subscription_count: 1 },
    });
    // A client of the stopped node reconnects to the other and is served there.
    const back = await connect(b);
    await back.client.subscribe('bet-ratio-change');
    await trigger(b, 'bet-ratio-change', 'MatchEvents', { n: 3 });
    expect((await back.client.next('MatchEvents', 'bet-ratio-change')).data).toEqual({ n: 3 });
  });

  it('answers a trigger and a count with 503 while Redis is away, and stops cleanly', async () => {
    // The node reaches Redis through a relay the test can cut.
    const redis = new URL(REDIS_URL);
    const sockets = new Set<Socket>();
    const relay: Server = createServer((client) => {
      const upstream = createConnection(Number(redis.port || 6379), redis.hostname);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('error', () => socket.destroy());
        socket.on('close', () => sockets.delete(socket));
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const relayUrl = `redis://127.0.0.1:${(relay.address() as AddressInfo).port}`;
    const node = await startPusherServer({
      port: 0,
      apps: [TEST_APP],
      redisUrl: relayUrl,
      redisKeyPrefix: `sportsbook-test-${randomBytes(6).toString('hex')}:`,
    });
    nodes.push(node);
    const { client } = await connect(node);
    await client.subscribe('bet-ratio-change');
    expect((await trigger(node, 'bet-ratio-change', 'MatchEvents', { n: 1 })).status).toBe(200);
    await client.next('MatchEvents', 'bet-ratio-change');

    await new Promise<void>((resolve) => {
      relay.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
    const refused = await trigger(node, 'bet-ratio-change', 'MatchEvents', { n: 2 });
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({
      error: 'The realtime service cannot reach its other nodes; try again',
    });
    expect((await channelInfo(node, 'bet-ratio-change')).status).toBe(503);
    // Its sockets are still served, and it stops without waiting for Redis.
    client.send({ event: 'pusher:ping', data: {} });
    await client.next('pusher:pong');
  });

  it('does not start when REDIS_URL points nowhere', async () => {
    await expect(
      startPusherServer({ port: 0, apps: [TEST_APP], redisUrl: 'redis://127.0.0.1:1' }),
    ).rejects.toThrow(/Redis at REDIS_URL is not reachable/);
  });
});
