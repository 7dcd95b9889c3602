/**
 * The wallet domain (issue 9): deposit numbers, deposit requests, withdrawals, coin transfers,
 * histories and the statement, under `/ng/user/wallet/`. Operators decide with the ops tool.
 */
import type { FastifyInstance } from 'fastify';
import { getWalletLists } from './get-wallet-lists';
import { postWalletMoney } from './post-wallet-money';

export async function walletRoutes(app: FastifyInstance): Promise<void> {
  getWalletLists(app);
  postWalletMoney(app);
}
