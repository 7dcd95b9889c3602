import { useId } from 'react';
import { fetchLiveMatches } from '@sportsbook/shared/api';
import { MatchList } from '../../common/MatchList';
import { SectionHeader } from '../../common/SectionHeader';
import { useLiveMatches } from '../../common/use-live-matches';
import '../../common/sports.css';

const loadLive = (signal: AbortSignal) => fetchLiveMatches(signal);

/**
 * The live (in-play) match list of the home page (/, /in-play, /sports/all). The host places the
 * category strip and the Upcoming Matches section around it.
 */
export function LiveHome() {
  const { data, loading, movements } = useLiveMatches('live', loadLive);
  const headingId = useId();
  return (
    <section className="sb-sports-section" aria-labelledby={headingId}>
      <SectionHeader
        id={headingId}
        title="Live Matches"
        icon={<span className="sb-sports-live__dot" aria-hidden="true" />}
      />
      <MatchList matches={data} loading={loading} movements={movements} label="Live matches" />
    </section>
  );
}
