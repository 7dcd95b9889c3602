import {
  REALTIME_CHANNELS,
  REALTIME_EVENTS,
  type MatchBetUpdatePayload,
  type OddsChangePayload,
  type ReloadMatchesPayload,
} from '@sportsbook/shared/contracts';
import Echo from 'laravel-echo';
import Pusher, { type ChannelAuthorizationHandler } from 'pusher-js';
import { signChannelAuth } from './auth';
import type { Broadcaster } from './broadcaster';
import { createPusherBroadcaster } from './publisher';
import { startPusherServer, type PusherServer } from './pusher-server';
import { TEST_APP, waitUntil } from './test-support';

/** Signs like the API's /broadcasting/auth route will, optionally with a wrong secret. */
function authorizer(
  secret: string,
  user?: { id: number; name: string },
): ChannelAuthorizationHandler {
  return ({ socketId, channelName }, callback) => {
    try {
      const channelData = channelName.startsWith('presence-')
        ? JSON.stringify({ user_id: user?.id, user_info: { name: user?.name } })
        : undefined;
      callback(
        null,
        signChannelAuth({ key: TEST_APP.key, secret, socketId, channelName, channelData }),
      );
    } catch (error) {
      callback(error instanceof Error ? error : new Error(String(error)), null);
    }
  };
}

/** A browser-like client: laravel-echo over pusher-js, configured as the site configures it. */
function echoClient(port: number, handler: ChannelAuthorizationHandler): Echo<'pusher'> {
  const client = new Pusher(TEST_APP.key, {
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    cluster: 'mt1',
    disableStats: true,
    channelAuthorization: { customHandler: handler },
  });
  return new Echo({ broadcaster: 'pusher', key: TEST_APP.key, client });
}

/** Resolves with the first call of a callback-style listener. */
function once<T>(register: (resolve: (value: T) => void) => void, label: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Timed out waiting for ${label}`)), 5000);
    register((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

describe('laravel-echo + pusher-js against the embedded server, fed by the official SDK', () => {
  let server: PusherServer;
  let broadcaster: Broadcaster;
  const echos: Echo<'pusher'>[] = [];

  function connect(handler: ChannelAuthorizationHandler = authorizer(TEST_APP.secret)) {
    const echo = echoClient(server.port, handler);
    echos.push(echo);
    return echo;
  }

  beforeAll(async () => {
    server = await startPusherServer({ host: '127.0.0.1', port: 0, apps: [TEST_APP] });
    broadcaster = createPusherBroadcaster({
      appId: TEST_APP.id,
      key: TEST_APP.key,
      secret: TEST_APP.secret,
      host: '127.0.0.1',
      port: server.port,
      useTLS: false,
    });
  });

  afterEach(async () => {
    for (const echo of echos.splice(0)) echo.disconnect();
    await waitUntil(() => server.stats().connections === 0);
  });

  afterAll(async () => {
    await server.close();
  });

  it('delivers MatchEvents, ReloadMatches and MatchBetUpdate published through the broadcaster', async () => {
    const echo = connect();
    const odds = echo.channel(REALTIME_CHANNELS.betRatioChange);
    const reload = echo.channel(REALTIME_CHANNELS.reloadMatches);
    const markets = echo.channel(REALTIME_CHANNELS.matchBetUpdate);
    const received = {
      odds: once<OddsChangePayload>(
        (resolve) => odds.listen(`.${REALTIME_EVENTS.matchEvents}`, resolve),
        'MatchEvents',
      ),
      reload: once<ReloadMatchesPayload>(
        (resolve) => reload.listen(`.${REALTIME_EVENTS.reloadMatches}`, resolve),
        'ReloadMatches',
      ),
      markets: once<MatchBetUpdatePayload>(
        (resolve) => markets.listen(`.${REALTIME_EVENTS.matchBetUpdate}`, resolve),
        'MatchBetUpdate',
      ),
    };
    await Promise.all(
      [odds, reload, markets].map((channel) =>
        once<void>((resolve) => channel.subscribed(() => resolve()), 'subscription'),
      ),
    );

    const oddsPayload: OddsChangePayload = { betId: 12, data: [{ id: 40, bet_ratio: 1.85 }] };
    const reloadPayload: ReloadMatchesPayload = { reason: 'match-started', match_id: 3 };
    const marketsPayload: MatchBetUpdatePayload = { match_id: 3, data: [] };
    await broadcaster.publish(
      REALTIME_CHANNELS.betRatioChange,
      REALTIME_EVENTS.matchEvents,
      oddsPayload,
    );
    await broadcaster.publish(
      REALTIME_CHANNELS.reloadMatches,
      REALTIME_EVENTS.reloadMatches,
      reloadPayload,
    );
    await broadcaster.publish(
      REALTIME_CHANNELS.matchBetUpdate,
      REALTIME_EVENTS.matchBetUpdate,
      marketsPayload,
    );

    await expect(received.odds).resolves.toEqual(oddsPayload);
    await expect(received.reload).resolves.toEqual(reloadPayload);
    await expect(received.markets).resolves.toEqual(marketsPayload);
  });

  it('joins a private channel signed by signChannelAuth and receives its events', async () => {
    const echo = connect();
    const channel = echo.private('user.5');
    await once<void>((resolve) => channel.subscribed(() => resolve()), 'private subscription');
    const received = once<unknown>(
      (resolve) => channel.listen('.BalanceChanged', resolve),
      'event',
    );
    await broadcaster.publish('private-user.5', 'BalanceChanged', { balance_minor: 1000 });
    await expect(received).resolves.toEqual({ balance_minor: 1000 });
  });

  it('gets a subscription_error for a private channel signed with the wrong secret', async () => {
    const echo = connect(authorizer('not-the-secret'));
    const channel = echo.private('user.5');
    const error = await once<unknown>((resolve) => channel.error(resolve), 'subscription error');
    expect(error).toMatchObject({ type: 'AuthError', status: 401 });
    expect(server.stats().subscriptions).toBe(0);
  });

  it('shows presence members joining and leaving', async () => {
    const alice = connect(authorizer(TEST_APP.secret, { id: 1, name: 'Alice' }));
    const room = alice.join('room.1');
    const here = await once<unknown[]>((resolve) => room.here(resolve), 'here');
    expect(here).toEqual([{ name: 'Alice' }]);
    const joining = once<unknown>((resolve) => room.joining(resolve), 'joining');
    const bob = connect(authorizer(TEST_APP.secret, { id: 2, name: 'Bob' }));
    bob.join('room.1');
    await expect(joining).resolves.toEqual({ name: 'Bob' });
    const leaving = once<unknown>((resolve) => room.leaving(resolve), 'leaving');
    bob.leave('room.1');
    await expect(leaving).resolves.toEqual({ name: 'Bob' });
  });

  it('rejects the publish promise when the server refuses the request', async () => {
    const wrong = createPusherBroadcaster({
      appId: TEST_APP.id,
      key: TEST_APP.key,
      secret: 'wrong',
      host: '127.0.0.1',
      port: server.port,
      useTLS: false,
    });
    await expect(wrong.publish('bet-ratio-change', 'MatchEvents', {})).rejects.toMatchObject({
      status: 401,
    });
    await expect(broadcaster.publish('bad channel', 'MatchEvents', {})).rejects.toThrow(
      /Invalid channel name/,
    );
  });
});
