/**
 * SQLite write contention: another process (the ops tool beside the server) holds the write lock.
 * These tests always run on SQLite, whatever TEST_DATABASE_URL says: they are about its locking.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'kysely';
import { BET_STATUS_LOCKED } from '@sportsbook/shared/contracts';
import { buildBeforeAll, removeSqliteFile } from '../../test/helper';
import type { TestApp } from '../../test/helper';
import { newUser, openMarket, submitBet } from '../../test/session';
import { holdWriteLock } from '../../test/write-lock';
import { loadConfig } from '../config';
import { createDatabase } from './database';
import { migrateToLatest } from '../migrations/migrate';
import { sqliteCommits, WriteTransactions } from './write-transaction';

let t: TestApp;

buildBeforeAll(
  {
    dialect: 'sqlite',
    env: { ACCOUNT_RATE_LIMIT_PER_ADDRESS: '1000', TOKEN_RATE_LIMIT_PER_ADDRESS: '1000' },
  },
  (app) => {
    t = app;
  },
);

/** Tracks whether a promise has settled yet, without letting a rejection go unhandled. */
function track<T>(promise: Promise<T>) {
  const state = { settled: false };
  const done = promise.finally(() => (state.settled = true));
  done.catch(() => undefined);
  return { state, done };
}

/** Lets every timer, I/O callback and microtask that is ready run a few times over. */
async function letOthersRun(turns = 5): Promise<void> {
  for (let turn = 0; turn < turns; turn += 1) await nextTurn();
}

async function marketStatus(betId: number): Promise<number> {
  const row = await t.db
    .selectFrom('bets')
    .select('bet_status')
    .where('id', '=', betId)
    .executeTakeFirstOrThrow();
  return row.bet_status;
}

describe('a write while another process holds the write lock', () => {
  it('waits for the lock and then succeeds, where a deferred transaction failed at once', async () => {
    const market = await openMarket(t);
    const lock = holdWriteLock(t.config.sqlitePath, (other) =>
      other.prepare('update matches set updated_at = updated_at where id = ?').run(market.matchId),
    );
    const locking = track(t.app.markets.setMarketStatus(market.marketId, BET_STATUS_LOCKED));
    await letOthersRun();
    expect(locking.state.settled).toBe(false);

    lock.release();
    await locking.done;
    expect(await marketStatus(market.marketId)).toBe(BET_STATUS_LOCKED);
  });

  it('keeps answering other requests while a bet waits for the lock', async () => {
    const market = await openMarket(t);
    const user = await newUser(t, 100);
    const lock = holdWriteLock(t.config.sqlitePath);
    const submit = track(
      submitBet(t, user, { bet_amount: 20, bet_event_id: market.events[0]!.id }),
    );
    await letOthersRun();

    const health = await t.app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(200);
    const live = await t.app.inject({ method: 'GET', url: '/ng/live_matches' });
    expect(live.statusCode).toBe(200);
    expect(submit.state.settled).toBe(false);

    lock.release();
    expect((await submit.done).statusCode).toBe(201);
  });
});

describe('WriteTransactions on SQLite', () => {
  it('gives up with SQLITE_BUSY once the busy timeout has passed, having run nothing', async () => {
    let nowMs = 0;
    const pauses: number[] = [];
    const transactions = new WriteTransactions(t.db, {
      now: () => nowMs,
      wait: async (ms) => {
        pauses.push(ms);
        nowMs += ms;
      },
    });
    const lock = holdWriteLock(t.config.sqlitePath);
    let ran = false;
    try {
      await expect(
        transactions.run(async () => {
          ran = true;
        }),
      ).rejects.toMatchObject({ code: 'SQLITE_BUSY', message: 'database is locked' });
    } finally {
      lock.release();
    }
    expect(ran).toBe(false);
    // The connection's busy_timeout (5000 ms by default) bounds the wait ...
    expect(nowMs).toBeGreaterThanOrEqual(5000);
    expect(nowMs).toBeLessThan(5010);
    // ... polled in short pauses, so a gap between another process's transactions is not missed.
    expect(Math.max(...pauses)).toBeLessThanOrEqual(7);
  });

  it("waits as long as the connection's configured busy timeout", async () => {
    const file = path.join(os.tmpdir(), `sb-busy-${randomBytes(6).toString('hex')}.sqlite`);
    const handle = createDatabase(
      loadConfig({ SQLITE_PATH: file, SQLITE_BUSY_TIMEOUT_MS: '250', LOG_LEVEL: 'silent' }),
    );
    try {
      await migrateToLatest(handle);
      let nowMs = 0;
      const transactions = new WriteTransactions(handle.db, {
        now: () => nowMs,
        wait: async (ms) => {
          nowMs += ms;
        },
      });
      const lock = holdWriteLock(file);
      try {
        await expect(transactions.run(async () => undefined)).rejects.toMatchObject({
          code: 'SQLITE_BUSY',
        });
      } finally {
        lock.release();
      }
      expect(nowMs).toBeGreaterThanOrEqual(250);
      expect(nowMs).toBeLessThan(260);
    } finally {
      await handle.close();
      removeSqliteFile(file);
    }
  });

  it('gets in as soon as the other writer lets go', async () => {
    const lock = holdWriteLock(t.config.sqlitePath);
    const transactions = new WriteTransactions(t.db, { wait: async () => lock.release() });
    const market = await openMarket(t);
    await transactions.run((trx) =>
      trx.updateTable('bets').set({ bet_status: 0 }).where('id', '=', market.marketId).execute(),
    );
    expect(await marketStatus(market.marketId)).toBe(0);
  });

  it("queues this process's writers in order behind the lock", async () => {
    const lock = holdWriteLock(t.config.sqlitePath);
    const order: number[] = [];
    const runs = [1, 2, 3].map((n) =>
      new WriteTransactions(t.db).run(async (trx) => {
        await trx.selectFrom('bets').select('id').limit(1).execute();
        order.push(n);
      }),
    );
    await letOthersRun();
    expect(order).toEqual([]);
    lock.release();
    await Promise.all(runs);
    expect(order).toEqual([1, 2, 3]);
  });

  it('migrates a new database once when two processes start on it together', async () => {
    const file = path.join(os.tmpdir(), `sb-migrate-${randomBytes(6).toString('hex')}.sqlite`);
    const config = loadConfig({ SQLITE_PATH: file, LOG_LEVEL: 'silent' });
    const first = createDatabase(config);
    const second = createDatabase(config);
    try {
      const applied = await Promise.all([migrateToLatest(first), migrateToLatest(second)]);
      expect(applied.map((names) => names.length > 0).sort()).toEqual([false, true]);
      const tables = await first.db.introspection.getTables();
      expect(tables.map((table) => table.name)).toContain('placed_bets');
    } finally {
      await first.close();
      await second.close();
      removeSqliteFile(file);
    }
  });
});

