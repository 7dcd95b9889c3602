/** `GET /ng/user/coins`: the signed-in user's balance, `{ data: { current_balance } }`. */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@sportsbook/shared/contracts';
import type { Coins, DataEnvelope } from '@sportsbook/shared/contracts';
import { authenticate, currentUser } from '../../accounts/authenticate';
import { coinsFromMinor } from '../../markets/odds';

export function getCoins(app: FastifyInstance): void {
  app.get<{ Reply: DataEnvelope<Coins> }>(
    `/${API_PATHS.coins}`,
    { onRequest: authenticate(app) },
    async (request) => ({
      data: {
        current_balance: coinsFromMinor(await app.ledger.balanceMinor(currentUser(request).id)),
      },
    }),
  );
}
