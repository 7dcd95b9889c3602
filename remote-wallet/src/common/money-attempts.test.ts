import { ApiError } from '@sportsbook/shared/api';
import { MoneyAttempts, outcomeKnown } from './money-attempts';

function counterKeys(): () => string {
  let n = 0;
  return () => `key-${(n += 1)}`;
}

const form = { username: 'bob', transferring_coin_number: '20', password: 'secret123' };
const networkDown = new ApiError('Could not reach the server.', { status: null, code: 'NETWORK' });
const refused = new ApiError('Insufficient balance.', {
  status: 422,
  code: 'INSUFFICIENT_BALANCE',
});

describe('money attempts', () => {
  it('sends a retry of an unconfirmed request with the same key', async () => {
    const attempts = new MoneyAttempts<typeof form>(counterKeys());
    const keys: string[] = [];
    const send = jest.fn(async (_form: typeof form, key: string) => {
      keys.push(key);
      if (keys.length === 1) throw networkDown;
      return 'ok';
    });
    await expect(attempts.send(form, send)).rejects.toBe(networkDown);
    await expect(attempts.send({ ...form }, send)).resolves.toBe('ok');
    expect(keys).toEqual(['key-1', 'key-1']);
  });

  it('uses a new key once the outcome is known: accepted or refused', async () => {
    const attempts = new MoneyAttempts<typeof form>(counterKeys());
    const keys: string[] = [];
    await attempts.send(form, async (_f, key) => keys.push(key));
    await expect(
      attempts.send(form, async (_f, key) => {
        keys.push(key);
        throw refused;
      }),
    ).rejects.toBe(refused);
    await attempts.send(form, async (_f, key) => keys.push(key));
    expect(keys).toEqual(['key-1', 'key-2', 'key-3']);
  });

  it('gives a changed form a new key even while another attempt is unconfirmed', async () => {
    const attempts = new MoneyAttempts<typeof form>(counterKeys());
    const keys: string[] = [];
    const failing = async (_f: typeof form, key: string) => {
      keys.push(key);
      throw networkDown;
    };
    await expect(attempts.send(form, failing)).rejects.toBe(networkDown);
    await expect(attempts.send({ ...form, transferring_coin_number: '30' }, failing)).rejects.toBe(
      networkDown,
    );
    expect(keys).toEqual(['key-1', 'key-2']);
  });

  it('knows the outcome of a 4xx and of a call never sent, not of a 5xx or a timeout', () => {
    expect(outcomeKnown(refused)).toBe(true);
    expect(
      outcomeKnown(new ApiError('Please Log In!', { status: null, code: 'UNAUTHENTICATED' })),
    ).toBe(true);
    expect(outcomeKnown(new ApiError('Busy', { status: 503, code: 'SERVICE_UNAVAILABLE' }))).toBe(
      false,
    );
    expect(outcomeKnown(new ApiError('Slow', { status: null, code: 'TIMEOUT' }))).toBe(false);
    expect(outcomeKnown(new Error('boom'))).toBe(false);
  });
});
