/**
 * The wallet domain (issue 9): deposit numbers, deposit requests, withdrawals, coin transfers,
 * histories and the statement, under `/ng/user/wallet/`. Operators decide with the ops tool.
 */
import type { FastifyInstance } from 'fastify';
import { passwordAttemptLimit } from '../account/password-attempts';
import { getWalletLists } from './get-wallet-lists';
import { postWalletMoney } from './post-wallet-money';

export async function walletRoutes(app: FastifyInstance): Promise<void> {
  // The money forms ask for the password again, so a stolen access token could guess it through
  // them: wrong passwords are limited per user, counted with the profile forms' (routes/account).
  getWalletLists(app);
  postWalletMoney(app, passwordAttemptLimit(app));
}
