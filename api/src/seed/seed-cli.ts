/**
 * `npm run seed -w api`: the demo data (sports, matches around now, markets and odds, countries,
 * clubs, notices, settings, prediction event 1 and the demo user) into an empty, migrated
 * database. Demo data only: it refuses NODE_ENV=production, where real coins would be staked on
 * a fictitious catalog.
 */
import { pendingMigrations, unmigratedMessage } from '../migrations/migrate';
import { seedIfEmpty } from './seed';
import { openDatabase, runStep } from '../db/step';

void runStep('seed', async (config) => {
  if (config.environment === 'production') {
    throw new Error(
      'The demo seed refuses NODE_ENV=production: its matches, markets and demo user are fictitious.',
    );
  }
  const database = openDatabase(config);
  try {
    const pending = await pendingMigrations(database);
    if (pending.length > 0) throw new Error(unmigratedMessage(pending));
    const seeded = await seedIfEmpty(database.db, {
      now: new Date(),
      demoUser: config.seedDemoUser,
    });
    return seeded
      ? `Seeded: ${JSON.stringify(seeded)}`
      : 'The database is not empty; nothing seeded.';
  } finally {
    await database.close();
  }
});
