/** The site domain: reference data the forms and the layout read (public, read-only). */
import type { FastifyInstance } from 'fastify';
import { getClubs } from './get-clubs';
import { getCountries } from './get-countries';
import { getSiteNotices } from './get-site-notices';
import { getSiteSettings } from './get-site-settings';
import { SiteService } from './site-service';

declare module 'fastify' {
  interface FastifyInstance {
    site: SiteService;
  }
}

/** The site: its services, decorated at once, then its routes (README "Layout"). */
export function registerSite(app: FastifyInstance): void {
  app.decorate('site', new SiteService(app.db));
  app.register(siteRoutes);
}

export async function siteRoutes(app: FastifyInstance): Promise<void> {
  getCountries(app);
  getClubs(app);
  getSiteNotices(app);
  getSiteSettings(app);
}
