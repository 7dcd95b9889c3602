/**
 * The wallet domain (issue 9): deposit numbers, deposit requests, withdrawals, coin transfers,
 * histories and the statement, under `/ng/user/wallet/`. Operators decide with the ops tool.
 */
import type { FastifyInstance } from 'fastify';
import { passwordAttemptLimit } from '../accounts/password-attempts';
import { getWalletLists } from './get-wallet-lists';
import { postWalletMoney } from './post-wallet-money';
import { WalletOperations } from './wallet-operations';
import { WalletService } from './wallet-service';

declare module 'fastify' {
  interface FastifyInstance {
    wallet: WalletService;
    /** The operators' side of the wallet (the ops tool builds its own; tests use this one). */
    walletOperations: WalletOperations;
  }
}

/** The wallet: its services, decorated at once, then its routes (README "Layout"). */
export function registerWallet(app: FastifyInstance): void {
  const { db, ledger, broadcaster } = app;
  app.decorate('wallet', new WalletService(db, ledger, app.accounts, broadcaster, app.now));
  app.decorate('walletOperations', new WalletOperations(db, ledger, broadcaster));
  app.register(walletRoutes);
}

export async function walletRoutes(app: FastifyInstance): Promise<void> {
  // The money forms ask for the password again, so a stolen access token could guess it through
  // them: wrong passwords are limited per user, counted with the profile forms' (accounts/password-attempts.ts).
  getWalletLists(app);
  postWalletMoney(app, passwordAttemptLimit(app));
}
