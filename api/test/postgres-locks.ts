/**
 * For the PostgreSQL-only tests that force an interleaving (*.pg.int.test.ts): a transaction holds
 * a row until told to let go, and the test waits until the sessions it started queue behind it.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema';

export interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
}

/** A promise and the function that resolves it, for a test to say "now". */
export function deferred<T = void>(): Deferred<T> {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** The server process of the connection `db` (a transaction's) runs on. */
export async function backendPid(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
  return Number(rows[0]?.pid);
}
