/**
 * The wallet as the tests read it over HTTP with the browser's access token (deposit and withdraw
 * histories, statement), and the date formats the wallet pages show (SPEC section 9, in UTC: the
 * browser runs with timezoneId UTC).
 */
import { API_URL } from './stack';

export interface ApiDeposit {
  id: number;
  date: string;
  coin_number: number;
  method: string;
  phone_to: string | null;
  phone_from: string | null;
  status: string;
}

export interface ApiWithdrawal {
  id: number;
  date: string;
  withdraw_amount: number;
  method: string;
  payment_method: string;
  phone_no: string;
  reference: string;
  status: string;
}

export interface ApiStatementRow {
  id: number;
  date: string;
  reference: string;
  debit: number;
  credit: number;
  current_balance: number;
}

interface Paged<T> {
  data: T[];
  current_page: number;
  last_page: number;
}

async function walletGet<T>(accessToken: string, path: string): Promise<T> {
  const response = await fetch(`${API_URL}/ng/user/wallet/${path}`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${accessToken}` },
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

export const walletApi = {
  deposits: (accessToken: string) =>
    walletGet<Paged<ApiDeposit>>(accessToken, 'deposit-history?page=1'),
  withdrawals: (accessToken: string) =>
    walletGet<Paged<ApiWithdrawal>>(accessToken, 'withdraw-history?page=1'),
  statement: (accessToken: string) =>
    walletGet<Paged<ApiStatementRow>>(accessToken, 'statement?page=1'),
  depositNumbers: async (accessToken: string) =>
    (
      await walletGet<{ data: { type: string; phone_no: string }[] }>(
        accessToken,
        'deposit-numbers',
      )
    ).data,
};

const pad2 = (value: number) => String(value).padStart(2, '0');

function parts(iso: string) {
  const date = new Date(iso);
  const hours = date.getUTCHours();
  return {
    day: `${pad2(date.getUTCDate())}/${pad2(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`,
    hours12: hours % 12 === 0 ? 12 : hours % 12,
    minutes: pad2(date.getUTCMinutes()),
    am: hours < 12,
  };
}

/** Deposit history and statement: `DD/MM/YYYY hh:mm A`. */
export function depositDate(iso: string): string {
  const { day, hours12, minutes, am } = parts(iso);
  return `${day} ${pad2(hours12)}:${minutes} ${am ? 'AM' : 'PM'}`;
}

/** Withdraw history: `DD/MM/YYYY, h:mm a`. */
export function withdrawDate(iso: string): string {
  const { day, hours12, minutes, am } = parts(iso);
  return `${day}, ${hours12}:${minutes} ${am ? 'am' : 'pm'}`;
}

/** Amounts as the lists show them: 2 decimals, "-" for nothing. */
export function listAmount(coins: number): string {
  return coins > 0 ? coins.toFixed(2) : '-';
}

/** The statement's rows as its table lists them (desktop), from the API's rows. */
export function statementAsListed(rows: readonly ApiStatementRow[]): string[][] {
  return rows.map((row) => [
    depositDate(row.date),
    row.reference,
    listAmount(row.debit),
    listAmount(row.credit),
    row.current_balance.toFixed(2),
  ]);
}
