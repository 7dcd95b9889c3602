/**
 * `npm run migrate -w api`: applies every pending migration to the configured database
 * (DATABASE_URL, or SQLITE_PATH), under a lock (PostgreSQL's advisory lock, SQLite's IMMEDIATE
 * transaction), all or nothing, then loads the reference data (countries, clubs, site settings)
 * into a database that has none: never the demo catalog (`npm run seed -w api`). A deployment runs it before starting a new API version; the API
 * in production never migrates by itself.
 */
import { migrateToLatest } from './migrations/migrate';
import { seedReferenceData } from './seed/seed';
import { openDatabase, runStep } from './db/step';

void runStep('migrate', async (config) => {
  const database = openDatabase(config);
  try {
    const applied = await migrateToLatest(database);
    const lines = [
      applied.length === 0
        ? 'The database is up to date; no migration applied.'
        : `Applied ${applied.length} migration${applied.length === 1 ? '' : 's'}: ${applied.join(', ')}.`,
    ];
    if (await seedReferenceData(database.db)) {
      lines.push('Loaded the reference data: countries, clubs, site settings.');
    }
    return lines.join('\n');
  } finally {
    await database.close();
  }
});
