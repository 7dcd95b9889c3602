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
