/**
 * Every migration, oldest first. To change the schema, append a new migration to this array
 * (never edit one that has shipped); its name must sort after the previous one.
 */
import { catalogMigration } from './0001-catalog';
import type { AppMigration } from './migration';

export const MIGRATIONS: readonly AppMigration[] = [catalogMigration];
