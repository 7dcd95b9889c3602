/**
 * `POST /ng/bet-submit` (form: bet_amount, bet_event_id, optional bet_ratio = the odds the slip
 * showed), a money-moving POST: the `Idempotency-Key` header is required, and a retry with the
 * same key replays the first answer and places nothing (routes/money-post.ts).
 * Success: `{ status: 'success', message, data: PlacedBet }`, 201.
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS, STAKE_TOO_LOW_MESSAGE } from '@sportsbook/shared/contracts';
import type { BetSubmitRequest, BetSubmitResponse } from '@sportsbook/shared/contracts';
import { BET_PLACED_MESSAGE } from '../../betting/betting-service';
import type { BetPlacement } from '../../betting/betting-service';
import { parseCoins, parseOddsCents } from '../../betting/stake';
import { ApiError } from '../../errors';
import type { FormBody } from '../auth/form-body';
import { postMoneyForm } from '../money-post';

const FIELDS = ['bet_amount', 'bet_event_id', 'bet_ratio'] as const;

type BetSubmitForm = FormBody<keyof BetSubmitRequest>;

export const BET_SUBMIT_MESSAGES = {
  betEventRequired: 'Please choose a bet.',
  betEventInvalid: 'The bet_event_id must be a positive integer.',
  stakeRequired: 'Stake required',
  stakeNotANumber: 'Stake must be a number.',
  stakeDecimals: 'Stake can have at most 2 decimals.',
  oddsInvalid: 'The bet_ratio must be the decimal odds shown, e.g. 1.85.',
} as const;

function invalid(field: keyof BetSubmitRequest, message: string): ApiError {
  return new ApiError('VALIDATION_FAILED', message, {
    fieldErrors: { [field]: message },
    statusCode: 422,
  });
}

/** The form as a placement (without the user), or a 4xx naming the field. */
function readForm(form: BetSubmitForm): Omit<BetPlacement, 'userId'> {
  const betEventText = form.bet_event_id?.trim() ?? '';
  if (betEventText === '') throw invalid('bet_event_id', BET_SUBMIT_MESSAGES.betEventRequired);
  if (!/^[1-9][0-9]{0,9}$/.test(betEventText) || Number(betEventText) > 2_147_483_647) {
    throw invalid('bet_event_id', BET_SUBMIT_MESSAGES.betEventInvalid);
  }
  const stake = parseCoins(form.bet_amount);
  if (!stake.ok) {
    switch (stake.problem) {
      case 'missing':
        throw invalid('bet_amount', BET_SUBMIT_MESSAGES.stakeRequired);
      case 'not-a-number':
        throw invalid('bet_amount', BET_SUBMIT_MESSAGES.stakeNotANumber);
      case 'too-many-decimals':
        throw invalid('bet_amount', BET_SUBMIT_MESSAGES.stakeDecimals);
      case 'negative':
        throw new ApiError('STAKE_TOO_LOW', STAKE_TOO_LOW_MESSAGE, {
          fieldErrors: { bet_amount: STAKE_TOO_LOW_MESSAGE },
        });
    }
  }
  const oddsText = form.bet_ratio?.trim() ?? '';
  const oddsSeenCents = oddsText === '' ? null : parseOddsCents(oddsText);
  if (oddsText !== '' && oddsSeenCents === null) {
    throw invalid('bet_ratio', BET_SUBMIT_MESSAGES.oddsInvalid);
  }
  return { betEventId: Number(betEventText), stakeMinor: stake.minor, oddsSeenCents };
}

export function postBetSubmit(app: FastifyInstance): void {
  postMoneyForm(app, API_PATHS.betSubmit, FIELDS, (form, user) => {
    const placement = { ...readForm(form), userId: user.id };
    return async (trx) => ({
      statusCode: 201,
      body: {
        status: 'success',
        message: BET_PLACED_MESSAGE,
        data: await app.betting.placeBet(trx, placement),
      } satisfies BetSubmitResponse,
    });
  });
}
