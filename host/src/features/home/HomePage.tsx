import { Skeleton } from '@sportsbook/shared/ui';
import { RemoteSlot } from '../../federation/RemoteSlot';
import { PromoBanner } from './PromoBanner';

/** Home, /in-play and /sports/all (SPEC section 2): banner, category strip, live and upcoming. */
export function HomePage() {
  return (
    <div className="sb-host-page">
      <PromoBanner />
      <div className="sb-host-stack">
        <RemoteSlot
          module="sports/CategoryStrip"
          skeleton={<Skeleton rows={1} height={64} label="Loading sports" />}
        />
        <RemoteSlot
          module="sports/LiveHome"
          skeleton={<Skeleton rows={4} height={132} label="Loading live matches" />}
        />
        <RemoteSlot
          module="sports/UpcomingMatches"
          skeleton={<Skeleton rows={2} height={150} label="Loading upcoming matches" />}
        />
      </div>
    </div>
  );
}
