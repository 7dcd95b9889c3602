/**
 * `GET /ng/user/betting-preferences`: the signed-in bettor's betting preferences,
 * `{ data: BettingPreferences }` (the defaults until they choose).
 */
import type { FastifyInstance } from 'fastify';
import { bettingPreferencesReply } from '@sportsbook/shared/contracts/wire-schemas';
import { replyOf } from '../http/schemas';
import { API_PATHS } from '@sportsbook/shared/contracts';
import type { BettingPreferences, DataEnvelope } from '@sportsbook/shared/contracts';
import { authenticate, currentUser } from '../http/authenticate';
import type { BettingPreferencesService } from './betting-preferences';

export function getBettingPreferences(
  app: FastifyInstance,
  preferences: BettingPreferencesService,
): void {
  app.get<{ Reply: DataEnvelope<BettingPreferences> }>(
    `/${API_PATHS.bettingPreferences}`,
    { schema: replyOf(bettingPreferencesReply), onRequest: authenticate(app) },
    async (request) => ({ data: await preferences.get(currentUser(request).id) }),
  );
}
