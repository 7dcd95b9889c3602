import {
  API_PATHS,
  IDEMPOTENCY_KEY_HEADER,
  type CoinTransferRequest,
  type DataEnvelope,
  type DepositNumber,
  type DepositRecord,
  type DepositRequest,
  type Paged,
  type StatementRow,
  type WithdrawCancelRequest,
  type WithdrawRecord,
  type WithdrawRequest,
} from '../contracts';
import { apiGet, apiPostForm } from './client';

/** One function per wallet call of SPEC section 7 (`/ng/user/wallet/...`), all authenticated. */

/** `GET /ng/user/wallet/deposit-numbers`: the house number of each mobile-wallet method. */
export async function fetchDepositNumbers(signal?: AbortSignal): Promise<DepositNumber[]> {
  const body = await apiGet<DataEnvelope<DepositNumber[]>>(API_PATHS.depositNumbers, {
    auth: true,
    signal,
  });
  return body.data;
}

function pagedWallet<T>(path: string) {
  return (page = 1, signal?: AbortSignal): Promise<Paged<T>> =>
    apiGet<Paged<T>>(path, { auth: true, params: { page }, signal });
}

/** `GET /ng/user/wallet/deposit-history?page=n`, newest first. */
export const fetchDepositHistory = pagedWallet<DepositRecord>(API_PATHS.depositHistory);
/** `GET /ng/user/wallet/withdraw-history?page=n`, newest first. */
export const fetchWithdrawHistory = pagedWallet<WithdrawRecord>(API_PATHS.withdrawHistory);
/** `GET /ng/user/wallet/statement?page=n`: one row per ledger movement, newest first. */
export const fetchStatement = pagedWallet<StatementRow>(API_PATHS.statement);

/**
 * The success message of a wallet POST: SPEC section 7 gives it as `data` for the deposit and as
 * the response's `message` for the withdrawal, so either is read; none gives undefined (the form
 * then shows "Your request has been created.").
 */
export function walletMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { data, message } = body as { data?: unknown; message?: unknown };
  if (typeof data === 'string' && data) return data;
  if (typeof message === 'string' && message) return message;
  return undefined;
}

async function postWallet(
  path: string,
  form: Record<string, string>,
  idempotencyKey: string,
): Promise<string | undefined> {
  const body = await apiPostForm<unknown>(path, form, {
    auth: true,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
  return walletMessage(body);
}

/**
 * `POST /ng/user/wallet/deposit-request`; resolves to the server's message. The idempotency key is
 * made once per attempt by the caller, so a retry or a double click creates one request.
 */
export function postDepositRequest(
  request: DepositRequest,
  idempotencyKey: string,
): Promise<string | undefined> {
  return postWallet(API_PATHS.depositRequest, { ...request }, idempotencyKey);
}

/** `POST /ng/user/wallet/cointransfer`; resolves to the server's message. */
export function postCoinTransfer(
  request: CoinTransferRequest,
  idempotencyKey: string,
): Promise<string | undefined> {
  return postWallet(API_PATHS.coinTransfer, { ...request }, idempotencyKey);
}

/** `POST /ng/user/wallet/withdraw`; resolves to the server's message. */
export function postWithdraw(
  request: WithdrawRequest,
  idempotencyKey: string,
): Promise<string | undefined> {
  return postWallet(API_PATHS.withdraw, { ...request }, idempotencyKey);
}

/**
 * `POST /ng/user/wallet/withdraw-cancel` (issue 25): cancels one of the bettor's own pending
 * withdrawals, its coins back in the balance; resolves to the server's message.
 */
export function postWithdrawCancel(
  request: WithdrawCancelRequest,
  idempotencyKey: string,
): Promise<string | undefined> {
  return postWallet(API_PATHS.withdrawCancel, { ...request }, idempotencyKey);
}
