/**
 * Users for the account and betting tests: a fresh one per test (a unique name, so tests never
 * share a balance or a bet history), registered through the API when registration is not what the
 * test is about, funded with the operators' `credit`, and read back over HTTP with the access token
 * the browser holds (`GET /ng/user/profile`, `/ng/user/coins`, bet history). The types are the few
 * fields the tests read.
 */
import { randomBytes } from 'node:crypto';
import { expect, type BrowserContext } from '@playwright/test';
import type { AccountPages } from '../pages/account';
import type { ApiBet } from './api';
import { ops } from './ops';
import { API_URL } from './stack';

export interface TestUser {
  username: string;
  email: string;
  password: string;
  /** 11 digits, without the country's phone code (SPEC section 5). */
  phone: string;
}

export interface ApiCountry {
  id: number;
  name: string;
  phone_code: string;
}

export interface ApiClub {
  id: number;
  name: string;
}

export interface ApiProfile {
  id: number;
  username: string;
  current_balance: number;
}

export interface ApiBetHistoryItem {
  id: number;
  match_title: string;
  bet_title: string;
  bet_event: { bet_event_title: string };
  bet_rate: number;
  bet_amount: number;
  status: string;
  /** Issue 32, optional on the wire. */
  reference?: string;
}

interface Paged<T> {
  data: T[];
  current_page: number;
  last_page: number;
}

/** `GET /ng/event-details/{id}`: a bet event with its market (`bets`) and match. */
export interface ApiEventDetails {
  id: number;
  bet_event_title: string;
  bet_ratio: number;
  bets: Pick<ApiBet, 'id' | 'bet_title' | 'bet_status' | 'cash_limit'> & {
    matches: { id: number; match_title: string };
  };
}

/** The cookies a signed-in browser holds (SPEC section 4). */
export const ACCESS_TOKEN_COOKIE = 'access_token';
export const REFRESH_TOKEN_COOKIE = 'refresh_token';

/** A user nobody has registered yet: 3 to 30 letters, digits, dots, dashes or underscores. */
export function newUser(): TestUser {
  const suffix = randomBytes(5).toString('hex');
  const digits = String(parseInt(suffix, 16) % 100_000_000).padStart(8, '0');
  return {
    username: `e2e_${suffix}`,
    email: `e2e_${suffix}@example.com`,
    password: `pw-${suffix}-secret`,
    phone: `017${digits}`,
  };
}

async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${API_URL}${path}`, {
    ...init,
    headers: { Accept: 'application/json', ...init.headers },
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

function bearer(accessToken: string): RequestInit {
  return { headers: { Authorization: `Bearer ${accessToken}` } };
}

export const accountApi = {
  countries: async () => (await request<{ data: ApiCountry[] }>('/ng/countries')).data,
  clubs: async () => (await request<{ data: ApiClub[] }>('/ng/clubs')).data,
  eventDetails: async (betEventId: number) =>
    (await request<{ data: ApiEventDetails }>(`/ng/event-details/${betEventId}`)).data,
  profile: async (accessToken: string) =>
    (await request<{ data: ApiProfile }>('/ng/user/profile', bearer(accessToken))).data,
  betHistory: (accessToken: string, page = 1) =>
    request<Paged<ApiBetHistoryItem>>(
      `/ng/user/profile/bet-history?page=${page}`,
      bearer(accessToken),
    ),
  /** The status of `GET /ng/user/coins` with this token (401 once it is revoked). */
  coinsStatus: async (accessToken: string) =>
    (await fetch(`${API_URL}/ng/user/coins`, bearer(accessToken))).status,
};

/**
 * Registers the user through `POST /ng/signup` (form data), with the first country and club, and
 * the sponsor's username when given (the user is then one of the sponsor's followers).
 */
export async function registerByApi(
  user: TestUser = newUser(),
  sponsor?: string,
): Promise<TestUser> {
  const [country] = await accountApi.countries();
  const [club] = await accountApi.clubs();
  if (!country || !club) throw new Error('The seed has no countries or clubs.');
  await request('/ng/signup', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      username: user.username,
      email: user.email,
      password: user.password,
      password_confirm: user.password,
      phone: user.phone,
      country: String(country.id),
      club: String(club.id),
      ...(sponsor ? { sponsorname: sponsor } : {}),
    }),
  });
  return user;
}

/** Gives the user coins, as an operator does: `ops credit <username> <coins>`. */
export async function fund(user: TestUser, coins: number): Promise<void> {
  await ops('credit', user.username, String(coins));
}

/** A new user (registered by the API) with `coins` coins, signed in through the Sign In page. */
export async function signInWithCoins(account: AccountPages, coins: number): Promise<TestUser> {
  const user = await registerByApi();
  await fund(user, coins);
  await account.signIn(user);
  return user;
}

/** The access token cookie the browser holds, for reading the API as that user. */
export async function accessTokenOf(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find(({ name }) => name === ACCESS_TOKEN_COOKIE);
  if (!cookie) throw new Error('The browser holds no access_token cookie.');
  return cookie.value;
}

/**
 * A new bettor, registered by API, funded with `coins`, signed in through the page (the header
 * shows the balance): resolves to the user and the access token the browser holds.
 */
export async function signInFundedBettor(
  account: AccountPages,
  context: BrowserContext,
  coins: number,
): Promise<{ user: TestUser; token: string }> {
  const user = await signInWithCoins(account, coins);
  await expect(account.balanceAmount()).toHaveText(formatCoins(coins));
  return { user, token: await accessTokenOf(context) };
}

/** Every bet of the user, newest first (all pages). */
export async function allBets(accessToken: string): Promise<ApiBetHistoryItem[]> {
  const bets: ApiBetHistoryItem[] = [];
  for (let page = 1; ; page += 1) {
    const result = await accountApi.betHistory(accessToken, page);
    bets.push(...result.data);
    if (page >= result.last_page || result.data.length === 0) return bets;
  }
}

/** Coins to 2 decimals, as the header shows the balance (no thousands separator). */
export function formatCoins(coins: number): string {
  return (Math.round(coins * 100) / 100).toFixed(2);
}
