/**
 * The Kysely instance: SQLite (better-sqlite3) by default, PostgreSQL when a connection string is
 * given. Both run the same migrations and the same queries.
 */
import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { Pool, types as pgTypes } from 'pg';
import type { CustomTypesConfig } from 'pg';
import type { Database } from './schema';
import { withStatementCache } from './statement-cache';

export type DialectName = 'sqlite' | 'postgres';

/** A database and what the migrations and shutdown need to know about it. */
export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** PostgreSQL schema the tables live in, or null for the default (always null on SQLite). */
  schema: string | null;
  /** Closes every connection; the handle is unusable afterwards. */
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl: string | null;
  databaseSchema: string | null;
  sqlitePath: string;
  /** SQLite's busy timeout, which bounds how long a writer waits for another's lock (5000). */
  sqliteBusyTimeoutMs?: number;
}

/**
 * The better-sqlite3 connection under a Kysely instance built here, for the few hot paths that
 * run a fixed statement synchronously (the catalog version, the write transaction's own
 * statements); undefined on PostgreSQL.
 */
const sqliteConnections = new WeakMap<Kysely<Database>, SqliteDatabase.Database>();

export function sqliteConnectionOf(db: Kysely<Database>): SqliteDatabase.Database | undefined {
  return sqliteConnections.get(db);
}

export function createDatabase(options: DatabaseOptions): DatabaseHandle {
  return options.databaseUrl
    ? createPostgres(options.databaseUrl, options.databaseSchema)
    : createSqlite(options.sqlitePath, options.sqliteBusyTimeoutMs ?? 5000);
}

function createSqlite(file: string, busyTimeoutMs: number): DatabaseHandle {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  // FULL: a committed coin must survive a power cut (DESIGN.md section 5).
  sqlite.pragma('synchronous = FULL');
  // Writers wait for the lock asynchronously, up to this long (db/write-transaction.ts).
  sqlite.pragma(`busy_timeout = ${Math.trunc(busyTimeoutMs)}`);
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
  sqliteConnections.set(db, sqlite);
  return { db, dialect: 'sqlite', schema: null, close: () => db.destroy() };
}

/** node-postgres returns bigint (counts, sums of integers) as strings; these fit a JS number. */
function parseBigint(value: string): number {
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed)) throw new Error(`Integer ${value} is out of range.`);
  return parsed;
}

/** Type parsers of every PostgreSQL connection: the defaults, except bigint becomes a number. */
const pgTypeParsers: CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pgTypes.builtins.INT8 && format !== 'binary'
      ? parseBigint
      : pgTypes.getTypeParser(oid, format)) as typeof pgTypes.getTypeParser,
};

function createPostgres(connectionString: string, schema: string | null): DatabaseHandle {
  const pool = new Pool({
    connectionString,
    max: 10,
    types: pgTypeParsers,
    // Every connection resolves unqualified names in the configured schema only.
    options: schema ? `-c search_path=${schema}` : undefined,
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', schema, close: () => db.destroy() };
}
