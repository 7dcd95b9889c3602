/**
 * `POST /ng/bet-submit` (form: bet_amount, bet_event_id, optional bet_ratio = the odds the slip
 * showed; checked by shared's betSubmitSchema, whose messages are SPEC's), a money-moving POST: the `Idempotency-Key` header is required, and a retry with the
 * same key replays the first answer and places nothing (http/money-post.ts).
 * Success: `{ status: 'success', message, data: PlacedBet }`, 201.
 *
 * The path reads route → betting service → ledger: the route reads the form and hands the key to
 * `betting.submitBet`, which asks the ledger for one idempotent transaction and holds the stake in
 * it (one door into the ledger).
 */
import type { FastifyInstance } from 'fastify';
import { betSubmitReply } from '@sportsbook/shared/contracts/wire-schemas';
import {
  API_PATHS,
  betSubmitCodes,
  betSubmitSchema,
  oddsCentsOf,
} from '@sportsbook/shared/contracts';
import type { BetSubmitForm } from '@sportsbook/shared/contracts';
import type { BetPlacement } from './betting-service';
import { minorOfCheckedCoins } from './stake';
import { postMoneyForm } from '../http/money-post';

/** The checked form (betSubmitSchema) as a placement, without the user. */
function placementOf(form: BetSubmitForm): Omit<BetPlacement, 'userId'> {
  return {
    betEventId: Number(form.bet_event_id),
    stakeMinor: minorOfCheckedCoins(form.bet_amount),
    oddsSeenCents: form.bet_ratio === '' ? null : oddsCentsOf(form.bet_ratio),
  };
}

export function postBetSubmit(app: FastifyInstance): void {
  postMoneyForm(
    app,
    API_PATHS.betSubmit,
    betSubmitSchema,
    (form, user) => {
      const placement = { ...placementOf(form), userId: user.id };
      return { once: (request) => app.betting.submitBet(request, placement) };
    },
    { codes: betSubmitCodes, reply: betSubmitReply },
  );
}
