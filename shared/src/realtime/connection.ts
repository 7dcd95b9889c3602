import Echo from 'laravel-echo';
import Pusher from 'pusher-js';
import { readTokens } from '../api/session-cookies';
import {
  REALTIME_CHANNELS,
  REALTIME_EVENTS,
  type CoinsChangedPayload,
  type MatchBetUpdatePayload,
  type OddsChangePayload,
  type ReloadMatchesPayload,
} from '../contracts';
import { getRealtimeConfig } from './config';

/**
 * The one realtime connection of a page: laravel-echo over pusher-js, as SPEC section 7 describes.
 * Every feature subscribes through the functions below, so there is one socket however many
 * components listen, and each returns its unsubscribe.
 */
let echo: Echo<'pusher'> | null = null;
const reconnectHandlers = new Set<() => void>();
let wasDisconnected = false;

function connection(): Echo<'pusher'> {
  if (echo) return echo;
  const config = getRealtimeConfig();
  const client = new Pusher(config.key, {
    cluster: config.cluster,
    wsHost: config.wsHost,
    wsPort: config.wsPort,
    wssPort: config.wsPort,
    forceTLS: config.forceTLS,
    enabledTransports: ['ws', 'wss'],
    disableStats: true,
    channelAuthorization: {
      endpoint: config.authEndpoint,
      transport: 'ajax',
      // Private channels are signed by the API for the bearer of the current access token.
      headersProvider: (): Record<string, string> => {
        const { accessToken } = readTokens();
        return accessToken ? { Authorization: `Bearer ${accessToken}` } : {};
      },
    },
  });
  client.connection.bind('state_change', (states: { previous: string; current: string }) => {
    if (states.current === 'connected' && wasDisconnected) {
      wasDisconnected = false;
      reconnectHandlers.forEach((handler) => handler());
    }
    if (['unavailable', 'disconnected', 'failed'].includes(states.current)) wasDisconnected = true;
  });
  echo = new Echo({
    broadcaster: 'pusher',
    key: config.key,
    client,
  });
  return echo;
}

function listen<T>(channel: string, event: string, handler: (payload: T) => void): () => void {
  const subscription = connection().channel(channel);
  // A leading dot stops Echo from prepending its App.Events namespace.
  const callback = (payload: T): void => handler(payload);
  subscription.listen(`.${event}`, callback);
  return () => {
    subscription.stopListening(`.${event}`, callback);
  };
}

/** Odds of a market moved (`bet-ratio-change` / `MatchEvents`). */
export function onOddsChange(handler: (payload: OddsChangePayload) => void): () => void {
  return listen(REALTIME_CHANNELS.betRatioChange, REALTIME_EVENTS.matchEvents, handler);
}

/** A match's markets were replaced (`match-bet-update`). */
export function onMatchBetUpdate(handler: (payload: MatchBetUpdatePayload) => void): () => void {
  return listen(REALTIME_CHANNELS.matchBetUpdate, REALTIME_EVENTS.matchBetUpdate, handler);
}

/** The match lists changed (`reload_matches`); refetch them. */
export function onReloadMatches(handler: (payload: ReloadMatchesPayload) => void): () => void {
  return listen(REALTIME_CHANNELS.reloadMatches, REALTIME_EVENTS.reloadMatches, handler);
}

/**
 * The signed-in user's balance changed server-side (a settlement, an operator credit), on the
 * private channel `private-user.{id}`. Echo adds the `private-` prefix itself.
 */
export function onUserCoinsChanged(
  userId: number,
  handler: (payload: CoinsChangedPayload) => void,
): () => void {
  const name = `user.${userId}`;
  const subscription = connection().private(name);
  const callback = (payload: CoinsChangedPayload): void => handler(payload);
  subscription.listen(`.${REALTIME_EVENTS.coinsChanged}`, callback);
  return () => {
    subscription.stopListening(`.${REALTIME_EVENTS.coinsChanged}`, callback);
    connection().leave(name);
  };
}

/**
 * The socket came back after a drop. Events sent while it was down are lost, so listeners refetch.
 */
export function onReconnect(handler: () => void): () => void {
  connection();
  reconnectHandlers.add(handler);
  return () => {
    reconnectHandlers.delete(handler);
  };
}

/** Closes the socket (tests, logout of a private channel user). */
export function disconnectRealtime(): void {
  echo?.disconnect();
  echo = null;
  wasDisconnected = false;
}
