/**
 * The one way to open a transaction that moves coins. On SQLite it begins IMMEDIATE, taking the
 * write lock before the first read, so two writers (the API and the ops tool) can never both read a
 * balance and then both write it; in one process Kysely's connection mutex already queues callers.
 * On PostgreSQL it is READ COMMITTED: the conditional updates re-check their condition on the
 * newest row version under the row lock, and deadlock victims are retried.
 *
 * A call made inside another joins it (one transaction, one commit), so services can compose.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { sql, SqliteAdapter } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isRetryableConflict } from './db-errors';

/** The handle a money transaction's work receives; use it, never the outer `db`, inside. */
export type MoneyTrx = Kysely<Database>;

/** How often PostgreSQL work is retried when chosen as a deadlock or serialization victim. */
const MAX_ATTEMPTS = 5;

export function isSqlite(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

export class MoneyTransactions {
  private readonly current = new AsyncLocalStorage<MoneyTrx>();
  readonly sqlite: boolean;

  constructor(private readonly db: Kysely<Database>) {
    this.sqlite = isSqlite(db);
  }

  /** True inside `run`'s work. */
  get active(): boolean {
    return this.current.getStore() !== undefined;
  }

  /** Runs `work` in one money transaction (or in the caller's, when already inside one). */
  async run<T>(work: (trx: MoneyTrx) => Promise<T>): Promise<T> {
    const joined = this.current.getStore();
    if (joined) return work(joined);
    return this.sqlite ? this.runSqlite(work) : this.runPostgres(work);
  }

  private runSqlite<T>(work: (trx: MoneyTrx) => Promise<T>): Promise<T> {
    // Kysely's own transaction() begins DEFERRED; a dedicated connection lets us say IMMEDIATE.
    // Holding the connection holds Kysely's mutex, so other queries of this process wait.
    return this.db.connection().execute(async (conn) => {
      await sql`begin immediate`.execute(conn);
      let result: T;
      try {
        result = await this.current.run(conn, () => work(conn));
      } catch (error) {
        await rollbackQuietly(conn);
        throw error;
      }
      try {
        await sql`commit`.execute(conn);
      } catch (error) {
        await rollbackQuietly(conn);
        throw error;
      }
      return result;
    });
  }

  private async runPostgres<T>(work: (trx: MoneyTrx) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.db
          .transaction()
          .setIsolationLevel('read committed')
          .execute((trx) => this.current.run(trx, () => work(trx)));
      } catch (error) {
        if (attempt >= MAX_ATTEMPTS || !isRetryableConflict(error)) throw error;
        await delay(Math.floor(Math.random() * 10 * attempt));
      }
    }
  }
}

/** SQLite rolls back by itself after some errors; a second rollback would only add noise. */
async function rollbackQuietly(conn: MoneyTrx): Promise<void> {
  try {
    await sql`rollback`.execute(conn);
  } catch {
    // No transaction was active any more.
  }
}
