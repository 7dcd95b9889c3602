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
 * Writers of one process queue in order for the lock, so only the first of them polls, and the
 * writes waiting together commit together (group commit, below): each in a savepoint of its own,
 * so each still succeeds or fails alone.
 *
 * On PostgreSQL it is READ COMMITTED: the conditional updates re-check their condition on the
 * newest row version under the row lock, and deadlock or serialization victims are retried.
 *
 * A call made inside another joins it (one transaction, one commit), so services can compose.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';
import { setImmediate } from 'node:timers';
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

/** Work to run at the end of the next write transaction opened on this async path (`alongside`). */
interface Rider {
  write: (trx: WriteTrx) => Promise<void>;
  done: boolean;
}

const riders = new AsyncLocalStorage<Rider>();

/**
 * Runs `action` so that the first write transaction it opens also runs `write` at its end, before
 * the commit: both commit together or neither does (the back office writes an action's audit
 * record this way, through the very services the ops tool calls). Resolves to the action's result
 * and whether `write` was committed (false when the action opened no write transaction).
 */
export async function alongside<T>(
  write: (trx: WriteTrx) => Promise<void>,
  action: () => Promise<T>,
): Promise<{ result: T; written: boolean }> {
  const rider: Rider = { write, done: false };
  const result = await riders.run(rider, action);
  return { result, written: rider.done };
}

/** One write waiting for its turn in a batch. */
interface QueuedWrite {
  work: (trx: WriteTrx) => Promise<unknown>;
  resolve: (result: unknown) => void;
  reject: (error: unknown) => void;
  /** When it was asked for, on its WriteTransactions' clock: the busy timeout counts from here. */
  startedAt: number;
  /** Whose clock and pause the batch uses when this write is the oldest waiting. */
  owner: WriteTransactions;
}

/**
 * Per database (one better-sqlite3 connection): this process's writers waiting in order, whether a
 * batch is running or due, and the busy timeout read from the connection.
 */
interface SqliteWriters {
  queue: QueuedWrite[];
  draining: boolean;
  busyTimeoutMs: number | null;
  /** Batches committed so far. */
  commits: number;
  /** Told the number of writes of every batch committed (the metrics' group-commit sizes). */
  batchListeners: Set<(writes: number) => void>;
}

const sqliteWriters = new WeakMap<Kysely<Database>, SqliteWriters>();

function writersOf(db: Kysely<Database>): SqliteWriters {
  let writers = sqliteWriters.get(db);
  if (!writers) {
    writers = {
      queue: [],
      draining: false,
      busyTimeoutMs: null,
      commits: 0,
      batchListeners: new Set(),
    };
    sqliteWriters.set(db, writers);
  }
  return writers;
}

/**
 * Group commit: the writes waiting together share one transaction and one commit, so the fsync
 * that synchronous=FULL asks of every commit is paid once for all of them instead of once each
 * (it was about half of a bet's time). Each write runs in a savepoint of its own, so one that
 * fails is undone alone, as if it had had its own transaction, and the others go on. No write's
 * answer is given before the commit that makes it durable, and a failed commit fails every write
 * of the batch, none having been written. The batch is bounded in writes and in time, so a burst
 * does not keep the lock from the ops tool; nothing else of this process runs while it is open,
 * as before (better-sqlite3 is synchronous and the work awaits nothing but its statements).
 */
const MAX_BATCH_WRITES = 64;
const MAX_BATCH_MS = 20;

/** How many write transactions this process has committed on a SQLite database (a batch is one). */
export function sqliteCommits(db: Kysely<Database>): number {
  return writersOf(db).commits;
}

/**
 * Calls `listener` with the number of writes of each batch this process commits on the SQLite
 * database `db` (PostgreSQL has no batches: never called there). Returns the unsubscribe.
 */
export function observeGroupCommits(
  db: Kysely<Database>,
  listener: (writes: number) => void,
): () => void {
  const { batchListeners } = writersOf(db);
  batchListeners.add(listener);
  return () => batchListeners.delete(listener);
}

