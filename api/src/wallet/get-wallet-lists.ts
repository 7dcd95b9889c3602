/**
 * The wallet's reads (SPEC section 7), all for the signed-in user only (no route takes a user):
 * - `GET deposit-numbers`: `{ data: DepositNumber[] }`, the house number of each method that has one;
 * - `GET deposit-number?type=BKASH`: `{ data: DepositNumber }` of that method, 404 "Deposit Not
 *   Available" when it has none (the form's check before it sends a deposit);
 * - `GET deposit-history`, `withdraw-history`, `statement` (`?page=n`): paged, newest first.
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS, VALIDATION_MESSAGES } from '@sportsbook/shared/contracts';
import type {
  DataEnvelope,
  DepositNumber,
  DepositRecord,
  Paged,
  StatementRow,
  WithdrawRecord,
} from '@sportsbook/shared/contracts';
import { authenticate, currentUser } from '../http/authenticate';
import { notFound } from '../errors';
import { depositNumberOf, depositNumbers } from './wallet-settings';
import {
  depositHistoryReply,
  depositNumberQuery,
  depositNumberReply,
  depositNumbersReply,
  pageQuery,
  statementReply,
  withdrawHistoryReply,
} from '@sportsbook/shared/contracts/wire-schemas';
import { replyOf } from '../http/schemas';
import type { Static } from '@sportsbook/shared/contracts/wire-schemas';
import { queryOf } from '../http/query';

type PageQuery = Static<typeof pageQuery>;

export function getWalletLists(app: FastifyInstance): void {
  app.get<{ Reply: DataEnvelope<DepositNumber[]> }>(
    `/${API_PATHS.depositNumbers}`,
    { schema: replyOf(depositNumbersReply), onRequest: authenticate(app) },
    async () => ({ data: await depositNumbers(app.db) }),
  );

  app.get<{ Querystring: Static<typeof depositNumberQuery>; Reply: DataEnvelope<DepositNumber> }>(
    `/${API_PATHS.depositNumber}`,
    { ...queryOf(depositNumberQuery, depositNumberReply), onRequest: authenticate(app) },
    async (request) => {
      const number = await depositNumberOf(app.db, request.query.type);
      if (!number) throw notFound(VALIDATION_MESSAGES.depositNotAvailable);
      return { data: number };
    },
  );

  app.get<{ Querystring: PageQuery; Reply: Paged<DepositRecord> }>(
    `/${API_PATHS.depositHistory}`,
    { ...queryOf(pageQuery, depositHistoryReply), onRequest: authenticate(app) },
    async (request) => app.wallet.depositHistory(currentUser(request).id, request.query.page),
  );

  app.get<{ Querystring: PageQuery; Reply: Paged<WithdrawRecord> }>(
    `/${API_PATHS.withdrawHistory}`,
    { ...queryOf(pageQuery, withdrawHistoryReply), onRequest: authenticate(app) },
    async (request) => app.wallet.withdrawHistory(currentUser(request).id, request.query.page),
  );

  app.get<{ Querystring: PageQuery; Reply: Paged<StatementRow> }>(
    `/${API_PATHS.statement}`,
    { ...queryOf(pageQuery, statementReply), onRequest: authenticate(app) },
    async (request) => app.wallet.statement(currentUser(request).id, request.query.page),
  );
}
