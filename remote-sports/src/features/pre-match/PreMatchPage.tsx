import { useId } from 'react';
import { useParams } from 'react-router-dom';
import { fetchSportPreMatches } from '@sportsbook/shared/api';
import { EmptyState, Skeleton } from '@sportsbook/shared/ui';
import { CategoryStrip } from '../../common/CategoryStrip';
import { MatchList } from '../../common/MatchList';
import { SectionHeader } from '../../common/SectionHeader';
import { parseRouteId } from '../../common/sports-paths';
import { NO_MATCH_TEXT } from '../../common/texts';
import { useLiveMatches } from '../../common/use-live-matches';
import { useSports } from '../../common/use-sports';
import '../../common/sports.css';
import './pre-match.css';

/**
 * The pre-match pages (/pre-match, /pre-match/sports/all, /pre-match/sports/{id}): their own
 * layout with the category strip on the pre-match prefix and one sport's advance matches. Without
 * a sport id the first sport (A-Z) is active by default (SPEC section 2).
 */
export function PreMatchPage() {
  const { id } = useParams();
  const { sports, status } = useSports();
  const requested = parseRouteId(id);
  const sportId = requested ?? sports[0]?.id ?? null;
  const sport = sports.find((item) => item.id === sportId);
  const headingId = useId();

  const { data, loading, movements } = useLiveMatches(
    sportId === null ? null : `pre-match:${sportId}`,
    (signal) => fetchSportPreMatches(sportId ?? 0, signal),
  );

  const title = sport ? `${sport.category_name} · Advance Matches` : 'Advance Matches';
  let content;
  if (sportId === null) {
    // Waiting for the sports to know which one is first; none at all means nothing to show.
    content =
      status === 'loading' ? (
        <Skeleton rows={4} height={132} label="Loading advance matches" />
      ) : (
        <EmptyState text={NO_MATCH_TEXT} />
      );
  } else {
    content = (
      <MatchList matches={data} loading={loading} movements={movements} label="Advance matches" />
    );
  }

  return (
    <div className="sb-sports-prematch">
      {/* The page's one h1 (the menu item's name); the section keeps its visible h2 title. */}
      <h1 className="sb-visually-hidden">Advance Match</h1>
      <CategoryStrip />
      <section className="sb-sports-section" aria-labelledby={headingId}>
        <SectionHeader
          id={headingId}
          title={title}
          icon={sport ? <img src={sport.category_icon} alt="" width={22} height={22} /> : undefined}
        />
        {content}
      </section>
    </div>
  );
}
