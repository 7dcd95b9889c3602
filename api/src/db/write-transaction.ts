/**
 * The one way to open a transaction that writes, in the API, the simulator, the ops tool, the
 * seed and the migrations alike.
 *
 * On SQLite it begins IMMEDIATE, taking the write lock before the first read, so two writers (the
 * API and the ops tool are separate processes on one file) can never both read a row and then
 * both write it; a DEFERRED transaction that read first fails at once with "database is locked"
 * when another process writes, whatever the busy timeout says. Waiting for the lock never blocks
 * the event loop: better-sqlite3 is synchronous, so SQLite's own busy handler would freeze every
 * request of the process while it sleeps. Instead each attempt runs with `busy_timeout = 0` and,
 * when the lock is taken, the connection is handed back (reads go on) and the attempt is repeated
 * a few milliseconds later, until the connection's configured busy timeout has passed; then the
 * SQLITE_BUSY error is thrown, nothing having been written, and the error handler answers 503.
 * Writers of one process queue in order for the lock, so only the first of them polls.
 *
 * On PostgreSQL it is READ COMMITTED: the conditional updates re-check their condition on the
 * newest row version under the row lock, and deadlock or serialization victims are retried.
 *
 * A call made inside another joins it (one transaction, one commit), so services can compose.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { sql, SqliteAdapter } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database as BetterSqliteDatabase, Statement } from 'better-sqlite3';
import { sqliteConnectionOf } from './database';
import { isDatabaseBusy, isRetryableConflict } from './db-errors';
import type { Database } from './schema';

/** The handle a write transaction's work receives; use it, never the outer `db`, inside. */
export type WriteTrx = Kysely<Database>;

/** How often PostgreSQL work is retried when chosen as a deadlock or serialization victim. */
const MAX_ATTEMPTS = 5;

/** The longest pause between two attempts at SQLite's write lock, before jitter. */
const MAX_POLL_MS = 5;

