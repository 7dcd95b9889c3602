/** The account domain: the signed-in user's profile, balance, bet history and followers. */
import type { FastifyInstance } from 'fastify';
import { getBetHistory } from './get-bet-history';
import { getCoins } from './get-coins';
import { getFollowers } from './get-followers';
import { getProfile } from './get-profile';

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  getProfile(app);
  getCoins(app);
  getBetHistory(app);
  getFollowers(app);
}
