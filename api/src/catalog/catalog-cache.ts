/**
 * The public catalog answers (live and upcoming matches, sports, a sport's matches), serialized
 * once and reused until the catalog changes.
 *
 * Invalidation works across processes: the `catalog_version` row (migration 0009) is bumped by
 * database triggers on every insert, update and delete of sports, tournaments, matches, markets
 * and bet events, in the transaction of the change. Whoever writes (this API, another instance on
 * the same PostgreSQL, the ops tool, the simulator, settlement) moves the version at its commit.
 * Every request reads the version first (one prepared, precompiled query) and is answered from
 * the cache only when it is the version the cached answers were built at; otherwise the cache is
 * emptied and the answer rebuilt, its rows read after the version, so a stored answer is never
 * older than the version it is stored under. A change is therefore seen by the next request that
 * starts after its commit, in any process.
 *
 * An answer being built is shared by the requests that ask for it meanwhile; a failed build (a 404
 * for an unknown sport) is not kept. On SQLite an answer already built is also handed out
 * synchronously (`readyJson`), the version read and the answer sent in the same turn, without
 * the promises of the general path: for the cached routes those were a fifth of a request's work.
 *
 * Each answer carries its validator (`etagOf`, a hash of its text, computed once when it is
 * built): the routes send it as `ETag` and answer a request whose `If-None-Match` names it with
 * 304 and no body (issue 25: the quiet refetch a list makes once the realtime channels confirm
 * costs nothing when nothing changed). A hash of the text, not the catalog version: the version
 * moves with every odds change anywhere (the market simulator moves odds all the time), while
 * most answers (the sports, another sport's lists) stay the same text.
 */
import { createHash } from 'node:crypto';
import type { Statement } from 'better-sqlite3';
import type { CompiledQuery, Kysely } from 'kysely';
import { sqliteConnectionOf } from '../db/database';
import type { Database } from '../db/schema';

/** Bounds the answers kept at one version (a sport's lists are one per sport id). */
const MAX_ENTRIES = 200;

/** A catalog answer: its JSON text and its `ETag`. */
export interface CatalogAnswer {
  body: Buffer;
  etag: string;
}

/** The strong `ETag` of an answer's text: 120 bits of its SHA-256, base64url, quoted. */
export function etagOf(body: Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 20)}"`;
}

export class CatalogCache {
  private readonly versionQuery: CompiledQuery<{ version: number; generation: string }>;
  /** The version the kept answers belong to: `generation:version`. */
  private version: string | null = null;
  private readonly answers = new Map<string, Promise<CatalogAnswer>>();
  /** The answers of `answers` that are built, at the same version. */
  private readonly built = new Map<string, CatalogAnswer>();
  /** SQLite: the version read as one synchronous statement, prepared on first use. */
  private sqliteVersion: Statement<[], { version: number; generation: string }> | null = null;

  constructor(private readonly db: Kysely<Database>) {
    // Compiled once; on SQLite the statement is prepared once too (db/statement-cache.ts).
    this.versionQuery = db
      .selectFrom('catalog_version')
      .select(['version', 'generation'])
      .where('id', '=', 1)
      .compile();
  }

  /** The catalog's current version, as the database says now. */
  async currentVersion(): Promise<string> {
    const row = this.readSqliteVersion() ?? (await this.db.executeQuery(this.versionQuery)).rows[0];
    if (!row) throw new Error('The catalog_version row is missing; run the migrations.');
    return `${row.generation}:${row.version}`;
  }

  /**
   * SQLite, when no transaction of this process is open on the connection: the version read
   * straight from better-sqlite3, with none of Kysely's per-query work. Inside an open transaction
   * the connection would show its uncommitted bump, so the read then waits its turn through
   * Kysely (undefined here), as every other query does.
   */
  private readSqliteVersion(): { version: number; generation: string } | undefined {
    const sqlite = sqliteConnectionOf(this.db);
    if (!sqlite || sqlite.inTransaction) return undefined;
    this.sqliteVersion ??= sqlite.prepare<[], { version: number; generation: string }>(
      'select version, generation from catalog_version where id = 1',
    );
    return this.sqliteVersion.get();
  }

  /**
   * SQLite: the JSON of `key` when it is built at the catalog's current version, read now and
   * synchronously; undefined otherwise (PostgreSQL, not built yet, another version, a transaction
   * of this process open), when `json` is the way.
   */
  readyJson(key: string): CatalogAnswer | undefined {
    if (this.built.size === 0) return undefined;
    const row = this.readSqliteVersion();
    if (!row || `${row.generation}:${row.version}` !== this.version) return undefined;
    return this.built.get(key);
  }

  /**
   * The JSON of `build()`'s answer, built at most once per catalog version and key, written by
   * `write` (the route's reply schema: cached-json.ts `serializedBody`).
   */
  async json(
    key: string,
    build: () => Promise<unknown>,
    write: (answer: unknown) => Buffer = (answer) => Buffer.from(JSON.stringify(answer), 'utf8'),
  ): Promise<CatalogAnswer> {
    const version = await this.currentVersion();
    if (version !== this.version) {
      this.answers.clear();
      this.built.clear();
      this.version = version;
    }
    const kept = this.answers.get(key);
    if (kept) return kept;
    const built = build().then((answer) => {
      const body = write(answer);
      const ready: CatalogAnswer = { body, etag: etagOf(body) };
      if (this.answers.get(key) === built) this.built.set(key, ready);
      return ready;
    });
    if (this.answers.size >= MAX_ENTRIES) {
      const oldest = this.answers.keys().next();
      if (!oldest.done) {
        this.answers.delete(oldest.value);
        this.built.delete(oldest.value);
      }
    }
    this.answers.set(key, built);
    built.catch(() => {
      if (this.answers.get(key) === built) this.answers.delete(key);
    });
    return built;
  }
}
