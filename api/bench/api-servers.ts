/**
 * The servers of `npm run bench:api` (bench/api-throughput.ts starts this as its own process, so
 * the load generator never shares their event loop):
 *
 * - the API as `src/server.ts` builds it, on a fresh seeded SQLite file, plus one trivial route
 *   `GET /bench/hello` registered in the same instance (same hooks, same process): the baseline
 *   of the catalog reads;
 * - a bare Fastify instance whose `POST /bench/insert` inserts one row (form body) into its own
 *   SQLite file opened with the API's pragmas (WAL, synchronous=FULL, busy_timeout, foreign
 *   keys), the statement prepared once: the baseline of bet submit.
 *
 * It prints one line `READY {json}` with the ports, a bearer token of a funded user and an open
 * bet event, then serves until killed.
 */
import fs from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import Fastify from 'fastify';
import formbody from '@fastify/formbody';
import { FIRST_PARTY_CLIENT } from '@sportsbook/shared/contracts';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/migrations/migrate';
import { seedIfEmpty } from '../src/seed/seed';
import { MemoryBroadcaster } from '../src/realtime/broadcaster';

export interface BenchServers {
  apiPort: number;
  barePort: number;
  token: string;
  betEventId: number;
  oddsCents: number;
  dir: string;
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-bench-api-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    SQLITE_PATH: path.join(dir, 'api.sqlite'),
    PUBLIC_URL: 'http://127.0.0.1',
  });
  const database = createDatabase(config);
  await migrateToLatest(database);
  await seedIfEmpty(database.db, { now: new Date(), demoUser: true });
  const app = buildApp({ db: database.db, config, broadcaster: new MemoryBroadcaster() });
  app.get('/bench/hello', async () => ({ hello: 'world' }));
  await app.ready();

  const signIn = await app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'password',
      client_id: FIRST_PARTY_CLIENT.id,
      client_secret: FIRST_PARTY_CLIENT.secret,
      username: 'demo',
      password: 'demo12345',
    }).toString(),
  });
  if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.body}`);
  const token = (JSON.parse(signIn.body) as { access_token: string }).access_token;
  const demo = await database.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'demo')
    .executeTakeFirstOrThrow();
  // Enough for every bet of a long run (20 coins each).
  await app.ledger.credit(demo.id, 1_000_000_000, 'bench-funding');
  const event = await database.db
    .selectFrom('bet_events as e')
    .innerJoin('bets as b', 'b.id', 'e.bet_id')
    .innerJoin('matches as m', 'm.id', 'b.match_id')
    .leftJoin('market_settlements as s', 's.bet_id', 'b.id')
    .select(['e.id', 'e.odds_cents'])
    .where('b.bet_status', '=', 1)
    .where('m.status', '!=', 'FINISHED')
    .where('s.bet_id', 'is', null)
    .orderBy('e.id')
    .executeTakeFirstOrThrow();
  await app.listen({ host: '127.0.0.1', port: 0 });

  const sqlite = new SqliteDatabase(path.join(dir, 'bare.sqlite'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma(`busy_timeout = ${config.sqliteBusyTimeoutMs}`);
  sqlite.pragma('foreign_keys = ON');
  sqlite.exec(
    'create table if not exists bench_rows (id integer primary key autoincrement, ' +
      'user_id integer not null, amount_minor integer not null, created_at text not null)',
  );
  const insert = sqlite.prepare(
    'insert into bench_rows (user_id, amount_minor, created_at) values (?, ?, ?) returning id',
  );
  const bare = Fastify({ logger: false });
  await bare.register(formbody);
  bare.post<{ Body: Record<string, string> }>('/bench/insert', async (request, reply) => {
    const amount = Math.round(Number(request.body.amount ?? '0') * 100);
    const row = insert.get(1, amount, new Date().toISOString()) as { id: number };
    return reply.status(201).send({ data: { id: row.id } });
  });
  await bare.listen({ host: '127.0.0.1', port: 0 });

  const address = (server: Server): number => {
    const info = server.address();
    if (info === null || typeof info === 'string') throw new Error('no port');
    return info.port;
  };
  const ready: BenchServers = {
    apiPort: address(app.server),
    barePort: address(bare.server),
    token,
    betEventId: event.id,
    oddsCents: event.odds_cents,
    dir,
  };
  console.log(`READY ${JSON.stringify(ready)}`);

  const stop = async (): Promise<void> => {
    await app.close();
    await bare.close();
    sqlite.close();
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : String(error));
  process.exit(1);
});
