/**
 * `POST /ng/bet/cash-out` (form: bet_id, optional amount = the part of the riding stake, optional
 * price_seen = the full price the page showed), a money-moving POST: the `Idempotency-Key` header
 * is required and a retry with the same key replays the first answer and pays nothing
 * (http/money-post.ts). Success: 200 `{ status: 'success', message, data: { bet, paid } }`.
 *
 * The path reads route → cash-out service → ledger, as the bet submit's does: the route reads the
 * form and hands the key to `CashOutService.cashOutOnce`, the one door into the ledger.
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS, idOf } from '@sportsbook/shared/contracts';
import type { CashOutRequest } from '@sportsbook/shared/contracts';
import { cashOutReply } from '@sportsbook/shared/contracts/wire-schemas';
import type { FormBody } from '../http/form-body';
import { postMoneyForm } from '../http/money-post';
import { invalidFormField } from '../http/schemas';
import type { CashOutRequestInput, CashOutService } from './cash-out-service';
import { parseCoins } from './stake';

const FIELDS = ['bet_id', 'amount', 'price_seen'] as const;

export const CASH_OUT_FORM_MESSAGES = {
  betRequired: 'Please choose a bet.',
  betInvalid: 'The bet_id must be a positive integer.',
  amountInvalid: 'The amount must be coins with at most 2 decimals.',
  priceInvalid: 'The price_seen must be coins with at most 2 decimals.',
} as const;

/** An optional coins field: null when absent or empty, hundredths when readable, else a 422. */
export function optionalCoins(
  form: FormBody<string>,
  field: string,
  message: string,
): number | null {
  const text = form[field]?.trim() ?? '';
  if (text === '') return null;
  const parsed = parseCoins(text);
  if (!parsed.ok) throw invalidFormField(field, message);
  return parsed.minor;
}

/** The bet the form names, or a 422 naming `bet_id`. */
export function postedBetId(form: FormBody<string>): number {
  const text = form.bet_id?.trim() ?? '';
  if (text === '') throw invalidFormField('bet_id', CASH_OUT_FORM_MESSAGES.betRequired);
  const id = idOf(text);
  if (id === null) throw invalidFormField('bet_id', CASH_OUT_FORM_MESSAGES.betInvalid);
  return id;
}

function readForm(form: FormBody<keyof CashOutRequest>): Omit<CashOutRequestInput, 'userId'> {
  return {
    placedBetId: postedBetId(form),
    amountMinor: optionalCoins(form, 'amount', CASH_OUT_FORM_MESSAGES.amountInvalid),
    priceSeenMinor: optionalCoins(form, 'price_seen', CASH_OUT_FORM_MESSAGES.priceInvalid),
  };
}

export function postCashOut(app: FastifyInstance, cashOut: CashOutService): void {
  postMoneyForm(
    app,
    API_PATHS.betCashOut,
    FIELDS,
    (form, user) => {
      const request = { ...readForm(form), userId: user.id };
      return { once: (idempotent) => cashOut.cashOutOnce(idempotent, request) };
    },
    { reply: cashOutReply },
  );
}
