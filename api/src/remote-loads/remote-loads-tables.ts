/** The page loads' reports of remote versions (`POST /ng/remote-loads`). */
import type { RemoteChannel, RemoteLoadOutcome } from '@sportsbook/shared/contracts';
import type { Generated } from 'kysely';

/** One remote version in one page load; `failed` once any of its modules failed there. */
export interface RemoteLoadsTable {
  id: Generated<number>;
  page_load_id: string;
  remote: string;
  version: string;
  channel: RemoteChannel;
  outcome: RemoteLoadOutcome;
  error: string | null;
  reported_at: string;
}

export interface RemoteLoadsTables {
  remote_loads: RemoteLoadsTable;
}

declare module '../db/schema' {
  // The database holds this domain's tables (see db/schema.ts).
  interface Database extends RemoteLoadsTables {}
}
