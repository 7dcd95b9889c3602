/** `GET /ng/user/profile/bet-history?page=n`: the user's bets, newest first, ten a page. */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@sportsbook/shared/contracts';
import type { BetHistoryItem, Paged } from '@sportsbook/shared/contracts';
import { authenticate, currentUser } from '../../accounts/authenticate';
import { canonicalPage, pageQuerySchema } from './page-query';
import type { PageQuery } from './page-query';

export const getBetHistorySchema = { querystring: pageQuerySchema } as const;

export function getBetHistory(app: FastifyInstance): void {
  app.get<{ Querystring: PageQuery; Reply: Paged<BetHistoryItem> }>(
    `/${API_PATHS.betHistory}`,
    { schema: getBetHistorySchema, onRequest: authenticate(app), preValidation: canonicalPage },
    async (request) => app.betting.history(currentUser(request).id, request.query.page),
  );
}
