import { useId } from 'react';
import { Link } from 'react-router-dom';
import { fetchUpcomingMatches } from '@sportsbook/shared/api';
import type { UpcomingMatch } from '@sportsbook/shared/contracts';
import { upcomingDayMonth, upcomingWeekdayTime } from '@sportsbook/shared/format';
import { EmptyState, Skeleton } from '@sportsbook/shared/ui';
import { OddsButton } from '../../common/OddsButton';
import type { OddsMovements } from '../../common/live-updates';
import { matchHref } from '../../common/sports-paths';
import { SectionHeader } from '../../common/SectionHeader';
import { NO_MATCH_TEXT } from '../../common/texts';
import { useLiveUpcoming } from '../../common/use-live-matches';
import '../../common/sports.css';
import './upcoming.css';

const loadUpcoming = (signal: AbortSignal) => fetchUpcomingMatches(signal);

/** The Upcoming Matches section of the home page (SPEC section 2). */
export function UpcomingMatches() {
  const { data, loading, movements } = useLiveUpcoming('upcoming', loadUpcoming);
  const headingId = useId();
  let content;
  if (loading) content = <Skeleton rows={2} height={150} label="Loading upcoming matches" />;
  else if (!data || data.length === 0) content = <EmptyState text={NO_MATCH_TEXT} />;
  else {
    content = (
      <ul className="sb-sports-upcoming__list">
        {data.map((card) => (
          <li key={card.match_id}>
            <UpcomingCard card={card} movements={movements} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className="sb-sports-section sb-sports-upcoming" aria-labelledby={headingId}>
      <SectionHeader id={headingId} title="Upcoming Matches" />
      {content}
    </section>
  );
}

/**
 * One card: the day and month, tournament, "first vs second", the weekday and time, and the
 * headline bet's options. The card's upper part links to the match; the odds buttons sit outside
 * the link so picking odds never navigates.
 */
export function UpcomingCard({
  card,
  movements,
}: {
  card: UpcomingMatch;
  movements: OddsMovements;
}) {
  const { day, month } = upcomingDayMonth(card.match_date);
  const teams = `${card.first_team_name} vs ${card.second_team_name}`;
  return (
    <article className="sb-sports-upcoming__card" aria-label={teams}>
      <Link to={matchHref(card.match_id)} className="sb-sports-upcoming__link">
        <span className="sb-sports-upcoming__date">
          <span className="sb-sports-upcoming__day">{day}</span>
          <span className="sb-sports-upcoming__month">{month}</span>
        </span>
        <span className="sb-sports-upcoming__info">
          <span className="sb-sports-upcoming__tournament">{card.tournament}</span>
          <span className="sb-sports-upcoming__teams">{teams}</span>
          <span className="sb-sports-upcoming__time">{upcomingWeekdayTime(card.match_date)}</span>
        </span>
      </Link>
      {card.bet && (
        <div className="sb-sports-upcoming__bet" role="group" aria-label={card.bet.bet_title}>
          <p className="sb-sports-upcoming__bet-title">{card.bet.bet_title}</p>
          <div className="sb-sports-upcoming__options">
            {card.bet.bet_events.map((event) => (
              <OddsButton
                key={event.id}
                event={event}
                betStatus={card.bet?.bet_status ?? 0}
                movement={movements[event.id]}
                variant="compact"
              />
            ))}
          </div>
        </div>
      )}
    </article>
  );
}
