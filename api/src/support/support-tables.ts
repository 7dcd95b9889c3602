/** The support tables: complaints and their answers. */
import type { Generated } from 'kysely';
import type { ComplaintStatus } from '@sportsbook/shared/contracts';

export interface ComplaintsTable {
  id: Generated<number>;
  /** Who filed it; only that user ever reads it. */
  user_id: number;
  /** The subject, trimmed. */
  qtitle: string;
  /** The description, trimmed. */
  qdescription: string;
  /** `open` until an operator answers (`ops answer`), then `answered` for good. */
  status: ComplaintStatus;
  /** The operator's answer; null while open. */
  answer: string | null;
  created_at: string;
  answered_at: string | null;
}

export interface SupportTables {
  complaints: ComplaintsTable;
}

declare module '../db/schema' {
  // The database holds this domain's tables (see db/schema.ts).
  interface Database extends SupportTables {}
}
