import { formatOdds } from '@sportsbook/shared/format';
import { publish } from '@sportsbook/shared/events';
import {
  BET_STATUS_OPEN,
  type BetEvent,
  type BetEventDetails,
  type BetEventMatch,
} from '@sportsbook/shared/contracts';
import { LockIcon } from './icons';
import type { OddsDirection } from './live-updates';
import './sports.css';

export interface OddsButtonProps {
  event: BetEvent;
  /** The bet_status of the event's market: only BET_STATUS_OPEN takes bets. */
  betStatus: number;
  /** Set right after a realtime change moved these odds. */
  movement?: OddsDirection;
  /** `compact` for the upcoming cards. */
  variant?: 'default' | 'compact';
  /**
   * The market and match around this option, when the list knows them whole: the pick is then
   * sent with `details`, so the betslip shows it before its own request answers (issue 33).
   */
  pickContext?: PickContext;
}

/** What a list knows of an option's market and match (the rest of `BetEventDetails`). */
export interface PickContext {
  market: { id: number; bet_title: string; cash_limit: number; match_id: number };
  match: BetEventMatch;
}

/** The pick as `GET /ng/event-details/{id}` would answer it, from what the button shows. */
export function pickDetails(
  event: BetEvent,
  betStatus: number,
  { market, match }: PickContext,
): BetEventDetails {
  return {
    id: event.id,
    bet_id: event.bet_id,
    bet_event_title: event.bet_event_title,
    bet_ratio: event.bet_ratio,
    bets: {
      id: market.id,
      bet_title: market.bet_title,
      bet_status: betStatus,
      cash_limit: market.cash_limit,
      match_id: market.match_id,
      matches: match,
    },
  };
}

/**
 * One betting option: its title and odds to two decimals, with an up or down mark after a move.
 * Its accessible name is its visible text ("Draw 3.20"), plus "odds up"/"odds down" or "locked"
 * for what the marks and the lock show, so speech input can say what it sees. Those words are the
 * button's `aria-label`, not visually hidden text inside it: hidden text is positioned, and each
 * positioned box was a paint layer that every frame of the page (an odds click's among them)
 * painted, layerized and hit-tested again (issue 33, eighth look).
 * Clicking an open market's option tells the betslip (`bet:select` on the bus, with what it shows
 * of the pick when `pickContext` is given); a locked market
 * shows a lock instead of the odds and the button does nothing (SPEC sections 2 and 4).
 */
export function OddsButton({
  event,
  betStatus,
  movement,
  variant = 'default',
  pickContext,
}: OddsButtonProps) {
  const open = betStatus === BET_STATUS_OPEN;
  const odds = formatOdds(event.bet_ratio);
  const classes = ['sb-sports-odds', `sb-sports-odds--${variant}`];
  if (!open) classes.push('sb-sports-odds--locked');
  if (open && movement) classes.push(`sb-sports-odds--${movement}`);
  const title = event.bet_event_title;
  let label: string | undefined;
  if (!open) label = `${title} locked`;
  else if (movement) label = `${title} ${odds} odds ${movement}`;

  return (
    <button
      type="button"
      className={classes.join(' ')}
      disabled={!open}
      aria-label={label}
      onClick={
        open
          ? () =>
              publish('bet:select', {
                betEventId: event.id,
                ...(pickContext && { details: pickDetails(event, betStatus, pickContext) }),
              })
          : undefined
      }
    >
      <span className="sb-sports-odds__title">{title}</span>{' '}
      {open ? (
        <span className="sb-sports-odds__value">
          {odds}
          {movement && (
            <span
              className={`sb-sports-odds__mark sb-sports-odds__mark--${movement}`}
              data-movement={movement}
              aria-hidden="true"
            >
              {movement === 'up' ? '▲' : '▼'}
            </span>
          )}
        </span>
      ) : (
        <span className="sb-sports-odds__value sb-sports-odds__value--locked">
          <LockIcon />
        </span>
      )}
    </button>
  );
}
