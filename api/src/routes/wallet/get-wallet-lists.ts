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
  DepositNumberQuery,
  DepositRecord,
  Paged,
  StatementRow,
  WithdrawRecord,
} from '@sportsbook/shared/contracts';
import { authenticate, currentUser } from '../../accounts/authenticate';
import { notFound } from '../../errors';
import { depositNumberOf, depositNumbers } from '../../wallet/wallet-settings';
import { canonicalPage, pageQuerySchema } from '../account/page-query';
import type { PageQuery } from '../account/page-query';

export const depositNumberQuerySchema = {
  type: 'object',
  required: ['type'],
  properties: { type: { type: 'string', minLength: 1, maxLength: 40 } },
} as const;

export function getWalletLists(app: FastifyInstance): void {
  app.get<{ Reply: DataEnvelope<DepositNumber[]> }>(
    `/${API_PATHS.depositNumbers}`,
    { onRequest: authenticate(app) },
    async () => ({ data: await depositNumbers(app.db) }),
  );

  app.get<{ Querystring: DepositNumberQuery; Reply: DataEnvelope<DepositNumber> }>(
    `/${API_PATHS.depositNumber}`,
    { schema: { querystring: depositNumberQuerySchema }, onRequest: authenticate(app) },
    async (request) => {
      const number = await depositNumberOf(app.db, request.query.type);
      if (!number) throw notFound(VALIDATION_MESSAGES.depositNotAvailable);
      return { data: number };
    },
  );

  const paged = { schema: { querystring: pageQuerySchema }, preValidation: canonicalPage };

  app.get<{ Querystring: PageQuery; Reply: Paged<DepositRecord> }>(
    `/${API_PATHS.depositHistory}`,
    { ...paged, onRequest: authenticate(app) },
    async (request) => app.wallet.depositHistory(currentUser(request).id, request.query.page),
  );

  app.get<{ Querystring: PageQuery; Reply: Paged<WithdrawRecord> }>(
    `/${API_PATHS.withdrawHistory}`,
    { ...paged, onRequest: authenticate(app) },
    async (request) => app.wallet.withdrawHistory(currentUser(request).id, request.query.page),
  );

  app.get<{ Querystring: PageQuery; Reply: Paged<StatementRow> }>(
    `/${API_PATHS.statement}`,
    { ...paged, onRequest: authenticate(app) },
    async (request) => app.wallet.statement(currentUser(request).id, request.query.page),
  );
}