export function isSqlite(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

/** The transaction in progress on this async path, and the database it belongs to. */
interface OpenTransaction {
  db: Kysely<Database>;
  trx: WriteTrx;
}

const current = new AsyncLocalStorage<OpenTransaction>();

/**
 * Per database (one better-sqlite3 connection): the queue of this process's writers and the
 * busy timeout read from the connection.
 */
interface SqliteWriters {
  tail: Promise<void>;
  busyTimeoutMs: number | null;
}

const sqliteWriters = new WeakMap<Kysely<Database>, SqliteWriters>();

function writersOf(db: Kysely<Database>): SqliteWriters {
  let writers = sqliteWriters.get(db);
  if (!writers) {
    writers = { tail: Promise.resolve(), busyTimeoutMs: null };
    sqliteWriters.set(db, writers);
  }
  return writers;
}

/** Clock and pause, injectable so tests can drive the waiting without real time. */
export interface WriteTransactionOptions {
  /** Milliseconds on a monotonic clock. */
  now?: () => number;
  /** Waits between two attempts at SQLite's write lock. */
  wait?: (ms: number) => Promise<void>;
}

export class WriteTransactions {
  readonly sqlite: boolean;
  private readonly now: () => number;
  private readonly wait: (ms: number) => Promise<void>;

  constructor(
    private readonly db: Kysely<Database>,
    options: WriteTransactionOptions = {},
  ) {
    this.sqlite = isSqlite(db);
    this.now = options.now ?? (() => performance.now());
    this.wait = options.wait ?? ((ms) => delay(ms));
  }

  /** Runs `work` in one write transaction (or in the caller's, when already inside one). */
  async run<T>(work: (trx: WriteTrx) => Promise<T>): Promise<T> {
    const open = current.getStore();
    if (open && (open.db === this.db || open.trx === this.db)) return work(open.trx);
    return this.sqlite ? this.runSqlite(work) : this.runPostgres(work);
  }

  private async runSqlite<T>(work: (trx: WriteTrx) => Promise<T>): Promise<T> {
    const startedAt = this.now();
    const writers = writersOf(this.db);
    const previous = writers.tail;
    let leave!: () => void;
    writers.tail = new Promise<void>((resolve) => (leave = resolve));
    await previous;
    try {
      for (let attempt = 0; ; attempt += 1) {
        const outcome = await this.attemptSqlite(writers, work);
        if (outcome.done) return outcome.result;
        const waitedMs = this.now() - startedAt;
        if (waitedMs >= (writers.busyTimeoutMs ?? 0)) throw outcome.busy;
        const pauseMs = Math.min(2 ** attempt, MAX_POLL_MS) + Math.random() * 2;
        await this.wait(pauseMs);
      }
    } finally {
      leave();
    }
  }

  /**
   * One try: BEGIN IMMEDIATE without SQLite's (blocking) busy handler, then the work and the
   * commit. When another process holds the write lock it gives the connection back at once.
   */
  private attemptSqlite<T>(
    writers: SqliteWriters,
    work: (trx: WriteTrx) => Promise<T>,
  ): Promise<{ done: true; result: T } | { done: false; busy: unknown }> {
    // Kysely's own transaction() begins DEFERRED; a dedicated connection lets us say IMMEDIATE.
    // Holding the connection holds Kysely's mutex, so other queries of this process wait.
    return this.db.connection().execute(async (conn) => {
      if (writers.busyTimeoutMs === null) writers.busyTimeoutMs = await busyTimeoutOf(conn);
      // The transaction's own statements, run on the connection Kysely has handed us: straight
      // through better-sqlite3 (prepared once) when the connection is one of ours, which spares
      // four queries' worth of Kysely's work on every write; through Kysely otherwise.
      const raw = sqliteConnectionOf(this.db);
      const exec = raw
        ? async (text: string): Promise<void> => runRaw(raw, text)
        : async (text: string): Promise<void> => {
            await sql.raw(text).execute(conn);
          };
      await exec('pragma busy_timeout = 0');
      try {
        await exec('begin immediate');
      } catch (error) {
        if (isDatabaseBusy(error)) return { done: false, busy: error };
        throw error;
      } finally {
        await exec(`pragma busy_timeout = ${Math.trunc(writers.busyTimeoutMs)}`);
      }
      let result: T;
      try {
        result = await current.run({ db: this.db, trx: conn }, () => work(conn));
      } catch (error) {
        await rollbackQuietly(exec);
        throw error;
      }
      try {
        await exec('commit');
      } catch (error) {
        await rollbackQuietly(exec);
        throw error;
      }
      return { done: true, result };
    });
  }

  private async runPostgres<T>(work: (trx: WriteTrx) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.db
          .transaction()
          .setIsolationLevel('read committed')
          .execute((trx) => current.run({ db: this.db, trx }, () => work(trx)));
      } catch (error) {
        if (attempt >= MAX_ATTEMPTS || !isRetryableConflict(error)) throw error;
        await delay(Math.floor(Math.random() * 10 * attempt));
      }
    }
  }
}

/**
 * Runs read-only `work` on one consistent snapshot (ledger verify): a DEFERRED transaction on
 * SQLite, which never takes the write lock, and REPEATABLE READ on PostgreSQL.
 */
export function readSnapshot<T>(
  db: Kysely<Database>,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return isSqlite(db)
    ? db.transaction().execute(work)
    : db.transaction().setIsolationLevel('repeatable read').execute(work);
}

async function busyTimeoutOf(conn: WriteTrx): Promise<number> {
  const { rows } = await sql<{ timeout: number }>`pragma busy_timeout`.execute(conn);
  return Number(rows[0]?.timeout ?? 0);
}

/** SQLite rolls back by itself after some errors; a second rollback would only add noise. */
async function rollbackQuietly(exec: (text: string) => Promise<void>): Promise<void> {
  try {
    await exec('rollback');
  } catch {
    // No transaction was active any more.
  }
}

/** The write transaction's fixed statements, prepared once per connection. */
const rawStatements = new WeakMap<BetterSqliteDatabase, Map<string, Statement>>();

function runRaw(sqlite: BetterSqliteDatabase, text: string): void {
  let statements = rawStatements.get(sqlite);
  if (!statements) {
    statements = new Map();
    rawStatements.set(sqlite, statements);
  }
  let statement = statements.get(text);
  if (!statement) {
    statement = sqlite.prepare(text);
    statements.set(text, statement);
  }
  if (statement.reader) statement.get();
  else statement.run();
}
