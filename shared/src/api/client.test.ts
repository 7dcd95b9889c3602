import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { ApiError } from './api-error';
import {
  REQUEST_PREPARATION_MESSAGE,
  apiGet,
  apiHttp,
  apiPostForm,
  setTokenProvider,
} from './client';
import { configureApi } from './config';
import { fetchSports } from './catalog';

type Reply = { status: number; data: unknown } | { networkError: true };

let seen: InternalAxiosRequestConfig[] = [];

function answer(reply: Reply): void {
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    if ('networkError' in reply) {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    }
    const response = {
      data: reply.data,
      status: reply.status,
      statusText: String(reply.status),
      headers: {},
      config,
    };
    if (reply.status >= 400) {
      throw new AxiosError('failed', AxiosError.ERR_BAD_RESPONSE, config, null, response);
    }
    return response;
  };
  apiHttp.defaults.adapter = adapter;
}

beforeEach(() => {
  seen = [];
  configureApi({ baseUrl: 'http://api.test:8000' });
  setTokenProvider(null);
});

describe('api client', () => {
  it('calls paths under the configured base URL and unwraps the data envelope', async () => {
    answer({ status: 200, data: { data: [{ id: 1, category_name: 'Cricket' }] } });
    await expect(fetchSports()).resolves.toEqual([{ id: 1, category_name: 'Cricket' }]);
    expect(seen[0]?.baseURL).toBe('http://api.test:8000/');
    expect(seen[0]?.url).toBe('ng/sports');
  });

  it('reports the server errors.message as a typed error', async () => {
    answer({
      status: 404,
      data: { message: 'Not found', code: 'NOT_FOUND', errors: { message: 'Match not found.' } },
    });
    const failure = apiGet('ng/match-details/9').catch((error: unknown) => error);
    const error = await failure;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Match not found.' });
  });

  it('keeps field errors apart from the headline', async () => {
    answer({
      status: 422,
      data: {
        message: 'The given data was invalid.',
        code: 'VALIDATION_FAILED',
        errors: { message: 'Enter a valid email', email: 'Enter a valid email' },
      },
    });
    const error = await apiPostForm('ng/signup', { email: 'x' }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { email: 'Enter a valid email' },
    });
  });

  it('reports an unreachable server as a network error', async () => {
    answer({ networkError: true });
    await expect(apiGet('ng/sports')).rejects.toMatchObject({ code: 'NETWORK', status: null });
  });

  it('sends form posts url-encoded and skips empty fields', async () => {
    answer({ status: 200, data: { status: 'success' } });
    await apiPostForm('ng/signup', { username: 'ana', sponsorname: undefined, club: 2 });
    expect(seen[0]?.data).toBe('username=ana&club=2');
    expect(seen[0]?.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
  });

  it('refuses an authenticated call without a session, before touching the network', async () => {
    answer({ status: 200, data: {} });
    await expect(apiGet('ng/user/coins', { auth: true })).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    expect(seen).toHaveLength(0);
  });

  it('sends the bearer token from the provider and tells it when the server rejects it', async () => {
    const rejected = jest.fn();
    setTokenProvider({ getAccessToken: async () => 'tok-1', onRejected: rejected });
    answer({ status: 200, data: { data: { current_balance: 5 } } });
    await apiGet('ng/user/coins', { auth: true });
    expect(seen[0]?.headers.Authorization).toBe('Bearer tok-1');

    answer({
      status: 401,
      data: {
        message: 'Unauthenticated.',
        code: 'UNAUTHENTICATED',
        errors: { message: 'Unauthenticated.' },
      },
    });
    await expect(apiGet('ng/user/coins', { auth: true })).rejects.toMatchObject({ status: 401 });
    expect(rejected).toHaveBeenCalledTimes(1);
  });

  describe('a request that cannot be prepared (SPEC section 8: logged and rejected)', () => {
    afterEach(() => jest.restoreAllMocks());

    it('logs the failure and rejects, before touching the network', async () => {
      const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const failure = new Error('cookie jar unreadable');
      setTokenProvider({ getAccessToken: () => Promise.reject(failure) });
      answer({ status: 200, data: {} });

      const call = apiGet('ng/user/coins', { auth: true });
      await expect(call).rejects.toBeInstanceOf(ApiError);
      await expect(call).rejects.toMatchObject({
        code: 'REQUEST_PREPARATION',
        status: null,
        message: REQUEST_PREPARATION_MESSAGE,
      });
      expect(logged).toHaveBeenCalledWith('[api] the request could not be prepared', failure);
      expect(seen).toHaveLength(0);
    });

    it('logs and rejects a form post the same way, passing an API error on as it is', async () => {
      const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const refreshFailed = new ApiError('The server took too long to answer. Please try again.', {
        status: null,
        code: 'TIMEOUT',
      });
      setTokenProvider({ getAccessToken: () => Promise.reject(refreshFailed) });
      answer({ status: 200, data: {} });

      await expect(apiPostForm('ng/bet-submit', { stake: 20 }, { auth: true })).rejects.toBe(
        refreshFailed,
      );
      expect(logged).toHaveBeenCalledWith('[api] the request could not be prepared', refreshFailed);
      expect(seen).toHaveLength(0);
    });

    it('does not log the no-session answer, which is not a failure', async () => {
      const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      answer({ status: 200, data: {} });
      await expect(apiGet('ng/user/coins', { auth: true })).rejects.toMatchObject({
        code: 'UNAUTHENTICATED',
      });
      expect(logged).not.toHaveBeenCalled();
    });
  });
});
