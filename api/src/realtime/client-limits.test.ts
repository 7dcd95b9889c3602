/**
 * What one client may send (issue 26): 20 sockets sending 500 junk frames of 60 KB, or arrays
 * nested 30,000 deep, stalled delivery to every subscriber. Each abusive socket is now closed with
 * the protocol's code at its first offence while everyone else keeps receiving and new clients
 * are answered. Counts are bounded (no timing); the figures under a full flood are the bench's
 * (`npm run bench:realtime-flood -w api`).
 */
import { signChannelAuth } from './auth';
import {
  MAX_CLIENT_MESSAGE_BYTES,
  MAX_CLIENT_MESSAGE_DEPTH,
  MAX_CLIENT_MESSAGES_PER_S,
  nestsDeeperThan,
} from './protocol';
import { startPusherServer, type PusherServer } from './pusher-server';
import { RawClient, TEST_APP, sendSigned, waitUntil } from './test-support';

const JUNK_60_KB = 'x'.repeat(60 * 1024);
const NESTED_30000 = '['.repeat(30_000) + ']'.repeat(30_000);
/** Small enough for the size limit (10 KB), far too deep. */
const NESTED_5000 = '['.repeat(5000) + ']'.repeat(5000);

describe('the limits of what a client may send', () => {
  let server: PusherServer;
  const clients: RawClient[] = [];

  async function connect(): Promise<{ client: RawClient; socketId: string }> {
    const connection = await RawClient.connect(server.port);
    clients.push(connection.client);
    return connection;
  }

  function trigger(channel: string, data: unknown) {
    const body = JSON.stringify({
      name: 'MatchEvents',
      channels: [channel],
      data: JSON.stringify(data),
    });
    return sendSigned(server.port, { method: 'POST', path: `/apps/${TEST_APP.id}/events`, body });
  }

  beforeAll(async () => {
    server = await startPusherServer({ host: '127.0.0.1', port: 0, apps: [TEST_APP] });
  });

  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()));
    await waitUntil(() => server.stats().connections === 0);
  });

  afterAll(async () => {
    await server.close();
  });

  it.each([
    ['60 KB of junk', JUNK_60_KB, `Message over ${MAX_CLIENT_MESSAGE_BYTES / 1024} KB`],
    [
      'arrays nested 30,000 deep',
      NESTED_30000,
      `Message over ${MAX_CLIENT_MESSAGE_BYTES / 1024} KB`,
    ],
    [
      'arrays nested 5,000 deep in 10 KB',
      NESTED_5000,
      `Message nested deeper than ${MAX_CLIENT_MESSAGE_DEPTH} levels`,
    ],
  ])(
    'closes a socket flooding %s with 4009 at the first frame, while others receive',
    async (_what, junk, message) => {
      const subscriber = await connect();
      await subscriber.client.subscribe('bet-ratio-change');
      const abusive = await connect();
      for (let n = 0; n < 500; n += 1) abusive.client.send(junk);
      const closed = await abusive.client.closed;
      expect(closed).toEqual({ code: 4009, reason: message });
      // It was told why once, and answered nothing else.
      expect(abusive.client.received('pusher:error').map((frame) => frame.data)).toEqual([
        { code: 4009, message },
      ]);
      expect(abusive.client.inbox.filter((frame) => frame.event !== 'pusher:error')).toEqual([]);
      // Everyone else is served: a subscriber receives, a new client is greeted.
      expect((await trigger('bet-ratio-change', { betId: 1 })).status).toBe(200);
      expect((await subscriber.client.next('MatchEvents', 'bet-ratio-change')).data).toEqual({
        betId: 1,
      });
      await connect();
    },
  );

  it(`closes a socket sending more than ${MAX_CLIENT_MESSAGES_PER_S} messages a second with 4301`, async () => {
    const abusive = await connect();
    for (let n = 0; n < 500; n += 1) abusive.client.send({ event: 'pusher:ping', data: {} });
    const closed = await abusive.client.closed;
    expect(closed).toEqual({
      code: 4301,
      reason: `More than ${MAX_CLIENT_MESSAGES_PER_S} messages a second`,
    });
    // Every message up to the limit was answered; none after it.
    expect(abusive.client.received('pusher:pong')).toHaveLength(MAX_CLIENT_MESSAGES_PER_S);
  });

  it('keeps what a real client sends: 10 KB of client-event data, payloads nested a few levels', async () => {
    const channel = 'private-chat.limits';
    const sender = await connect();
    const receiver = await connect();
    for (const { client, socketId } of [sender, receiver]) {
      await client.subscribe(channel, {
        ...signChannelAuth({
          key: TEST_APP.key,
          secret: TEST_APP.secret,
          socketId,
          channelName: channel,
        }),
      });
    }
    // 10 KB as a JSON string of JSON, escaped inside the envelope: about 16 KB on the wire.
    const text = JSON.stringify({ note: '"'.repeat(3000) + 'y'.repeat(4000) });
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(10 * 1024);
    sender.client.send({ event: 'client-note', channel, data: text });
    expect((await receiver.client.next('client-note', channel)).rawData).toBe(text);
    let nested: unknown = { leaf: true };
    for (let level = 0; level < MAX_CLIENT_MESSAGE_DEPTH - 3; level += 1) nested = [nested];
    sender.client.send({ event: 'client-deep', channel, data: { nested } });
    expect((await receiver.client.next('client-deep', channel)).data).toEqual({ nested });
  });
});

describe('nestsDeeperThan', () => {
  it.each([
    ['[[1]]', 2, false],
    ['[[[1]]]', 2, true],
    ['{"a":{"b":{}}}', 3, false],
    ['{"a":{"b":{"c":[]}}}', 3, true],
    // Brackets inside strings, escaped quotes included, are text.
    ['{"a":"[[[[[\\"[[[["}', 1, false],
    ['["\\\\",[[]]]', 2, true],
  ])('%s deeper than %d: %s', (text, depth, deeper) => {
    expect(nestsDeeperThan(text, depth)).toBe(deeper);
  });
});
