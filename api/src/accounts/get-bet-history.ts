/**
 * `GET /ng/user/profile/bet-history?page=n`: the user's bets, newest first, ten a page. Issue 32:
 * `&status=open|settled` lists only open or settled bets (shared's `betHistoryFilterMatches`
 * reading; absent or `all`: every bet).
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@sportsbook/shared/contracts';
import type { BetHistoryItem, Paged } from '@sportsbook/shared/contracts';
import { betHistoryQuery, betHistoryReply } from '@sportsbook/shared/contracts/wire-schemas';
import type { Static } from '@sportsbook/shared/contracts/wire-schemas';
import { authenticate, currentUser } from '../http/authenticate';
import { queryOf } from '../http/query';

export function getBetHistory(app: FastifyInstance): void {
  app.get<{ Querystring: Static<typeof betHistoryQuery>; Reply: Paged<BetHistoryItem> }>(
    `/${API_PATHS.betHistory}`,
    { ...queryOf(betHistoryQuery, betHistoryReply), onRequest: authenticate(app) },
    async (request) =>
      app.betting.history(currentUser(request).id, request.query.page, request.query.status),
  );
}
