import { useId } from 'react';
import { useParams } from 'react-router-dom';
import { fetchLiveMatches, fetchSportMatches } from '@sportsbook/shared/api';
import { MatchList } from '../../common/MatchList';
import { SectionHeader } from '../../common/SectionHeader';
import { parseRouteId } from '../../common/sports-paths';
import { useLiveMatches } from '../../common/use-live-matches';
import { useSports } from '../../common/use-sports';
import '../../common/sports.css';

/**
 * One sport's matches (/sports/{id}). On /sports/all, or an id that is not a number, it shows the
 * live list, as the home page does.
 */
export function SportPage() {
  const { id } = useParams();
  const sportId = parseRouteId(id);
  const { sports } = useSports();
  const sport = sportId === null ? undefined : sports.find((item) => item.id === sportId);
  const headingId = useId();

  const { data, loading, movements } = useLiveMatches(
    sportId === null ? 'live' : `sport:${sportId}`,
    (signal) => (sportId === null ? fetchLiveMatches(signal) : fetchSportMatches(sportId, signal)),
  );

  const title = sportId === null ? 'Live Matches' : (sport?.category_name ?? 'Matches');
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
