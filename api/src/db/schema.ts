/**
 * The database as Kysely sees it: one interface per table. Rows stay inside the services that
 * read them; routes only ever see wire types. Conventions, on both SQLite and PostgreSQL:
 * - ids are auto-increment integers;
 * - money is an integer of hundredths of a coin (`_minor`), odds an integer of hundredths
 *   (`odds_cents`: 1.85 is 185), never a float;
 * - times are ISO 8601 UTC text from `toDbTime` (fixed width, so text order is time order);
 * - flags are integers 0/1.
 *
 * db/ knows no domain: each domain (the ledger included) declares its tables beside its code
 * (`<domain>/<domain>-tables.ts`) and adds them to this interface there, by
 * `declare module '../db/schema' { interface Database extends <Domain>Tables {} }`.
 */
export interface Database {}
