import type { Bet, BetEventMatch, Match } from '@sportsbook/shared/contracts';
import { OddsButton, type PickContext } from './OddsButton';
import type { OddsMovements } from './live-updates';

/** The match as the betslip shows it (`BetEventMatch`), from a match of the lists. */
export function pickMatch(match: Match): BetEventMatch {
  return {
    id: match.id,
    match_title: match.match_title,
    first_team: match.first_team,
    second_team: match.second_team,
    status: match.status,
    match_datetime: match.match_datetime,
  };
}

/**
 * A market of a match: its title and its options as odds buttons. Given the match, a pick is sent
 * with what the betslip shows of it (OddsButton's `pickContext`).
 */
export function BetMarket({
  bet,
  movements,
  headingLevel = 'h4',
  match,
}: {
  bet: Pick<Bet, 'id' | 'bet_title' | 'bet_status' | 'bet_events'> &
    Partial<Pick<Bet, 'cash_limit' | 'match_id'>>;
  movements: OddsMovements;
  headingLevel?: 'h3' | 'h4';
  match?: BetEventMatch;
}) {
  const Heading = headingLevel;
  const pickContext: PickContext | undefined =
    match && bet.cash_limit !== undefined
      ? {
          market: {
            id: bet.id,
            bet_title: bet.bet_title,
            cash_limit: bet.cash_limit,
            match_id: bet.match_id ?? match.id,
          },
          match,
        }
      : undefined;
  return (
    <div className="sb-sports-market" role="group" aria-label={bet.bet_title}>
      <Heading className="sb-sports-market__title">{bet.bet_title}</Heading>
      <div className="sb-sports-market__options">
        {bet.bet_events.map((event) => (
          <OddsButton
            key={event.id}
            event={event}
            betStatus={bet.bet_status}
            movement={movements[event.id]}
            pickContext={pickContext}
          />
        ))}
      </div>
    </div>
  );
}
