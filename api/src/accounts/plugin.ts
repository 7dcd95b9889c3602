/**
 * The accounts domain: sign-in, registration and tokens (./auth-routes, its own encapsulated
 * plugin for the sign-in rate limits), and the signed-in user's profile (read and edit), password,
 * club, balance, bet history and followers.
 */
import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth-routes';
import { getBetHistory } from './get-bet-history';
import { getCoins } from './get-coins';
import { getFollowers } from './get-followers';
import { getProfile } from './get-profile';
import { passwordAttemptLimit } from './password-attempts';
import { postChangeClub } from './post-change-club';
import { postChangePassword } from './post-change-password';
import { postProfileUpdate } from './post-profile-update';
import { AccountService } from './account-service';
import { ProfileService } from './profile-service';
import { TokenService } from './tokens';

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountService;
    profiles: ProfileService;
    tokens: TokenService;
  }
}

/** The accounts: its services, decorated at once, then its routes (README "Layout"). */
export function registerAccounts(app: FastifyInstance): void {
  const { db, ledger } = app;
  const accounts = new AccountService(db, ledger);
  app.decorate('accounts', accounts);
  app.decorate('profiles', new ProfileService(db, ledger, accounts));
  app.decorate(
    'tokens',
    new TokenService(db, ledger.transactions, accounts, app.config.auth, app.now),
  );
  app.register(accountRoutes);
}

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  await app.register(authRoutes);
  // Wrong current passwords are limited per user (see ./password-attempts).
  const passwordAttempts = passwordAttemptLimit(app);
  getProfile(app);
  postProfileUpdate(app);
  postChangePassword(app, passwordAttempts);
  postChangeClub(app, passwordAttempts);
  getCoins(app);
  getBetHistory(app);
  getFollowers(app);
}
