/**
 * A bettor whose account area holds the longest values the product allows, so the layout tests
 * and screenshots see the widest rows a person can have: a 30-character username of wide letters
 * (and followers named the same way), a 7-digit balance and 7-digit statement amounts, deposits
 * and withdrawals at their limits with every status, bets at their market's limit, complaints of
 * the longest subject with and without an answer, and a transfer to a 30-character name.
 *
 * Everything is made through the API and the operators' tool, as a client and an operator would;
 * the sign-in is the browser's, whose access token the calls then use.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { BrowserContext } from '@playwright/test';
import { api, openMarkets, type OpenMarket } from './api';
import { ops } from './ops';
import { API_URL } from './stack';
import { accessTokenOf, registerByApi, type TestUser } from './users';
import { walletApi } from './wallet';

/** SPEC's limits (shared/contracts): usernames, complaint texts, mobile deposits, withdrawals. */
const LONGEST = {
  usernameChars: 30,
  subjectChars: 150,
  descriptionChars: 1000,
  mobileDepositCoins: 25000,
  withdrawCoins: 15000,
} as const;

/** A credit that makes a 7-digit balance, and a 7-digit transfer out of it. */
const CREDIT_COINS = 9_000_000;
const TRANSFER_COINS = 1_234_567;

/**
 * A username of exactly 30 characters, the widest letters first (W and M) and a unique tail, so
 * no two runs collide.
 */
function longUsername(): string {
  const tail = randomBytes(5).toString('hex').toUpperCase();
  return `${'WM'.repeat(10)}${tail}`.slice(0, LONGEST.usernameChars);
}

function longUser(): TestUser {
  const username = longUsername();
  const digits = String(parseInt(randomBytes(4).toString('hex'), 16) % 100_000_000).padStart(
    8,
    '0',
  );
  return {
    username,
    email: `${username.toLowerCase()}@example.com`,
    password: `pw-${username.toLowerCase()}`,
    phone: `019${digits}`,
  };
}

/** A form POST as the user, with an Idempotency-Key (money-moving calls require one). */
export async function postAsUser(
  path: string,
  accessToken: string,
  form: Record<string, string>,
): Promise<unknown> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/x-www-form-urlencoded',
    'Idempotency-Key': randomUUID(),
    Authorization: `Bearer ${accessToken}`,
  };
  const response = await fetch(`${API_URL}${path}`, {
    method: 'POST',
    headers,
    body: new URLSearchParams(form),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as unknown;
}

/** Words of a complaint, `chars` characters in all. */
function longText(chars: number): string {
  const words: string[] = [];
  let text = '';
  for (let index = 0; text.length < chars; index += 1) {
    words.push(['Withdrawal', 'requested', 'yesterday', 'evening', 'through', 'BKASH'][index % 6]!);
    text = words.join(' ');
  }
  return text.slice(0, chars).trimEnd();
}

/** Open markets whose match has the longest title first (they make the widest bet rows). */
async function marketsWithLongestTitles(): Promise<OpenMarket[]> {
  const markets = openMarkets([...(await api.liveMatches()), ...(await api.advanceMatches())]);
  return markets.sort((a, b) => b.match.match_title.length - a.match.match_title.length);
}

/** The user whose lists hold the longest values, with the two followers it transfers to. */
export interface LongValuesAccount {
  user: TestUser;
  followers: TestUser[];
}

/** Registers a long-named user with two long-named followers and a 7-digit balance. */
export async function registerLongValuesUser(): Promise<LongValuesAccount> {
  const user = await registerByApi(longUser());
  const followers = [
    await registerByApi(longUser(), user.username),
    await registerByApi(longUser(), user.username),
  ];
  await ops('credit', user.username, String(CREDIT_COINS));
  return { user, followers };
}

/** Fills the lists of a user registered by `registerLongValuesUser`, with the browser's token. */
export async function fillLongValues(
  context: BrowserContext,
  { user, followers }: LongValuesAccount,
): Promise<void> {
  const token = await accessTokenOf(context);
  const [follower] = followers;
  if (!follower) throw new Error('No follower to transfer to.');

  // Statement: a 7-digit transfer to a 30-character name (the credit made a 7-digit balance).
  await postAsUser('/ng/user/wallet/cointransfer', token, {
    username: follower.username,
    transferring_coin_number: String(TRANSFER_COINS),
    password: user.password,
  });

  // Deposits at the mobile-wallet limit with the longest method: one approved, one rejected, one
  // pending.
  const numbers = await walletApi.depositNumbers(token);
  const destination =
    numbers.find(({ type }) => type === 'BKASH_AGENT') ?? numbers.find(() => true);
  if (!destination) throw new Error('The server lists no deposit number.');
  for (let index = 0; index < 3; index += 1) {
    await postAsUser('/ng/user/wallet/deposit-request', token, {
      payment_method: destination.type,
      coin_number: String(LONGEST.mobileDepositCoins),
      phone_from: user.phone,
      phone_to: destination.phone_no,
      password: user.password,
    });
  }
  const deposits = (await walletApi.deposits(token)).data;
  await ops('approve-deposit', String(deposits[0]!.id));
  await ops('reject-deposit', String(deposits[1]!.id));

  // Withdrawals at the limit, with the longer payment type: one paid, one rejected, one pending.
  for (let index = 0; index < 3; index += 1) {
    await postAsUser('/ng/user/wallet/withdraw', token, {
      withdraw_amount: String(LONGEST.withdrawCoins),
      phone_no: user.phone,
      payment_method: 'BKASH',
      payment_type: 'Personal',
      password: user.password,
    });
  }
  const withdrawals = (await walletApi.withdrawals(token)).data;
  await ops('pay-withdrawal', String(withdrawals[0]!.id));
  await ops('reject-withdrawal', String(withdrawals[1]!.id));

  // Bets at their market's limit on the matches with the longest titles.
  for (const { bet } of (await marketsWithLongestTitles()).slice(0, 3)) {
    await postAsUser('/ng/bet-submit', token, {
      bet_amount: String(bet.cash_limit),
      bet_event_id: String(bet.bet_events[0]!.id),
    });
  }

  // Complaints of the longest subject and a long description; one answered at length.
  for (let index = 0; index < 2; index += 1) {
    await postAsUser('/ng/user/profile/submit-complain', token, {
      qtitle: longText(LONGEST.subjectChars),
      qdescription: longText(LONGEST.descriptionChars),
    });
  }
  const complaints = (await (
    await fetch(`${API_URL}/ng/user/profile/complain-history?page=1`, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    })
  ).json()) as { data: { id: number }[] };
  await ops('answer', String(complaints.data[0]!.id), longText(300));
}
