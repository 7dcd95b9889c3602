/**
 * The account domain: the signed-in user's profile (read and edit), password, club, balance, bet
 * history and followers.
 */
import type { FastifyInstance } from 'fastify';
import { getBetHistory } from './get-bet-history';
import { getCoins } from './get-coins';
import { getFollowers } from './get-followers';
import { getProfile } from './get-profile';
import { passwordAttemptLimit } from './password-attempts';
import { postChangeClub } from './post-change-club';
import { postChangePassword } from './post-change-password';
import { postProfileUpdate } from './post-profile-update';

export async function accountRoutes(app: FastifyInstance): Promise<void> {
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
