/** The catalog domain: sports, matches, markets and odds (public, read-only). */
import type { FastifyInstance } from 'fastify';
import { getAdvanceMatches } from './get-advance-matches';
import { getEventDetails } from './get-event-details';
import { getLiveMatches } from './get-live-matches';
import { getMatchDetails } from './get-match-details';
import { getSportMatchesWithEvents } from './get-sport-matches-with-events';
import { getSportPreMatches } from './get-sport-pre-matches';
import { getSports } from './get-sports';
import { getUpcomingMatches } from './get-upcoming-matches';
import { CatalogCache } from './catalog-cache';
import { CatalogService } from './catalog-service';

declare module 'fastify' {
  interface FastifyInstance {
    catalog: CatalogService;
    /** Serialized catalog answers, kept until the catalog_version row moves. */
    catalogCache: CatalogCache;
  }
}

/** The catalog: its services, decorated at once, then its routes (README "Layout"). */
export function registerCatalog(app: FastifyInstance): void {
  app.decorate('catalog', new CatalogService(app.db, app.config.publicUrl));
  app.decorate('catalogCache', new CatalogCache(app.db));
  app.register(catalogRoutes);
}

export async function catalogRoutes(app: FastifyInstance): Promise<void> {
  getLiveMatches(app);
  getAdvanceMatches(app);
  getUpcomingMatches(app);
  getSports(app);
  getSportMatchesWithEvents(app);
  getSportPreMatches(app);
  getMatchDetails(app);
  getEventDetails(app);
}
