/** Reads of the site's reference data: countries, clubs, notices, settings. */
import type { Kysely } from 'kysely';
import type { Club, Country, SiteNotice, SiteSetting } from '@sportsbook/shared/contracts';
import type { Database } from '../db/schema';

export class SiteService {
  constructor(private readonly db: Kysely<Database>) {}

  /** In display order: the first (Bangladesh) is preselected by the registration form. */
  countries(): Promise<Country[]> {
    return this.db
      .selectFrom('countries')
      .select(['id', 'name', 'phone_code'])
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
  }

  clubs(): Promise<Club[]> {
    return this.db
      .selectFrom('clubs')
      .select(['id', 'name'])
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
  }

  /** Active notices only; the notice bar hides when the list is empty. */
  notices(): Promise<SiteNotice[]> {
    return this.db
      .selectFrom('site_notices')
      .select(['id', 'message'])
      .where('active', '=', 1)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
  }

  settings(): Promise<SiteSetting[]> {
    return this.db.selectFrom('site_settings').select(['key', 'value']).orderBy('key').execute();
  }
}
