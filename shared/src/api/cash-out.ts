import {
  API_PATHS,
  IDEMPOTENCY_KEY_HEADER,
  type AutoCashOutResponse,
  type CashOutQuote,
  type CashOutQuoteResponse,
  type CashOutRequest,
  type CashOutResponse,
} from '../contracts';
import { apiGet, apiPostForm } from './client';

/** `GET /ng/bet/{id}/cash-out` (issue 32): what the signed-in bettor's bet cashes out for now. */
export async function fetchCashOutQuote(
  betId: number,
  signal?: AbortSignal,
): Promise<CashOutQuote> {
  const body = await apiGet<CashOutQuoteResponse>(API_PATHS.betCashOutPrice(betId), {
    auth: true,
    signal,
  });
  return body.data;
}

/**
 * `POST /ng/bet/cash-out`: cashes the bet out, all of its remaining stake or `amount` of it, at
 * the price the page showed (`price_seen`, the whole stake's). Money-moving: one key per attempt
 * (IdempotentAttempts), sent again by every retry until the outcome is known.
 */
export function cashOutBet(
  request: CashOutRequest,
  idempotencyKey: string,
): Promise<CashOutResponse> {
  return apiPostForm<CashOutResponse>(
    API_PATHS.betCashOut,
    { ...request },
    { auth: true, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } },
  );
}

/** `POST /ng/bet/auto-cash-out`: sets the automatic cash-out value, or clears it (`null`). */
export function setAutoCashOut(betId: number, value: number | null): Promise<AutoCashOutResponse> {
  return apiPostForm<AutoCashOutResponse>(
    API_PATHS.betAutoCashOut,
    { bet_id: betId, value: value ?? '' },
    { auth: true },
  );
}
