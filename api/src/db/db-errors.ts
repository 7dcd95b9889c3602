/** Reading the few database errors the services react to, on both SQLite and PostgreSQL. */

interface DriverError {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
}

function driverError(error: unknown): DriverError | null {
  return typeof error === 'object' && error !== null ? (error as DriverError) : null;
}

/**
 * True when `error` is a unique violation of the named index or constraint. PostgreSQL names it
 * in `constraint`; SQLite names the index (expression indexes) or the `table.column`s in the
 * message, so callers pass every name the violation may carry.
 */
export function isUniqueViolation(error: unknown, ...names: string[]): boolean {
  const details = driverError(error);
  if (!details) return false;
  if (details.code === '23505') {
    return typeof details.constraint === 'string' && names.includes(details.constraint);
  }
  if (details.code === 'SQLITE_CONSTRAINT_UNIQUE' || details.code === 'SQLITE_CONSTRAINT') {
    const message = typeof details.message === 'string' ? details.message : '';
    return names.some((name) => message.includes(name));
  }
  return false;
}

/** PostgreSQL's "try again" failures: a deadlock victim or a serialization failure. */
export function isRetryableConflict(error: unknown): boolean {
  const code = driverError(error)?.code;
  return code === '40P01' || code === '40001';
}

/**
 * SQLite's "database is locked": another connection held the write lock past the busy timeout.
 * better-sqlite3 gives the extended code (SQLITE_BUSY, SQLITE_BUSY_SNAPSHOT, ...); anything else
 * that only carries the text is matched on it.
 */
export function isDatabaseBusy(error: unknown): boolean {
  const details = driverError(error);
  if (!details) return false;
  if (typeof details.code === 'string' && details.code.startsWith('SQLITE_BUSY')) return true;
  return typeof details.message === 'string' && details.message.includes('database is locked');
}
