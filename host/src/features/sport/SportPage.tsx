import { Skeleton } from '@sportsbook/shared/ui';
import { RemoteSlot } from '../../federation/RemoteSlot';

/** /sports/{id}: the category strip above one sport's matches (the remote reads the id). */
export function SportPage() {
  return (
    <div className="sb-host-page sb-host-stack">
      <RemoteSlot
        module="sports/CategoryStrip"
        skeleton={<Skeleton rows={1} height={46} label="Loading sports" />}
      />
      <RemoteSlot
        module="sports/SportPage"
        skeleton={<Skeleton rows={4} height={120} label="Loading matches" />}
      />
    </div>
  );
}

/** /pre-match pages: the remote lays out its own page, category strip included. */
export function PreMatchPage() {
  return (
    <div className="sb-host-page">
      <RemoteSlot
        module="sports/PreMatchPage"
        skeleton={<Skeleton rows={5} height={110} label="Loading advance matches" />}
      />
    </div>
  );
}

/** /match/{id}: the remote shows the details, or sends an unknown match to /404. */
export function MatchDetailsPage() {
  return (
    <div className="sb-host-page">
      <RemoteSlot
        module="sports/MatchDetailsPage"
        skeleton={<Skeleton rows={5} height={90} label="Loading match details" />}
      />
    </div>
  );
}
