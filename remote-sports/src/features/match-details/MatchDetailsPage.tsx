import { useId, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { fetchMatchDetails } from '@sportsbook/shared/api';
import type { Match } from '@sportsbook/shared/contracts';
import { formatMatchDate } from '@sportsbook/shared/format';
import { EmptyState, Pagination, Skeleton } from '@sportsbook/shared/ui';
import { BetMarket, pickMatch } from '../../common/BetMarket';
import { LiveBadge } from '../../common/icons';
import type { OddsMovements } from '../../common/live-updates';
import { isNotFound, useNotFoundRedirect } from '../../common/not-found';
import { parseRouteId, sportHref } from '../../common/sports-paths';
import { useLiveMatch } from '../../common/use-live-matches';
import {
  ALL_TITLES,
  BETS_PER_PAGE,
  distinctTitles,
  filterBets,
  lastPageOf,
  pageOf,
} from './bet-filters';
import { CountdownBanner } from './CountdownBanner';
import '../../common/sports.css';
import './match-details.css';

/** SPEC section 2: the live time is only an indicator; the company answers for neither score nor time. */
export const DISCLAIMER_TEXT =
  'Disclaimer: Although every effort is made to keep it accurate, the live time display is only an indicator. The company takes no responsibility for the correctness of the score or the time shown.';

export const NO_BETS_TEXT = 'No Bet Is Available Now!';
export const NO_BETS_FOUND_TEXT = 'No bet matches your search.';

/**
 * Match details (/match/{id}): breadcrumb, the match, the countdown banner, the bets with a title
 * dropdown, a case-insensitive title search and pagination, and the disclaimer. A match that does
 * not exist goes to /404 (SPEC section 8).
 */
export function MatchDetailsPage() {
  const { id } = useParams();
  const matchId = parseRouteId(id);
  const { data, loading, error, movements, refetch } = useLiveMatch(
    matchId === null ? null : `match:${matchId}`,
    (signal) => fetchMatchDetails(matchId ?? 0, signal),
  );

  const missing = matchId === null || isNotFound(error);
  useNotFoundRedirect(missing);

  if (missing) return null;
  if (loading) return <Skeleton rows={5} height={90} label="Loading match" />;
  if (!data) {
    return (
      <div className="sb-sports-details sb-sports-details--failed">
        <EmptyState text="This match could not be loaded." />
        <button type="button" className="sb-btn sb-btn--ghost" onClick={refetch}>
          Try again
        </button>
      </div>
    );
  }
  // The key resets the filters and the page when the user opens another match.
  return <MatchDetails key={data.id} match={data} movements={movements} />;
}

function MatchDetails({ match, movements }: { match: Match; movements: OddsMovements }) {
  const [title, setTitle] = useState(ALL_TITLES);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const selectId = useId();
  const searchId = useId();
  const betsHeadingId = useId();

  const titles = distinctTitles(match.bets);
  const picked = pickMatch(match);
  const filtered = filterBets(match.bets, title, search);
  const lastPage = lastPageOf(filtered.length);
  // A realtime bet update can shrink the list under the current page.
  const currentPage = Math.min(page, lastPage);
  const shown = pageOf(filtered, currentPage);
  const category = match.tournaments?.categories;
  const live = match.status === 'LIVE';

  return (
    <div className="sb-sports-details">
      <nav aria-label="Breadcrumb" className="sb-sports-breadcrumb">
        <ol>
          <li>
            {category ? (
              <Link to={sportHref(category.id, false)}>{match.tournaments.tournament_name}</Link>
            ) : (
              <span>{match.tournaments?.tournament_name}</span>
            )}
          </li>
          <li aria-current="page">
            <span className="sb-sports-breadcrumb__sep" aria-hidden="true">
              ›
            </span>
            {match.match_title}
          </li>
        </ol>
      </nav>

      <section className="sb-sports-details__hero" aria-label="Match">
        <div className="sb-sports-details__top">
          {category?.category_icon_url && (
            <img
              src={category.category_icon_url}
              alt={category.category_name}
              width={26}
              height={26}
            />
          )}
          <h1 className="sb-sports-details__title">{match.match_title}</h1>
          {live && <LiveBadge />}
        </div>
        <div className="sb-sports-details__teams">
          <span className="sb-sports-details__team">{match.first_team}</span>
          <span className="sb-sports-details__vs" aria-hidden="true">
            VS
          </span>
          <span className="sb-sports-details__team">{match.second_team}</span>
        </div>
        <div className="sb-sports-details__meta">
          {match.live_updates && (
            <span className="sb-sports-match__updates">{match.live_updates}</span>
          )}
          <time dateTime={match.match_datetime}>{formatMatchDate(match.match_datetime)}</time>
        </div>
        <CountdownBanner startsAt={match.match_datetime} />
      </section>

      <section className="sb-sports-details__bets" aria-labelledby={betsHeadingId}>
        {/* The markets' h3 titles sit under this h2 (no jump from h1 to h3). */}
        <h2 className="sb-visually-hidden" id={betsHeadingId}>
          Bets
        </h2>
        <div className="sb-sports-filters">
          <div className="sb-sports-filters__field">
            <label htmlFor={selectId}>Bet type</label>
            <select
              id={selectId}
              value={title}
              onChange={(event) => {
                setTitle(event.target.value);
                setPage(1);
              }}
            >
              <option value={ALL_TITLES}>All</option>
              {titles.map((item) => (
                <option key={item} value={item}>
                  {item}
                </option>
              ))}
            </select>
          </div>
          <div className="sb-sports-filters__field sb-sports-filters__field--grow">
            <label htmlFor={searchId}>Search bets</label>
            <input
              id={searchId}
              type="search"
              placeholder="Search by bet title"
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setPage(1);
              }}
            />
          </div>
        </div>

        {match.bets.length === 0 ? (
          <EmptyState text={NO_BETS_TEXT} />
        ) : shown.length === 0 ? (
          <EmptyState text={NO_BETS_FOUND_TEXT} />
        ) : (
          <div className="sb-sports-details__markets">
            {shown.map((bet) => (
              <BetMarket
                key={bet.id}
                bet={bet}
                movements={movements}
                headingLevel="h3"
                match={picked}
              />
            ))}
          </div>
        )}
        <Pagination
          currentPage={currentPage}
          lastPage={lastPage}
          onPageChange={setPage}
          label="Bet pages"
        />
        <p className="sb-sports-details__count">
          {filtered.length} of {match.bets.length} bets · {BETS_PER_PAGE} per page
        </p>
      </section>

      <p className="sb-sports-disclaimer">{DISCLAIMER_TEXT}</p>
    </div>
  );
}
