import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import {
  changeClub,
  changePassword,
  fetchBetHistory,
  fetchFollowers,
  updateProfile,
} from './account';
import { cashOutBet, fetchCashOutQuote, setAutoCashOut } from './cash-out';
import { fetchBettingPreferences, saveBettingPreferences } from './betting-preferences';
import { apiHttp, setTokenProvider } from './client';
import { configureApi } from './config';
import { fetchComplaintHistory, submitComplaint } from './support';

// The profile and support calls of SPEC section 7: each path, authenticated, form data for posts.
let seen: InternalAxiosRequestConfig[] = [];

function answer(data: unknown): void {
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    return { data, status: 200, statusText: '200', headers: {}, config };
  };
  apiHttp.defaults.adapter = adapter;
}

const page = { data: [], current_page: 2, last_page: 2, per_page: 10, total: 0 };

beforeEach(() => {
  seen = [];
  configureApi({ baseUrl: 'http://api.test:8000' });
  setTokenProvider({ getAccessToken: async () => 'tok-1' });
});

afterEach(() => setTokenProvider(null));

function sent(): { url?: string; method?: string; auth: unknown; body: unknown; page: unknown } {
  const config = seen[0];
  return {
    url: config?.url,
    method: config?.method,
    auth: config?.headers.Authorization,
    body:
      typeof config?.data === 'string'
        ? Object.fromEntries(new URLSearchParams(config.data))
        : undefined,
    page: (config?.params as { page?: number } | undefined)?.page,
  };
}

describe('profile and support calls', () => {
  it('reads followers and complaints page by page', async () => {
    answer(page);
    await expect(fetchFollowers(2)).resolves.toEqual(page);
    expect(sent()).toMatchObject({
      url: 'ng/user/profile/followers',
      method: 'get',
      auth: 'Bearer tok-1',
      page: 2,
    });
    seen = [];
    await expect(fetchComplaintHistory(2)).resolves.toEqual(page);
    expect(sent()).toMatchObject({ url: 'ng/user/profile/complain-history', page: 2 });
  });

  it("changes the password and resolves to the server's message", async () => {
    answer({ message: 'Changed.' });
    await expect(
      changePassword({ current_password: 'a', password: 'bbbbbbbb', password_confirm: 'bbbbbbbb' }),
    ).resolves.toBe('Changed.');
    expect(sent()).toMatchObject({
      url: 'ng/user/profile/change-password',
      method: 'post',
      auth: 'Bearer tok-1',
      body: { current_password: 'a', password: 'bbbbbbbb', password_confirm: 'bbbbbbbb' },
    });
  });

  it('posts the contact details, the club and a complaint as form data', async () => {
    answer({ message: 'Saved.', data: { id: 1 } });
    await expect(
      updateProfile({ email: 'a@b.co', country: 3, phone: '01712345678' }),
    ).resolves.toEqual({ message: 'Saved.', data: { id: 1 } });
    expect(sent()).toMatchObject({
      url: 'ng/user/profile',
      body: { email: 'a@b.co', country: '3', phone: '01712345678' },
    });
    seen = [];
    await changeClub({ club: 4, password: 'secret' });
    expect(sent()).toMatchObject({
      url: 'ng/user/profile/change-club',
      body: { club: '4', password: 'secret' },
    });
    seen = [];
    await submitComplaint({ qtitle: 'Late', qdescription: 'Very late.' });
    expect(sent()).toMatchObject({
      url: 'ng/user/profile/submit-complain',
      auth: 'Bearer tok-1',
      body: { qtitle: 'Late', qdescription: 'Very late.' },
    });
  });

  it('reads and saves the betting preferences, signed in, as form data', async () => {
    answer({ data: { odds_change: 'ask' } });
    await expect(fetchBettingPreferences()).resolves.toEqual({ odds_change: 'ask' });
    expect(sent()).toMatchObject({
      url: 'ng/user/betting-preferences',
      method: 'get',
      auth: 'Bearer tok-1',
    });
    seen = [];
    answer({ message: 'Saved.', data: { odds_change: 'higher' } });
    await expect(saveBettingPreferences({ odds_change: 'higher' })).resolves.toEqual({
      message: 'Saved.',
      data: { odds_change: 'higher' },
    });
    expect(sent()).toMatchObject({
      url: 'ng/user/betting-preferences',
      method: 'post',
      auth: 'Bearer tok-1',
      body: { odds_change: 'higher' },
    });
  });

  it('reads bet history with SPEC call for all bets, and the status for a filter', async () => {
    answer(page);
    await fetchBetHistory(2);
    expect(seen[0]?.params).toEqual({ page: 2 });
    seen = [];
    await fetchBetHistory(1, undefined, 'open');
    expect(seen[0]?.params).toEqual({ page: 1, status: 'open' });
    expect(sent()).toMatchObject({ url: 'ng/user/profile/bet-history', auth: 'Bearer tok-1' });
  });

  it('reads a cash-out price, cashes out with the key, and sets or clears the automatic value', async () => {
    const quote = { bet_id: 4, available: true, price: 31.5, stake: 20 };
    answer({ status: 'success', data: quote });
    await expect(fetchCashOutQuote(4)).resolves.toEqual(quote);
    expect(sent()).toMatchObject({ url: 'ng/bet/4/cash-out', method: 'get', auth: 'Bearer tok-1' });
    seen = [];
    answer({ status: 'success', message: 'Cashed.', data: { bet: {}, paid: 15.75 } });
    await cashOutBet({ bet_id: 4, amount: 10, price_seen: 31.5 }, 'key-1');
    expect(sent()).toMatchObject({
      url: 'ng/bet/cash-out',
      method: 'post',
      body: { bet_id: '4', amount: '10', price_seen: '31.5' },
    });
    expect(seen[0]?.headers['Idempotency-Key']).toBe('key-1');
    seen = [];
    answer({ status: 'success', message: 'Set.', data: { bet: {} } });
    await setAutoCashOut(4, 40);
    expect(sent()).toMatchObject({
      url: 'ng/bet/auto-cash-out',
      body: { bet_id: '4', value: '40' },
    });
    seen = [];
    await setAutoCashOut(4, null);
    expect(sent().body).toEqual({ bet_id: '4', value: '' });
  });
});
