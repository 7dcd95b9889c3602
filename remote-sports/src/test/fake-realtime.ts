/**
 * A controllable stand-in for `@sportsbook/shared/realtime` in tests: it keeps the handlers the
 * code under test registers, and `emit*` delivers a signal to them as the socket would.
 *
 *   jest.mock('@sportsbook/shared/realtime', () => jest.requireActual('../test/fake-realtime'));
 */
import type { ListenOptions } from '@sportsbook/shared/realtime';
import type {
  MatchBetUpdatePayload,
  OddsChangePayload,
  ReloadMatchesPayload,
} from '@sportsbook/shared/contracts';

const odds = new Set<(payload: OddsChangePayload) => void>();
const bets = new Set<(payload: MatchBetUpdatePayload) => void>();
const reloads = new Set<(payload: ReloadMatchesPayload) => void>();
const reconnects = new Set<() => void>();
/** The `onSubscribed` callbacks of the subscriptions the server has not confirmed yet. */
const unconfirmed = new Set<() => void>();

function register<H>(set: Set<H>, handler: H, options: ListenOptions = {}): () => void {
  set.add(handler);
  const { onSubscribed } = options;
  if (onSubscribed) unconfirmed.add(onSubscribed);
  return () => {
    set.delete(handler);
    if (onSubscribed) unconfirmed.delete(onSubscribed);
  };
}

export const onOddsChange = (
  handler: (payload: OddsChangePayload) => void,
  options?: ListenOptions,
) => register(odds, handler, options);
export const onMatchBetUpdate = (
  handler: (payload: MatchBetUpdatePayload) => void,
  options?: ListenOptions,
) => register(bets, handler, options);
export const onReloadMatches = (
  handler: (payload: ReloadMatchesPayload) => void,
  options?: ListenOptions,
) => register(reloads, handler, options);
export const onReconnect = (handler: () => void) => register(reconnects, handler);

/** The server confirms every subscription made so far, as `pusher:subscription_succeeded` does. */
export function confirmSubscriptions(): void {
  const callbacks = [...unconfirmed];
  unconfirmed.clear();
  callbacks.forEach((callback) => callback());
}
export const disconnectRealtime = (): void => undefined;

export function emitOddsChange(payload: OddsChangePayload): void {
  odds.forEach((handler) => handler(payload));
}
export function emitMatchBetUpdate(payload: MatchBetUpdatePayload): void {
  bets.forEach((handler) => handler(payload));
}
export function emitReloadMatches(
  payload: ReloadMatchesPayload = { reason: 'match-started', match_id: null },
): void {
  reloads.forEach((handler) => handler(payload));
}
export function emitReconnect(): void {
  reconnects.forEach((handler) => handler());
}

/** How many handlers are registered, so a test can prove unmounting unsubscribes. */
export function listenerCount(): number {
  return odds.size + bets.size + reloads.size + reconnects.size;
}
