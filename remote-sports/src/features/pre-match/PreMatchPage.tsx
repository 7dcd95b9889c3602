import { useId } from 'react';
import { useParams } from 'react-router-dom';
import { fetchAdvanceBets, fetchSportPreMatches } from '@sportsbook/shared/api';
import { CategoryStrip } from '../../common/CategoryStrip';
import { AllSportsIcon } from '../../common/icons';
import { MatchList } from '../../common/MatchList';
import { isNotFound, useNotFoundRedirect } from '../../common/not-found';
import { SectionHeader } from '../../common/SectionHeader';
import { parseSportSegment } from '../../common/sports-paths';
import { useLiveMatches } from '../../common/use-live-matches';
import { useSports } from '../../common/use-sports';
import '../../common/sports.css';
import './pre-match.css';

/**
 * The pre-match pages (/pre-match, /pre-match/sports/all, /pre-match/sports/{id}): their own
 * layout with the category strip on the pre-match prefix and the advance matches. All (the first
 * two paths) lists every sport's advance matches from `GET /ng/advancebets`; a sport lists its own
 * (`GET /ng/sport/{id}/pre-matches`); an unknown sport goes to /404 (SPEC-READINGS).
 */
export function PreMatchPage() {
  const { id } = useParams();
  const { sports } = useSports();
  const sportKey = parseSportSegment(id);
  const sport = typeof sportKey === 'number' ? sports.find((item) => item.id === sportKey) : null;
  const headingId = useId();

  const { data, loading, error, movements } = useLiveMatches(
    sportKey === null ? null : `pre-match:${sportKey}`,
    (signal) =>
      sportKey === 'all' || sportKey === null
        ? fetchAdvanceBets(signal)
        : fetchSportPreMatches(sportKey, signal),
  );
  const missing = sportKey === null || isNotFound(error);
  useNotFoundRedirect(missing);
  if (missing) return null;

  const title =
    sportKey === 'all'
      ? 'All · Advance Matches'
      : sport
        ? `${sport.category_name} · Advance Matches`
        : 'Advance Matches';
  const icon =
    sportKey === 'all' ? (
      <AllSportsIcon size={22} />
    ) : sport ? (
      <img src={sport.category_icon} alt="" width={22} height={22} />
    ) : undefined;

  return (
    <div className="sb-sports-prematch">
      {/* The page's one h1 (the menu item's name); the section keeps its visible h2 title. */}
      <h1 className="sb-visually-hidden">Advance Match</h1>
      <CategoryStrip />
      <section className="sb-sports-section" aria-labelledby={headingId}>
        <SectionHeader id={headingId} title={title} icon={icon} />
        <MatchList matches={data} loading={loading} movements={movements} label="Advance matches" />
      </section>
    </div>
  );
}
