/**
 * Pure updates of fetched data by the realtime signals of SPEC section 4: an odds change sets the
 * bet_ratio of matching bet events and says which way each moved; a bet update replaces a match's
 * bets. One "shape" per kind of data the pages hold says where its bet events and bets live.
 */
import type {
  Bet,
  BetEvent,
  Match,
  MatchBetUpdatePayload,
  OddsChangePayload,
  UpcomingBet,
  UpcomingMatch,
} from '@sportsbook/shared/contracts';

/** Which way the odds of a bet event moved at the last change. */
export type OddsDirection = 'up' | 'down';

/** The transient up/down marks, by bet event id. */
export type OddsMovements = Readonly<Record<number, OddsDirection>>;

/** Where the bet events and bets of one kind of data live. */
export interface LiveShape<T> {
  /** Returns the data with `update` applied to every bet event (same object when nothing changed). */
  mapBetEvents(data: T, update: (event: BetEvent) => BetEvent): T;
  /** Returns the data with the bets of `payload.match_id` replaced. */
  replaceBets(data: T, payload: MatchBetUpdatePayload): T;
}

/** Maps a list, keeping the original array when no item changed, so React can skip work. */
function mapKeep<T>(items: readonly T[], update: (item: T) => T): T[] {
  let changed = false;
  const next = items.map((item) => {
    const updated = update(item);
    if (updated !== item) changed = true;
    return updated;
  });
  return changed ? next : (items as T[]);
}

function mapBetsEvents<B extends { bet_events: BetEvent[] }>(
  bet: B,
  update: (event: BetEvent) => BetEvent,
): B {
  const events = mapKeep(bet.bet_events, update);
  return events === bet.bet_events ? bet : { ...bet, bet_events: events };
}

export const matchShape: LiveShape<Match> = {
  mapBetEvents(match, update) {
    const bets = mapKeep(match.bets, (bet) => mapBetsEvents(bet, update));
    return bets === match.bets ? match : { ...match, bets };
  },
  replaceBets(match, payload) {
    return match.id === payload.match_id ? { ...match, bets: payload.data } : match;
  },
};

export const matchListShape: LiveShape<Match[]> = {
  mapBetEvents: (matches, update) =>
    mapKeep(matches, (match) => matchShape.mapBetEvents(match, update)),
  replaceBets: (matches, payload) =>
    mapKeep(matches, (match) => matchShape.replaceBets(match, payload)),
};

/** The headline market of an upcoming card after its match's markets were replaced. */
function headlineAfterUpdate(current: UpcomingBet | null, bets: Bet[]): UpcomingBet | null {
  const same = current ? bets.find((bet) => bet.id === current.id) : undefined;
  const chosen = same ?? bets[0];
  if (!chosen) return null;
  return {
    id: chosen.id,
    bet_title: chosen.bet_title,
    bet_status: chosen.bet_status,
    bet_events: chosen.bet_events,
  };
}

export const upcomingListShape: LiveShape<UpcomingMatch[]> = {
  mapBetEvents: (cards, update) =>
    mapKeep(cards, (card) => {
      const bet = card.bet ? mapBetsEvents(card.bet, update) : null;
      const bets = mapKeep(card.bets, (item) => mapBetsEvents(item, update));
      return bet === card.bet && bets === card.bets ? card : { ...card, bet, bets };
    }),
  replaceBets: (cards, payload) =>
    mapKeep(cards, (card) =>
      card.match_id === payload.match_id
        ? {
            ...card,
            bet: headlineAfterUpdate(card.bet, payload.data),
            bets: payload.data.map(({ id, bet_status, bet_events }) => ({
              id,
              bet_status,
              bet_events,
            })),
          }
        : card,
    ),
};

/**
 * Applies an odds change: every bet event named in the payload takes its new bet_ratio, and
 * `moved` says which way each one that really changed went (compared with the value shown).
 */
export function applyOddsChange<T>(
  shape: LiveShape<T>,
  data: T,
  payload: OddsChangePayload,
): { data: T; moved: Record<number, OddsDirection> } {
  const ratios = new Map(payload.data.map((change) => [change.id, change.bet_ratio]));
  const moved: Record<number, OddsDirection> = {};
  const next = shape.mapBetEvents(data, (event) => {
    const ratio = ratios.get(event.id);
    if (ratio === undefined || !Number.isFinite(ratio) || ratio === event.bet_ratio) return event;
    moved[event.id] = ratio > event.bet_ratio ? 'up' : 'down';
    return { ...event, bet_ratio: ratio };
  });
  return { data: next, moved };
}
