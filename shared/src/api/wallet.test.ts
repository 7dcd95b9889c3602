import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { ApiError } from './api-error';
import { apiHttp, setTokenProvider } from './client';
import { configureApi } from './config';
import {
  fetchDepositHistory,
  fetchDepositNumbers,
  fetchStatement,
  fetchWithdrawHistory,
  postCoinTransfer,
  postDepositRequest,
  postWithdraw,
  postWithdrawCancel,
  walletMessage,
} from './wallet';

let seen: InternalAxiosRequestConfig[] = [];

function answer(status: number, data: unknown): void {
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const response = { data, status, statusText: String(status), headers: {}, config };
    if (status >= 400) {
      throw new AxiosError('failed', AxiosError.ERR_BAD_RESPONSE, config, null, response);
    }
    return response;
  };
  apiHttp.defaults.adapter = adapter;
}

beforeEach(() => {
  seen = [];
  configureApi({ baseUrl: 'http://api.test:8000' });
  setTokenProvider({ getAccessToken: async () => 'token-1' });
});

afterAll(() => setTokenProvider(null));

describe('wallet calls', () => {
  it('reads the deposit numbers from the data envelope, authenticated', async () => {
    answer(200, { data: [{ type: 'BKASH', phone_no: '01711111111' }] });
    await expect(fetchDepositNumbers()).resolves.toEqual([
      { type: 'BKASH', phone_no: '01711111111' },
    ]);
    expect(seen[0]?.url).toBe('ng/user/wallet/deposit-numbers');
    expect(seen[0]?.headers.Authorization).toBe('Bearer token-1');
  });

  it.each([
    ['deposit history', fetchDepositHistory, 'ng/user/wallet/deposit-history'],
    ['withdraw history', fetchWithdrawHistory, 'ng/user/wallet/withdraw-history'],
    ['statement', fetchStatement, 'ng/user/wallet/statement'],
  ] as const)('asks for a page of the %s and returns the paged body', async (_name, fetch, url) => {
    const page = { data: [], current_page: 2, last_page: 3, per_page: 10, total: 25 };
    answer(200, page);
    await expect(fetch(2)).resolves.toEqual(page);
    expect(seen[0]?.url).toBe(url);
    expect(seen[0]?.params).toEqual({ page: 2 });
  });

  it('posts a deposit request as form data with its idempotency key and returns data as the message', async () => {
    answer(201, { data: 'Deposit request received.' });
    await expect(
      postDepositRequest(
        {
          payment_method: 'BKASH',
          coin_number: '500',
          password: 'secret123',
          phone_from: '01800000000',
          phone_to: '01711111111',
        },
        'key-1',
      ),
    ).resolves.toBe('Deposit request received.');
    expect(seen[0]?.url).toBe('ng/user/wallet/deposit-request');
    expect(seen[0]?.headers['Idempotency-Key']).toBe('key-1');
    expect(new URLSearchParams(String(seen[0]?.data)).get('phone_to')).toBe('01711111111');
  });

  it('reads a withdrawal message from the body when data holds the record', async () => {
    answer(201, { message: 'Withdraw request created.', data: { id: 4 } });
    await expect(
      postWithdraw(
        {
          withdraw_amount: '600',
          password: 'secret123',
          phone_no: '01800000000',
          payment_type: 'Agent',
          payment_method: 'BKASH',
        },
        'key-2',
      ),
    ).resolves.toBe('Withdraw request created.');
    expect(seen[0]?.url).toBe('ng/user/wallet/withdraw');
  });

  it('cancels a withdrawal by its id, with the key of the attempt, and reads the message', async () => {
    answer(200, { message: 'Your withdrawal has been cancelled.', data: { id: 44 } });
    await expect(postWithdrawCancel({ id: '44' }, 'key-9')).resolves.toBe(
      'Your withdrawal has been cancelled.',
    );
    expect(seen[0]?.url).toBe('ng/user/wallet/withdraw-cancel');
    expect(seen[0]?.method).toBe('post');
    expect(seen[0]?.headers['Idempotency-Key']).toBe('key-9');
    expect(String(seen[0]?.data)).toBe('id=44');
  });

  it('resolves to no message when the server gives none, so the form shows its default', async () => {
    answer(200, { data: { id: 1 } });
    await expect(
      postCoinTransfer(
        { username: 'bob', transferring_coin_number: '20', password: 'secret123' },
        'key-3',
      ),
    ).resolves.toBeUndefined();
    expect(seen[0]?.url).toBe('ng/user/wallet/cointransfer');
    expect(walletMessage(null)).toBeUndefined();
  });

  it("rejects with the server's errors.message", async () => {
    answer(422, {
      message: 'The given data was invalid.',
      code: 'INSUFFICIENT_BALANCE',
      errors: { message: 'Insufficient balance.' },
    });
    const failure = postCoinTransfer(
      { username: 'bob', transferring_coin_number: '20', password: 'secret123' },
      'key-4',
    );
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toThrow('Insufficient balance.');
  });
});
