/**
 * Breaking a database on purpose, to prove the ledger's verifier names what broke.
 * `violationsWhileCorrupted` opens a write transaction, puts the database's own guards out of the
 * way as an attacker with database access would (the append-only triggers, foreign keys and check
 * constraints), lets the test corrupt it, runs the verifier inside with every domain's checks,
 * and rolls everything back, guards included: the next test starts from a database that verifies
 * and still refuses to rewrite history (ledger/verify.int.test.ts proves both after each test).
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema';
import { isSqlite } from '../src/db/write-transaction';
import { LEDGER_CHECKS } from '../src/ledger-checks';
import { checkLedger } from '../src/ledger/verify';
import type { TestApp } from './helper';

/** The verifier's answer, thrown to roll the corrupting transaction back. */
class Verdict {
  constructor(readonly violations: string[]) {}
}

/** The violations the verifier reports while `corrupt` has changed the database; then undone. */
export async function violationsWhileCorrupted(
  t: TestApp,
  corrupt: (trx: Kysely<Database>) => Promise<unknown>,
): Promise<string[]> {
  const sqlite = isSqlite(t.db);
  try {
    await t.app.ledger.run(async (trx) => {
      try {
        await (sqlite ? lowerSqliteGuards(trx) : lowerPostgresGuards(trx));
        await corrupt(trx);
        throw new Verdict((await checkLedger(trx, LEDGER_CHECKS)).violations);
      } finally {
        // A setting of the connection, which no rollback undoes.
        if (sqlite) await sql`pragma ignore_check_constraints = off`.execute(trx);
      }
    });
  } catch (error) {
    if (error instanceof Verdict) return error.violations;
    throw error;
  }
  throw new Error('The corrupting transaction was committed.');
}

/** SQLite: the triggers dropped (the rollback restores them), keys checked at commit, no checks. */
async function lowerSqliteGuards(trx: Kysely<Database>): Promise<void> {
  await sql`pragma defer_foreign_keys = on`.execute(trx);
  await sql`pragma ignore_check_constraints = on`.execute(trx);
  const { rows } = await sql<{
    name: string;
  }>`select name from sqlite_master where type = 'trigger'`.execute(trx);
  for (const { name } of rows) await sql`drop trigger ${sql.id(name)}`.execute(trx);
}

/** PostgreSQL: no trigger fires (foreign keys are triggers too) and the check constraints dropped. */
async function lowerPostgresGuards(trx: Kysely<Database>): Promise<void> {
  await sql`set local session_replication_role = replica`.execute(trx);
  const { rows } = await sql<{ table: string; name: string }>`
    select t.relname as table, c.conname as name
    from pg_constraint c join pg_class t on t.oid = c.conrelid
    where c.contype = 'c' and c.connamespace = current_schema()::regnamespace`.execute(trx);
  for (const { table, name } of rows) {
    await sql`alter table ${sql.id(table)} drop constraint ${sql.id(name)}`.execute(trx);
  }
}
