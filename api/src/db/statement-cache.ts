/**
 * Prepared statements of one better-sqlite3 connection, kept and reused by their SQL text.
 *
 * Kysely's SQLite driver calls `prepare(sql)` for every query it runs; better-sqlite3 has no cache
 * of its own, so each request parsed and planned every one of its statements again. Kysely gives
 * the same text (with `?` placeholders) for the same query shape, so statements are prepared once
 * per shape and per connection. SQLite re-prepares a kept statement by itself when the schema
 * changes (a migration, `seed --reset`), so a kept statement never runs a stale plan.
 *
 * The cache is bounded: shapes with a variable number of placeholders (`in (?, ?, ...)` lists)
 * could otherwise grow it without end; past the bound the oldest statement is dropped. A statement
 * still iterating (a streamed query) is never handed out twice; a fresh one is prepared instead.
 */
import type { Database as BetterSqliteDatabase, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** How many statements a connection keeps. */
export const STATEMENT_CACHE_SIZE = 1000;

export function withStatementCache(
  sqlite: BetterSqliteDatabase,
  size = STATEMENT_CACHE_SIZE,
): SqliteDatabase {
  const statements = new Map<string, Statement>();
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare(sql: string): Statement {
      const kept = statements.get(sql);
      if (kept && !kept.busy) return kept;
      const statement = sqlite.prepare(sql);
      if (kept) return statement;
      if (statements.size >= size) {
        const oldest = statements.keys().next();
        if (!oldest.done) statements.delete(oldest.value);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}
