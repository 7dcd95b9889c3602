import { useId } from 'react';
import { useParams } from 'react-router-dom';
import { fetchLiveMatches, fetchSportMatches } from '@sportsbook/shared/api';
import { MatchList } from '../../common/MatchList';
import { isNotFound, useNotFoundRedirect } from '../../common/not-found';
import { SectionHeader } from '../../common/SectionHeader';
import { parseSportSegment } from '../../common/sports-paths';
import { useLiveMatches } from '../../common/use-live-matches';
import { useSports } from '../../common/use-sports';
import '../../common/sports.css';

/**
 * One sport's matches (/sports/{id}). On /sports/all it shows the live list, as the home page
 * does. A sport the API does not know, or a segment that is not an id, goes to /404, as an
 * unknown match does (SPEC-READINGS).
 */
export function SportPage() {
  const { id } = useParams();
  const sportKey = parseSportSegment(id);
  const { sports } = useSports();
  const sport = typeof sportKey === 'number' ? sports.find((item) => item.id === sportKey) : null;
  const headingId = useId();

  const { data, loading, error, movements } = useLiveMatches(
    sportKey === null ? null : sportKey === 'all' ? 'live' : `sport:${sportKey}`,
    (signal) =>
      typeof sportKey === 'number' ? fetchSportMatches(sportKey, signal) : fetchLiveMatches(signal),
  );
  const missing = sportKey === null || isNotFound(error);
  useNotFoundRedirect(missing);
  if (missing) return null;

  const title = sportKey === 'all' ? 'Live Matches' : (sport?.category_name ?? 'Matches');
  return (
    <section className="sb-sports-section" aria-labelledby={headingId}>
      {/* The page's one h1 (the sport's name); the section keeps its visible h2 title. */}
      <h1 className="sb-visually-hidden">{title}</h1>
      <SectionHeader
        id={headingId}
        title={title}
        icon={sport ? <img src={sport.category_icon} alt="" width={22} height={22} /> : undefined}
      />
      <MatchList
        matches={data}
        loading={loading}
        movements={movements}
        label={`${title} matches`}
      />
    </section>
  );
}
