/**
 * Starts the API (`npm start -w api`): migrate and seed an empty database (outside production;
 * in production it refuses an unmigrated database and never seeds), listen, run the market
 * simulator when SIMULATOR=on, and shut down cleanly on SIGINT/SIGTERM. The Pusher-protocol
 * server is its own process (`npm run realtime -w api`); the API reaches it over its HTTP API.
 */
import { buildApp } from './app';
import { loadConfig } from './config';
import type { Config } from './config';
import { createDatabase } from './db/database';
import { migrateToLatest, pendingMigrations, unmigratedMessage } from './migrations/migrate';
import { seedIfEmpty } from './seed/seed';
import { MarketSimulator } from './markets/simulator';
import { createPusherBroadcaster } from './realtime/publisher';

/** The settings, or the reason the API must not start (a malformed or unsafe setting). */
function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    console.error(
      `The API cannot start: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const config = configOrExit();
  const database = createDatabase(config);
  const broadcaster = createPusherBroadcaster(config.pusher);
  const app = buildApp({ db: database.db, config, broadcaster });
  const where = database.dialect === 'sqlite' ? config.sqlitePath : 'DATABASE_URL';

  let simulator: MarketSimulator | null = null;
  let stopping = false;
  const shutdown = async (signal: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, shutting down`);
    try {
      await simulator?.stop();
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'Shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', (signal) => void shutdown(signal));
  process.on('SIGTERM', (signal) => void shutdown(signal));

  try {
    if (config.environment === 'production') {
      // Migrations are a step of their own in production (`npm run migrate -w api`), run once
      // before the new version starts, never by each instance.
      const pending = await pendingMigrations(database);
      if (pending.length > 0) {
        console.error(`The API cannot start: ${unmigratedMessage(pending)}`);
        await database.close();
        process.exit(1);
      }
    } else {
      const applied = await migrateToLatest(database);
      app.log.info({ applied, database: database.dialect, where }, 'Database migrated');
    }
    if (config.seed) {
      const seeded = await seedIfEmpty(database.db, {
        now: new Date(),
        demoUser: config.seedDemoUser,
      });
      if (seeded) app.log.info({ seeded }, 'Seeded the empty database');
    }
    // The demo operator (scripts/start.mjs prints its credentials), never in production.
    if (config.seed && config.seedDemoUser && (await app.operators.ensureDemoOperator())) {
      app.log.info({ operator: 'admin' }, 'Seeded the demo operator of the back office');
    }
    await app.listen({ host: config.host, port: config.port });
    if (config.simulator) {
      simulator = new MarketSimulator(
        { db: database.db, markets: app.markets, log: app.log },
        { tickMs: config.simulatorTickMs },
      ).start();
      app.log.info({ tickMs: config.simulatorTickMs }, 'Market simulator started');
    }
  } catch (error) {
    app.log.error({ err: error }, 'The API failed to start');
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    process.exit(1);
  }
}

void main();
