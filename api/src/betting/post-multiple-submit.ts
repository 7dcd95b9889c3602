/**
 * `POST /ng/multiple-bet-submit` (issue 32; form: bet_amount, bet_event_ids = comma-separated
 * selection ids, optional bet_ratios = the odds the slip showed, same order), a money-moving POST
 * like the single's bet submit: the `Idempotency-Key` header is required and a retry with the same
 * key replays the first answer and places nothing (http/money-post.ts). It goes through the betting
 * service's door (`betting.submitMultiple`), where the safer-gambling guard runs in the same
 * transaction. Success: `{ status: 'success', message, data: PlacedBet }`, 201.
 */
import type { FastifyInstance } from 'fastify';
import { multipleBetSubmitReply } from '@sportsbook/shared/contracts/wire-schemas';
import {
  API_PATHS,
  BET_SUBMIT_MESSAGES,
  idOf,
  MAX_MULTIPLE_LEGS,
  MIN_MULTIPLE_LEGS,
  MULTIPLE_CORRELATED_MESSAGE,
  MULTIPLE_SUBMIT_MESSAGES,
  MULTIPLE_TOO_FEW_LEGS_MESSAGE,
  MULTIPLE_TOO_MANY_LEGS_MESSAGE,
  multipleBetSubmitCodes,
  multipleBetSubmitSchema,
  oddsCentsOf,
} from '@sportsbook/shared/contracts';
import type { MultipleBetSubmitForm } from '@sportsbook/shared/contracts';
import { ApiError } from '../errors';
import { postMoneyForm } from '../http/money-post';
import { invalidFormField } from '../http/schemas';
import type { MultipleBetService, MultiplePlacement } from './multiples';
import { minorOfCheckedCoins } from './stake';

function listOf(text: string): string[] {
  return text.split(',').map((part) => part.trim());
}

/** The checked form (multipleBetSubmitSchema) as a placement (without the user), or a 4xx. */
function readForm(form: MultipleBetSubmitForm): Omit<MultiplePlacement, 'userId'> {
  const betEventIds = listOf(form.bet_event_ids).map((text) => {
    const id = idOf(text);
    if (id === null) throw invalidFormField('bet_event_ids', MULTIPLE_SUBMIT_MESSAGES.legsInvalid);
    return id;
  });
  if (betEventIds.length > MAX_MULTIPLE_LEGS) {
    throw new ApiError('MULTIPLE_TOO_MANY_LEGS', MULTIPLE_TOO_MANY_LEGS_MESSAGE, {
      fieldErrors: { bet_event_ids: MULTIPLE_TOO_MANY_LEGS_MESSAGE },
    });
  }
  if (betEventIds.length < MIN_MULTIPLE_LEGS) {
    throw new ApiError('MULTIPLE_TOO_FEW_LEGS', MULTIPLE_TOO_FEW_LEGS_MESSAGE, {
      fieldErrors: { bet_event_ids: MULTIPLE_TOO_FEW_LEGS_MESSAGE },
    });
  }
  // The same selection twice is the same match twice.
  const repeated = betEventIds.find((id, index) => betEventIds.indexOf(id) !== index);
  if (repeated !== undefined) {
    throw new ApiError('MULTIPLE_CORRELATED', MULTIPLE_CORRELATED_MESSAGE, {
      fieldErrors: { bet_event_ids: `${repeated},${repeated}` },
    });
  }
  const stakeMinor = minorOfCheckedCoins(form.bet_amount);
  let oddsSeenCents: (number | null)[] = betEventIds.map(() => null);
  if (form.bet_ratios !== '') {
    const parts = listOf(form.bet_ratios);
    if (parts.length !== betEventIds.length) {
      throw invalidFormField('bet_ratios', MULTIPLE_SUBMIT_MESSAGES.oddsInvalid);
    }
    oddsSeenCents = parts.map((part) => {
      if (part === '') return null;
      const cents = oddsCentsOf(part);
      if (cents === null) throw invalidFormField('bet_ratios', BET_SUBMIT_MESSAGES.oddsInvalid);
      return cents;
    });
  }
  return { betEventIds, stakeMinor, oddsSeenCents };
}

export function postMultipleBetSubmit(app: FastifyInstance, multiples: MultipleBetService): void {
  postMoneyForm(
    app,
    API_PATHS.multipleBetSubmit,
    multipleBetSubmitSchema,
    (form, user) => {
      const placement = { ...readForm(form), userId: user.id };
      // Route -> betting service -> ledger, as the single's bet submit.
      return { once: (request) => app.betting.submitMultiple(request, multiples, placement) };
    },
    { codes: multipleBetSubmitCodes, reply: multipleBetSubmitReply },
  );
}
