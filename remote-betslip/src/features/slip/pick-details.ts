import { BET_STATUS_OPEN, type BetEventDetails } from '@sportsbook/shared/contracts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * The odds button's details of a pick (`bet:select`'s optional `details`, shared 2.10.0), when
 * they are whole, of the picked bet event and of an open market; otherwise null and the slip
 * waits for `GET /ng/event-details/{id}` as it always did. The payload crosses builds of the
 * sports remote on `window`, so its shape is checked, not trusted.
 */
export function pickDetailsToShow(betEventId: number, details: unknown): BetEventDetails | null {
  if (!isRecord(details) || details.id !== betEventId) return null;
  const market = details.bets;
  if (!isRecord(market) || market.bet_status !== BET_STATUS_OPEN) return null;
  const match = market.matches;
  if (!isRecord(match)) return null;
  const whole =
    isNumber(details.bet_id) &&
    isText(details.bet_event_title) &&
    isNumber(details.bet_ratio) &&
    details.bet_ratio > 0 &&
    isNumber(market.id) &&
    isText(market.bet_title) &&
    isNumber(market.cash_limit) &&
    isNumber(market.match_id) &&
    isNumber(match.id) &&
    isText(match.match_title) &&
    isText(match.first_team) &&
    isText(match.second_team) &&
    isText(match.status) &&
    isText(match.match_datetime);
  return whole ? (details as unknown as BetEventDetails) : null;
}