/** The next turn of the event loop, on Node's own timer even where a test fakes the global one. */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
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
    const rider = riders.getStore();
    if (!rider || rider.done) {
      return this.sqlite ? this.runSqlite(work) : this.runPostgres(work);
    }
    const withRider = async (trx: WriteTrx): Promise<T> => {
      const result = await work(trx);
      await rider.write(trx);
      return result;
    };
    const result = await (this.sqlite ? this.runSqlite(withRider) : this.runPostgres(withRider));
    rider.done = true;
    return result;
  }

  /**
   * Queues `work` behind this process's other writers of the database. The first of them starts
   * the batches on the next turn of the event loop, so the requests read in the same turn share
   * the first batch.
   */
  private runSqlite<T>(work: (trx: WriteTrx) => Promise<T>): Promise<T> {
    const writers = writersOf(this.db);
    return new Promise<T>((resolve, reject) => {
      writers.queue.push({
        work,
        resolve: resolve as (result: unknown) => void,
        reject,
        startedAt: this.now(),
        owner: this,
      });
      if (writers.draining) return;
      writers.draining = true;
      void nextTurn().then(() => WriteTransactions.drain(writers));
    });
  }

  /**
   * Runs batches while writes wait, the oldest write's WriteTransactions driving each (its clock
   * and pause). Between two batches it lets the event loop turn once, so the requests that
   * arrived during a commit join the next batch together.
   */
  private static async drain(writers: SqliteWriters): Promise<void> {
    try {
      while (writers.queue.length > 0) {
        await writers.queue[0]!.owner.runBatch(writers);
        if (writers.queue.length > 0) await nextTurn();
      }
    } catch (error) {
      // The connection itself failed (closed, unusable): every waiting write fails with it.
      writers.queue.splice(0).forEach((write) => write.reject(error));
    } finally {
      writers.draining = false;
    }
  }

  /**
   * One batch, from the head of the queue: BEGIN IMMEDIATE without SQLite's (blocking) busy
   * handler, then writes in order, each in its savepoint, then the commit. When another process
   * holds the write lock, the connection is given back at once (reads go on) and the lock is
   * polled in short pauses; a write that has waited the connection's busy timeout fails with
   * SQLITE_BUSY, nothing of it having run.
   */
  private async runBatch(writers: SqliteWriters): Promise<void> {
    for (let attempt = 0; writers.queue.length > 0; attempt += 1) {
      const busy = await this.attemptBatch(writers);
      if (!busy) return;
      const now = this.now();
      const expired = writers.queue.filter(
        (write) => now - write.startedAt >= (writers.busyTimeoutMs ?? 0),
      );
      writers.queue = writers.queue.filter((write) => !expired.includes(write));
      expired.forEach((write) => write.reject(busy.error));
      if (writers.queue.length === 0) return;
      await this.wait(Math.min(2 ** attempt, MAX_POLL_MS) + Math.random() * 2);
    }
  }

  /** Runs a batch when the write lock is free now; SQLite's busy error when another process holds it. */
  private attemptBatch(writers: SqliteWriters): Promise<{ error: unknown } | null> {
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
        if (isDatabaseBusy(error)) return { error };
        throw error;
      } finally {
        await exec(`pragma busy_timeout = ${Math.trunc(writers.busyTimeoutMs)}`);
      }
      const batchStartedAt = this.now();
      const done: { write: QueuedWrite; result: unknown }[] = [];
      const failed: { write: QueuedWrite; error: unknown }[] = [];
      const settled = () => done.length + failed.length;
      while (
        writers.queue.length > 0 &&
        settled() < MAX_BATCH_WRITES &&
        (settled() === 0 || this.now() - batchStartedAt < MAX_BATCH_MS)
      ) {
        const write = writers.queue.shift()!;
        await exec('savepoint sb_write');
        try {
          const result = await current.run({ db: this.db, trx: conn }, () => write.work(conn));
          await exec('release sb_write');
          done.push({ write, result });
        } catch (error) {
          failed.push({ write, error });
          try {
            await exec('rollback to sb_write');
            await exec('release sb_write');
          } catch {
            // SQLite rolled the whole transaction back (some errors do): the writes before this
            // one are undone too, so they wait for the next batch, at the head of the queue.
            writers.queue.unshift(...done.map(({ write: undone }) => undone));
            failed.forEach(({ write: lost, error: why }) => lost.reject(why));
            await rollbackQuietly(exec);
            return null;
          }
        }
      }
      try {
        await exec('commit');
      } catch (error) {
        await rollbackQuietly(exec);
        // Nothing of the batch was written: its writes fail with the commit's error, the ones
        // that had already failed with their own.
        done.forEach(({ write }) => write.reject(error));
        failed.forEach(({ write, error: own }) => write.reject(own));
        return null;
      }
      writers.commits += 1;
      writers.batchListeners.forEach((listener) => listener(done.length));
      done.forEach(({ write, result }) => write.resolve(result));
      failed.forEach(({ write, error }) => write.reject(error));
      return null;
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
