import type { Bet } from '@sportsbook/shared/contracts';
import { OddsButton } from './OddsButton';
import type { OddsMovements } from './live-updates';

/** A market of a match: its title and its options as odds buttons. */
export function BetMarket({
  bet,
  movements,
  headingLevel = 'h4',
}: {
  bet: Pick<Bet, 'id' | 'bet_title' | 'bet_status' | 'bet_events'>;
  movements: OddsMovements;
  headingLevel?: 'h3' | 'h4';
}) {
  const Heading = headingLevel;
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
          />
        ))}
      </div>
    </div>
  );
}
