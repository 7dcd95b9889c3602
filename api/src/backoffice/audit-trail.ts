/**
 * The audit trail: every operator action, from the back office or the ops tool, recorded as who,
 * when, what, on which object, the object before and after, and why. `act` runs the action
 * through the services the ops tool uses and writes the record at the end of the first write
 * transaction the action opens (`alongside`), so the record and the change commit together or
 * not at all. The database refuses to change or delete a record (the migration's triggers).
 *
 * A request key (the back office's Idempotency-Key) makes an action safe to retry: a second call
 * with the key answers the first call's record and runs nothing.
 *
 * After the commit, the operators' channel hears which back-office lists the action changed (the
 * object's queue and the audit trail), so every operator's screen refetches at once; a replay
 * changed nothing and tells nothing.
 */
import type { Kysely, Selectable } from 'kysely';
import type { AuditRecord, BackofficeQueue } from '@sportsbook/shared/contracts';
import type { Database } from '../db/schema';
import { isUniqueViolation } from '../db/db-errors';
import { toDbTime } from '../db/time';
import { alongside } from '../db/write-transaction';
import type { WriteTransactions, WriteTrx } from '../db/write-transaction';
import type { Broadcaster } from '../realtime/broadcaster';
import { notifyOperators } from '../realtime/queue-notice';
import type { AuditLogTable } from './backoffice-tables';

/** Who acts: an operator account (the back office) or a name given to the ops tool. */
export interface Actor {
  operatorId: number | null;
  name: string;
  via: 'app' | 'cli';
}

export interface AuditEntry {
  actor: Actor;
  action: string;
  /** `kind:id`: deposit:12, withdrawal:7, market:4, match:2, complaint:9, user:3... */
  object: string;
  reason?: string | null;
  requestKey?: string | null;
}

/** A record as the back office lists it (its wire type is shared's). */
export type { AuditRecord };

export interface AuditFilter {
  operator?: string;
  action?: string;
  object?: string;
  from?: string;
  to?: string;
  beforeId?: number;
  limit?: number;
}

/** Reads an object's state, for the record's before and after. */
export type ObjectReader = (db: Kysely<Database>, object: string) => Promise<unknown>;

/** The lists an action on an object of this kind changes, besides the audit trail. */
const BETTOR: readonly BackofficeQueue[] = ['deposits', 'withdrawals', 'users'];
const QUEUES_OF_KIND: Record<string, readonly BackofficeQueue[]> = {
  // The queues show each request's bettor (balance, statement, status) beside it, as does the
  // bettor's page: whatever changes a bettor or their money changes all three.
  deposit: BETTOR,
  withdrawal: BETTOR,
  user: BETTOR,
  complaint: ['complaints'],
  market: ['markets'],
  match: ['markets'],
};

/** What an action on `object` (`kind:id`) changes in the back office's lists. */
export function queuesOf(object: string): BackofficeQueue[] {
  const kind = object.slice(0, Math.max(0, object.indexOf(':')));
  return [...(QUEUES_OF_KIND[kind] ?? []), 'audit'];
}

function toRecord(row: Selectable<AuditLogTable>): AuditRecord {
  return {
    id: row.id,
    operator: row.operator,
    via: row.via,
    action: row.action,
    object: row.object,
    before: JSON.parse(row.before) as unknown,
    after: JSON.parse(row.after) as unknown,
    reason: row.reason,
    created_at: row.created_at,
  };
}

export class AuditTrail {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly transactions: WriteTransactions,
    private readonly read: ObjectReader,
    private readonly now: () => Date,
    /** Tells the operators' channel after each commit. */
    private readonly broadcaster: Broadcaster,
  ) {}

  /**
   * Runs `action` with its record. Resolves to the action's result and the record; on a retry
   * with the same request key, to `replayed` and the first record, the action not run again.
   */
  async act<T>(
    entry: AuditEntry,
    action: () => Promise<T>,
  ): Promise<{ result: T | null; record: AuditRecord; replayed: boolean }> {
    const earlier = await this.byKey(entry);
    if (earlier) return { result: null, record: earlier, replayed: true };
    const before = await this.read(this.db, entry.object);
    let id: number | null = null;
    const write = async (trx: WriteTrx) => {
      id = await this.insert(trx, entry, before, await this.read(trx, entry.object));
    };
    try {
      const { result, written } = await alongside(write, action);
      // An action that wrote nothing (all its work was reads) is recorded on its own.
      if (!written) await this.transactions.run(write);
      await notifyOperators(this.broadcaster, queuesOf(entry.object));
      return { result, record: await this.byId(id!), replayed: false };
    } catch (error) {
      // Two retries at once: the first committed its record, the second's whole work rolled back.
      if (
        entry.requestKey &&
        isUniqueViolation(error, 'audit_log_request_key_unique', 'audit_log.operator')
      ) {
        const first = await this.byKey(entry);
        if (first) return { result: null, record: first, replayed: true };
      }
      throw error;
    }
  }

  private async insert(
    trx: WriteTrx,
    entry: AuditEntry,
    before: unknown,
    after: unknown,
  ): Promise<number> {
    const row = await trx
      .insertInto('audit_log')
      .values({
        operator_id: entry.actor.operatorId,
        operator: entry.actor.name,
        via: entry.actor.via,
        action: entry.action,
        object: entry.object,
        before: JSON.stringify(before ?? null),
        after: JSON.stringify(after ?? null),
        reason: entry.reason?.trim() || null,
        request_key: entry.requestKey ?? null,
        created_at: toDbTime(this.now()),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  private async byId(id: number): Promise<AuditRecord> {
    const row = await this.db
      .selectFrom('audit_log')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return toRecord(row);
  }

  private async byKey(entry: AuditEntry): Promise<AuditRecord | null> {
    if (!entry.requestKey) return null;
    const row = await this.db
      .selectFrom('audit_log')
      .selectAll()
      .where('operator', '=', entry.actor.name)
      .where('request_key', '=', entry.requestKey)
      .executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  /** Newest first, filtered; `beforeId` pages back. */
  async list(filter: AuditFilter = {}): Promise<AuditRecord[]> {
    let query = this.db.selectFrom('audit_log').selectAll();
    if (filter.operator) query = query.where('operator', '=', filter.operator);
    if (filter.action) query = query.where('action', '=', filter.action);
    if (filter.object) query = query.where('object', '=', filter.object);
    if (filter.from) query = query.where('created_at', '>=', filter.from);
    if (filter.to) query = query.where('created_at', '<=', filter.to);
    if (filter.beforeId) query = query.where('id', '<', filter.beforeId);
    const rows = await query
      .orderBy('id', 'desc')
      .limit(filter.limit ?? 50)
      .execute();
    return rows.map(toRecord);
  }
}
