import type Echo from 'laravel-echo';
import { readTokens } from '../api/session-cookies';
import { whenContentShown } from '../ui/when-content-shown';
import {
  BACKOFFICE_CHANNEL,
  QUEUE_CHANGED_EVENT,
  REALTIME_CHANNELS,
  REALTIME_EVENTS,
  type QueueChangedPayload,
  type CoinsChangedPayload,
  type MatchBetUpdatePayload,
  type OddsChangePayload,
  type ReloadMatchesPayload,
  type UserEventName,
  type UserEventPayloads,
} from '../contracts';
import { getRealtimeConfig } from './config';

/**
 * The one realtime connection of a page: laravel-echo over pusher-js, as SPEC section 7 describes.
 * Every feature subscribes through the functions below, so there is one socket however many
 * components listen, and each returns its unsubscribe.
 *
 * pusher-js and laravel-echo are loaded on the first subscription, in a chunk of their own, once
 * the page's main content has shown (no loading placeholder left in `<main>`, then an idle
 * moment; at most REALTIME_MAX_WAIT_MS), so they are not part of the JavaScript a page fetches
 * before its first list (issue 12). Subscriptions made meanwhile take effect once the socket
 * exists; `onSubscribed` tells a caller that fetched before then when to refetch.
 */
type Connection = Echo<'pusher'>;

let echo: Connection | null = null;
let echoLoading: Promise<Connection> | null = null;
/** Bumped by disconnectRealtime, so a connection still loading then is not kept. */
let generation = 0;
const reconnectHandlers = new Set<() => void>();
const lostHandlers = new Set<() => void>();
let wasDisconnected = false;
/** Set by configureChannelAuthHeaders; the bettor's access token otherwise. */
let authHeaders: (() => Record<string, string>) | null = null;

/**
 * The headers a private channel's signing request carries, for a page whose user is not a
 * bettor (the back office: its operator session's token). Set before the first subscription.
 */
export function configureChannelAuthHeaders(headers: () => Record<string, string>): void {
  authHeaders = headers;
}

/** The socket opens this long after the first subscription at the latest, content shown or not. */
export const REALTIME_MAX_WAIT_MS = 15_000;

function pageContentShown(): Promise<void> {
  return new Promise((resolve) => {
    whenContentShown(document.querySelector('main') ?? document.body, resolve, {
      maxWaitMs: REALTIME_MAX_WAIT_MS,
    });
  });
}

