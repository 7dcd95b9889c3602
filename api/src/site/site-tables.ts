/** The site's reference tables: countries, clubs, notices and settings. */
import type { Generated } from 'kysely';

export interface CountriesTable {
  id: Generated<number>;
  name: string;
  phone_code: string;
  sort_order: number;
}

export interface ClubsTable {
  id: Generated<number>;
  name: string;
  sort_order: number;
}

export interface SiteNoticesTable {
  id: Generated<number>;
  message: string;
  active: number;
  sort_order: number;
  created_at: string;
}

export interface SiteSettingsTable {
  key: string;
  value: string;
}

export interface SiteTables {
  countries: CountriesTable;
  clubs: ClubsTable;
  site_notices: SiteNoticesTable;
  site_settings: SiteSettingsTable;
}

declare module '../db/schema' {
  // The database holds this domain's tables (see db/schema.ts).
  interface Database extends SiteTables {}
}