describe('group commit on SQLite', () => {
  const probe = 'gc_probe';

  beforeAll(async () => {
    await sql
      .raw(`create temp table ${probe} (id integer primary key, note text not null)`)
      .execute(t.db);
  });

  beforeEach(async () => {
    await sql.raw(`delete from ${probe}`).execute(t.db);
  });

  /** A stopped clock by default, so the batch's time bound never ends a batch early here. */
  function insert(
    id: number,
    note = 'ok',
    transactions = new WriteTransactions(t.db, { now: () => 0 }),
  ) {
    return transactions.run(async (trx) => {
      await sql`insert into ${sql.table(probe)} (id, note) values (${id}, ${note})`.execute(trx);
      return id;
    });
  }

  async function ids(): Promise<number[]> {
    const { rows } = await sql<{
      id: number;
    }>`select id from ${sql.table(probe)} order by id`.execute(t.db);
    return rows.map((row) => row.id);
  }

  it('commits the writes asked for in the same turn once, each with its own answer', async () => {
    const before = sqliteCommits(t.db);
    const answers = await Promise.all([1, 2, 3, 4, 5].map((id) => insert(id)));
    expect(answers).toEqual([1, 2, 3, 4, 5]);
    expect(await ids()).toEqual([1, 2, 3, 4, 5]);
    expect(sqliteCommits(t.db) - before).toBe(1);
  });

  it('undoes a failing write alone: the others of its batch are written', async () => {
    const before = sqliteCommits(t.db);
    const failing = new WriteTransactions(t.db, { now: () => 0 }).run(async (trx) => {
      await sql`insert into ${sql.table(probe)} (id, note) values (2, 'half')`.execute(trx);
      throw new Error('the work failed after its first statement');
    });
    const results = await Promise.allSettled([insert(1), failing, insert(3)]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await ids()).toEqual([1, 3]);
    expect(sqliteCommits(t.db) - before).toBe(1);
  });

  it('runs again the writes before one that made SQLite roll the whole transaction back', async () => {
    await sql
      .raw(
        `create temp trigger gc_probe_rollback before insert on ${probe} when new.note = 'rollback' ` +
          `begin select raise(rollback, 'rolled back by the trigger'); end`,
      )
      .execute(t.db);
    try {
      let firstRuns = 0;
      const first = new WriteTransactions(t.db).run(async (trx) => {
        firstRuns += 1;
        await sql`insert into ${sql.table(probe)} (id, note) values (1, 'ok')`.execute(trx);
      });
      const results = await Promise.allSettled([first, insert(2, 'rollback'), insert(3)]);
      expect(results.map((result) => result.status)).toEqual([
        'fulfilled',
        'rejected',
        'fulfilled',
      ]);
      expect(await ids()).toEqual([1, 3]);
      expect(firstRuns).toBe(2);
    } finally {
      await sql.raw('drop trigger gc_probe_rollback').execute(t.db);
    }
  });

  it('bounds a batch in time: a write asked for after its time is up waits for the next', async () => {
    let nowMs = 0;
    const clock = new WriteTransactions(t.db, { now: () => nowMs });
    const before = sqliteCommits(t.db);
    const slow = clock.run(async (trx) => {
      await sql`insert into ${sql.table(probe)} (id, note) values (1, 'slow')`.execute(trx);
      nowMs += 25;
    });
    await Promise.all([slow, insert(2, 'ok', clock)]);
    expect(await ids()).toEqual([1, 2]);
    expect(sqliteCommits(t.db) - before).toBe(2);
  });

  it('bounds a batch in writes: 130 writes asked for at once commit in three batches', async () => {
    const before = sqliteCommits(t.db);
    const all = Array.from({ length: 130 }, (_, index) => index + 1);
    await Promise.all(all.map((id) => insert(id)));
    expect(await ids()).toEqual(all);
    expect(sqliteCommits(t.db) - before).toBe(3);
  });

  it('answers a write only once its batch has committed', async () => {
    const lock = holdWriteLock(t.config.sqlitePath);
    const first = track(insert(1));
    const second = track(insert(2));
    await letOthersRun();
    expect([first.state.settled, second.state.settled]).toEqual([false, false]);
    lock.release();
    await Promise.all([first.done, second.done]);
    expect(await ids()).toEqual([1, 2]);
  });
});
