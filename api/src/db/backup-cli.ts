/**
 * `npm run backup -w api -- <file>`: an online backup of the configured SQLite database
 * (SQLITE_PATH) to a new file, while the API runs (db/backup.ts). Restore: docs/deploying.md.
 */
import { backupSqlite } from './backup';
import { runStep } from './step';

void runStep('backup', async (config) => {
  const args = process.argv.slice(2);
  if (args.length !== 1 || args[0]!.startsWith('-')) {
    throw new Error(
      'Usage: npm run backup -w api -- <new file>, e.g. backups/sportsbook-2026-01-31.sqlite',
    );
  }
  if (config.databaseUrl) {
    throw new Error(
      'DATABASE_URL is set: this backs up SQLite only. Back PostgreSQL up with pg_dump (docs/deploying.md).',
    );
  }
  const { destination, bytes } = await backupSqlite(config.sqlitePath, args[0]!);
  return `Backed up ${config.sqlitePath} to ${destination} (${bytes} bytes).`;
});
