import { Link } from 'react-router-dom';
import type { Match } from '@sportsbook/shared/contracts';
import { formatMatchDate } from '@sportsbook/shared/format';
import { EmptyState, Skeleton } from '@sportsbook/shared/ui';
import { BetMarket, pickMatch } from './BetMarket';
import { LiveBadge } from './icons';
import type { OddsMovements } from './live-updates';
import { matchHref } from './sports-paths';
import { NO_MATCH_TEXT } from './texts';
import './sports.css';

/**
 * The match list of SPEC section 2, used by the live, sport and pre-match pages. Each match's
 * header links to its details; its bets sit below the link so an odds click never navigates.
 */
export function MatchList({
  matches,
  loading,
  movements,
  label,
}: {
  matches: readonly Match[] | null;
  loading: boolean;
  movements: OddsMovements;
  /** Accessible name of the list, e.g. "Live matches". */
  label: string;
}) {
  if (loading) return <Skeleton rows={4} height={132} label={`Loading ${label.toLowerCase()}`} />;
  if (!matches || matches.length === 0) return <EmptyState text={NO_MATCH_TEXT} />;
  return (
    <ul className="sb-sports-match-list" aria-label={label}>
      {matches.map((match) => (
        <li key={match.id}>
          <MatchCard match={match} movements={movements} />
        </li>
      ))}
    </ul>
  );
}

export function MatchCard({ match, movements }: { match: Match; movements: OddsMovements }) {
  const category = match.tournaments?.categories;
  const live = match.status === 'LIVE';
  const picked = pickMatch(match);
  return (
    <article
      className={`sb-sports-match${live ? ' sb-sports-match--live' : ''}`}
      aria-label={match.match_title}
    >
      <Link to={matchHref(match.id)} className="sb-sports-match__link">
        <div className="sb-sports-match__top">
          {category?.category_icon_url && (
            <img
              className="sb-sports-match__icon"
              src={category.category_icon_url}
              alt={category.category_name}
              width={22}
              height={22}
            />
          )}
          <h3 className="sb-sports-match__title">{match.match_title}</h3>
          {live && <LiveBadge />}
        </div>
        <div className="sb-sports-match__teams">
          <span className="sb-sports-match__team">{match.first_team}</span>
          <span className="sb-sports-match__vs" aria-hidden="true">
            vs
          </span>
          <span className="sb-sports-match__team">{match.second_team}</span>
        </div>
        <div className="sb-sports-match__meta">
          {match.live_updates && (
            <span className="sb-sports-match__updates">{match.live_updates}</span>
          )}
          <time className="sb-sports-match__date" dateTime={match.match_datetime}>
            {formatMatchDate(match.match_datetime)}
          </time>
        </div>
      </Link>
      {match.bets.length > 0 && (
        <div className="sb-sports-match__bets">
          {match.bets.map((bet) => (
            <BetMarket key={bet.id} bet={bet} movements={movements} match={picked} />
          ))}
        </div>
      )}
    </article>
  );
}
