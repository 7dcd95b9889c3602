/**
 * `GET /ng/user/coins`: the signed-in user's balance, `{ data: { current_balance, withdrawable,
 * held } }`. `withdrawable` is the balance less the reserve that a withdrawal must leave; `held`
 * the coins of the user's pending ledger holds by what holds them (issue 25: the 600 held for a
 * withdrawal does not simply vanish from view).
 */
import type { FastifyInstance } from 'fastify';
import { coinsReply } from '@sportsbook/shared/contracts/wire-schemas';
import { replyOf } from '../http/schemas';
import { API_PATHS, RESERVE_COINS } from '@sportsbook/shared/contracts';
import type { Coins, DataEnvelope } from '@sportsbook/shared/contracts';
import { authenticate, currentUser } from '../http/authenticate';
import { HOUSE, type HouseAccountCode } from '../ledger/accounts';
import { coinsFromMinor } from '../ledger/coins';

export function getCoins(app: FastifyInstance): void {
  app.get<{ Reply: DataEnvelope<Coins> }>(
    `/${API_PATHS.coins}`,
    { schema: replyOf(coinsReply), onRequest: authenticate(app) },
    async (request) => {
      const userId = currentUser(request).id;
      const [balanceMinor, held] = await Promise.all([
        app.ledger.balanceMinor(userId),
        app.ledger.pendingHoldsMinor(userId),
      ]);
      const heldCoins = (code: HouseAccountCode) => coinsFromMinor(held.get(code) ?? 0);
      return {
        data: {
          current_balance: coinsFromMinor(balanceMinor),
          withdrawable: coinsFromMinor(Math.max(0, balanceMinor - RESERVE_COINS * 100)),
          held: {
            withdrawals: heldCoins(HOUSE.withdrawalsPending),
            bets: heldCoins(HOUSE.betsPending),
            predictions: heldCoins(HOUSE.predictionsPending),
          },
        },
      };
    },
  );
}
