/**
 * The SQLite online backup (better-sqlite3's `backup()`, SQLite's backup API): a consistent copy
 * of the live database, WAL included, taken while the API keeps serving. PostgreSQL is backed up
 * with `pg_dump` (docs/deploying.md).
 *
 * Nothing half written: the copy goes to a temporary file beside the destination, is checked
 * (`PRAGMA integrity_check`), and only then linked to the destination name, which must not exist
 * yet (a backup never overwrites another). Any failure removes the temporary file.
 */
import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';

export interface BackupResult {
  destination: string;
  bytes: number;
}

/** Why a backup cannot be made; the message says what to change. */
export class BackupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BackupError';
  }
}

function checkDestination(destination: string): void {
  if (fs.existsSync(destination)) {
    throw new BackupError(`${destination} already exists; a backup never overwrites a file.`);
  }
  const dir = path.dirname(destination);
  let stats: fs.Stats;
  try {
    stats = fs.statSync(dir);
  } catch {
    throw new BackupError(`Cannot write ${destination}: the folder ${dir} does not exist.`);
  }
  if (!stats.isDirectory()) {
    throw new BackupError(`Cannot write ${destination}: ${dir} is not a folder.`);
  }
  try {
    fs.accessSync(dir, fs.constants.W_OK);
  } catch {
    throw new BackupError(`Cannot write ${destination}: the folder ${dir} is not writable.`);
  }
}

export async function backupSqlite(source: string, target: string): Promise<BackupResult> {
  const destination = path.resolve(target);
  if (!fs.existsSync(source)) throw new BackupError(`There is no SQLite database at ${source}.`);
  checkDestination(destination);
  const temporary = path.join(
    path.dirname(destination),
    `.${path.basename(destination)}.partial-${process.pid}`,
  );
  const database = new SqliteDatabase(source, { readonly: true, fileMustExist: true });
  try {
    await database.backup(temporary);
    const copy = new SqliteDatabase(temporary, { fileMustExist: true });
    try {
      // One self-contained file: the copy keeps the live database's WAL mode, whose -wal and
      // -shm files would appear beside it whenever it is opened.
      copy.pragma('journal_mode = DELETE');
      const result = copy.pragma('integrity_check', { simple: true });
      if (result !== 'ok')
        throw new BackupError(`The copy failed its integrity check: ${String(result)}`);
    } finally {
      copy.close();
    }
    // link, not rename: it refuses a destination that appeared meanwhile.
    fs.linkSync(temporary, destination);
    return { destination, bytes: fs.statSync(destination).size };
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`Cannot write ${destination}: ${(error as Error).message}`, {
      cause: error,
    });
  } finally {
    database.close();
    fs.rmSync(temporary, { force: true });
  }
}
