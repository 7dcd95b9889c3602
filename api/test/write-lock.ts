/**
 * Holds SQLite's write lock from a second connection to the test database, as another process
 * (the ops tool beside the server) does while it writes.
 */
import SqliteDatabase from 'better-sqlite3';

export interface HeldWriteLock {
  /** Commits what the holder wrote and lets other writers in. */
  release(): void;
}

/** Opens a second connection to `file` and begins IMMEDIATE on it; `write` runs inside. */
export function holdWriteLock(
  file: string,
  write: (connection: SqliteDatabase.Database) => void = () => undefined,
): HeldWriteLock {
  const connection = new SqliteDatabase(file);
  connection.pragma('busy_timeout = 0');
  connection.exec('begin immediate');
  write(connection);
  return {
    release() {
      connection.exec('commit');
      connection.close();
    },
  };
}
