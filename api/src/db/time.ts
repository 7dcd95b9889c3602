/**
 * Times are stored as ISO 8601 UTC text of fixed width (`2025-06-01T12:00:00.000Z`), the same on
 * SQLite and PostgreSQL, so comparing or ordering the text compares the instants.
 */
export function toDbTime(date: Date): string {
  return date.toISOString();
}

/** Unix seconds of a stored time. */
export function toUnixSeconds(dbTime: string): number {
  return Math.floor(Date.parse(dbTime) / 1000);
}

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** `date` moved by `ms` milliseconds. */
export function addMs(date: Date, ms: number): Date {
  return new Date(date.getTime() + ms);
}
