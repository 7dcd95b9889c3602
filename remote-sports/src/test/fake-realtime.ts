/**
 * A controllable stand-in for `@sportsbook/shared/realtime` in tests: it keeps the handlers the
 * code under test registers, and `emit*` delivers a signal to them as the socket would.
 *
 *   jest.mock('@sportsbook/shared/realtime', () => jest.requireActual('../test/fake-realtime'));
 */
import type {
  MatchBetUpdatePayload,
  OddsChangePayload,
  ReloadMatchesPayload,
} from '@sportsbook/shared/contracts';

const odds = new Set<(payload: OddsChangePayload) => void>();
const bets = new Set<(payload: MatchBetUpdatePayload) => void>();
const reloads = new Set<(payload: ReloadMatchesPayload) => void>();
const reconnects = new Set<() => void>();

function register<H>(set: Set<H>, handler: H): () => void {
  set.add(handler);
  return () => {
    set.delete(handler);
  };
}

export const onOddsChange = (handler: (payload: OddsChangePayload) => void) =>
  register(odds, handler);
export const onMatchBetUpdate = (handler: (payload: MatchBetUpdatePayload) => void) =>
  register(bets, handler);
export const onReloadMatches = (handler: (payload: ReloadMatchesPayload) => void) =>
  register(reloads, handler);
export const onReconnect = (handler: () => void) => register(reconnects, handler);
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