async function openConnection(): Promise<Connection> {
  await pageContentShown();
  const [{ default: EchoClass }, { default: Pusher }] = await Promise.all([
    import(/* webpackChunkName: "realtime-client" */ 'laravel-echo'),
    import(/* webpackChunkName: "realtime-client" */ 'pusher-js'),
  ]);
  const config = getRealtimeConfig();
  const client = new Pusher(config.key, {
    cluster: config.cluster,
    wsHost: config.wsHost,
    wsPort: config.wsPort,
    wssPort: config.wsPort,
    forceTLS: config.forceTLS,
    // The socket over the configured scheme only: 'ws' is a TLS socket when forceTLS is set
    // (hosted Pusher, the HTTPS layout) and a plain one otherwise. pusher-js's 'wss' transport
    // is a TLS retry of a plain socket after 2 s without an answer (a busy page, a held
    // clock): our plain server never speaks TLS on that port, and the page's policy (its
    // connect-src names the socket's scheme) refuses it.
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      endpoint: config.authEndpoint,
      transport: 'ajax',
      // Private channels are signed by the API for the bearer of the current access token.
      headersProvider: (): Record<string, string> => {
        if (authHeaders) return authHeaders();
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
    if (['unavailable', 'disconnected', 'failed'].includes(states.current)) {
      if (!wasDisconnected) lostHandlers.forEach((handler) => handler());
      wasDisconnected = true;
    }
  });
  return new EchoClass({
    broadcaster: 'pusher',
    key: config.key,
    client,
  });
}

/** Runs `use` with the page's connection once it exists; the returned function cancels it. */
function withConnection(use: (connection: Connection) => () => void): () => void {
  let cancelled = false;
  let undo: (() => void) | null = null;
  const run = (connection: Connection): void => {
    if (!cancelled) undo = use(connection);
  };
  if (echo) {
    run(echo);
  } else {
    const started = generation;
    echoLoading ??= openConnection().then((connection) => {
      if (started !== generation) {
        connection.disconnect();
        throw new Error('The realtime connection was closed while it was opening.');
      }
      echo = connection;
      return connection;
    });
    echoLoading.then(run, (error: unknown) => {
      if (started === generation) {
        echoLoading = null;
        console.error('[realtime] the socket client could not be loaded', error);
      }
    });
  }
  return () => {
    cancelled = true;
    undo?.();
  };
}

/** Options of a channel subscription. */
export interface ListenOptions {
  /**
   * Called when the socket is subscribed to the channel: at once when it already is, otherwise when
   * the server confirms (`pusher:subscription_succeeded`), and again after every resubscription
   * (a reconnect). Events sent before then were not delivered: a caller that fetched data before
   * subscribing refetches here, so nothing published in between is lost.
   */
  onSubscribed?: () => void;
}

type Binder = (event: string, callback: () => void) => unknown;

/** Calls `onSubscribed` whenever the server confirms `channel`; returns the function that stops. */
function watchConfirmation(
  channel: { subscription: { subscribed: boolean; bind: Binder; unbind: Binder } },
  onSubscribed: (() => void) | undefined,
): () => void {
  if (!onSubscribed) return () => undefined;
  const confirmed = (): void => onSubscribed();
  channel.subscription.bind('pusher:subscription_succeeded', confirmed);
  if (channel.subscription.subscribed) onSubscribed();
  return () => {
    channel.subscription.unbind('pusher:subscription_succeeded', confirmed);
  };
}

function listen<T>(
  channel: string,
  event: string,
  handler: (payload: T) => void,
  options: ListenOptions = {},
): () => void {
  return withConnection((connection) => {
    const subscription = connection.channel(channel);
    // A leading dot stops Echo from prepending its App.Events namespace.
    const callback = (payload: T): void => handler(payload);
    subscription.listen(`.${event}`, callback);
    const stopWatching = watchConfirmation(subscription, options.onSubscribed);
    return () => {
      subscription.stopListening(`.${event}`, callback);
      stopWatching();
    };
  });
}

/** Odds of a market moved (`bet-ratio-change` / `MatchEvents`). */
export function onOddsChange(
  handler: (payload: OddsChangePayload) => void,
  options?: ListenOptions,
): () => void {
  return listen(REALTIME_CHANNELS.betRatioChange, REALTIME_EVENTS.matchEvents, handler, options);
}

/** A match's markets were replaced (`match-bet-update`). */
export function onMatchBetUpdate(
  handler: (payload: MatchBetUpdatePayload) => void,
  options?: ListenOptions,
): () => void {
  return listen(REALTIME_CHANNELS.matchBetUpdate, REALTIME_EVENTS.matchBetUpdate, handler, options);
}

/** The match lists changed (`reload_matches`); refetch them. */
export function onReloadMatches(
  handler: (payload: ReloadMatchesPayload) => void,
  options?: ListenOptions,
): () => void {
  return listen(REALTIME_CHANNELS.reloadMatches, REALTIME_EVENTS.reloadMatches, handler, options);
}

/** Listeners per private channel of this copy: the channel is left when the last one stops. */
const privateListeners = new Map<string, number>();

/** Listens to `event` of the private channel `private-{name}`, shared by its listeners. */
function listenPrivate<T>(
  name: string,
  event: string,
  handler: (payload: T) => void,
  options: ListenOptions,
): () => void {
  return withConnection((connection) => {
    const subscription = connection.private(name);
    privateListeners.set(name, (privateListeners.get(name) ?? 0) + 1);
    const callback = (payload: T): void => handler(payload);
    subscription.listen(`.${event}`, callback);
    const stopWatching = watchConfirmation(subscription, options.onSubscribed);
    return () => {
      subscription.stopListening(`.${event}`, callback);
      stopWatching();
      const left = (privateListeners.get(name) ?? 1) - 1;
      if (left > 0) {
        privateListeners.set(name, left);
      } else {
        privateListeners.delete(name);
        connection.leave(name);
      }
    };
  });
}

/**
 * An event of the signed-in user's private channel `private-user.{id}` (`UserEventName`: coins
 * changed, bets settled, a deposit or withdrawal decided, a complaint answered). Echo adds the
 * `private-` prefix itself; `/broadcasting/auth` signs the channel for that user only. Several
 * listeners share the subscription, which is left when the last of them stops.
 */
export function onUserEvent<E extends UserEventName>(
  userId: number,
  event: E,
  handler: (payload: UserEventPayloads[E]) => void,
  options: ListenOptions = {},
): () => void {
  return listenPrivate(`user.${userId}`, event, handler, options);
}

/**
 * The back office's lists changed (`QueueChanged` on `private-backoffice`, shared 2.11.0); the
 * page's channel auth must carry an operator's session (configureChannelAuthHeaders).
 */
export function onBackofficeQueueChanged(
  handler: (payload: QueueChangedPayload) => void,
  options: ListenOptions = {},
): () => void {
  const name = BACKOFFICE_CHANNEL.slice('private-'.length);
  return listenPrivate(name, QUEUE_CHANGED_EVENT, handler, options);
}

/**
 * The signed-in user's balance changed server-side (a settlement, an operator credit), on the
 * private channel `private-user.{id}`.
 */
export function onUserCoinsChanged(
  userId: number,
  handler: (payload: CoinsChangedPayload) => void,
  options: ListenOptions = {},
): () => void {
  return onUserEvent(userId, REALTIME_EVENTS.coinsChanged, handler, options);
}

/** Adds `handler` to a set the socket's state changes call, the socket opened for it. */
function watchSocket(handlers: Set<() => void>, handler: () => void): () => void {
  const release = withConnection(() => () => undefined);
  handlers.add(handler);
  return () => {
    release();
    handlers.delete(handler);
  };
}

/**
 * The socket came back after a drop. Events sent while it was down are lost, so listeners refetch.
 */
export function onReconnect(handler: () => void): () => void {
  return watchSocket(reconnectHandlers, handler);
}

/**
 * The socket dropped (or could not open): events sent from now on are lost until it comes back
 * (onReconnect, and a listener's onSubscribed, tell when).
 */
export function onConnectionLost(handler: () => void): () => void {
  return watchSocket(lostHandlers, handler);
}

/** Closes the socket (tests, logout of a private channel user). */
export function disconnectRealtime(): void {
  generation += 1;
  echo?.disconnect();
  echo = null;
  privateListeners.clear();
  echoLoading = null;
  wasDisconnected = false;
}
