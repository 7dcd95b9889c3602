/**
 * `@sportsbook/shared/api/attempts` is what the operators' back office loads of shared's API: the
 * error class and the idempotency rule, and nothing that would install a token provider or pull
 * the HTTP client into its bundle.
 */
jest.mock('axios', () => {
  throw new Error('the attempts subpath loaded axios');
});
jest.mock('./client', () => {
  throw new Error('the attempts subpath loaded the HTTP client');
});
jest.mock('./session-cookies', () => {
  throw new Error('the attempts subpath loaded the cookie session');
});

import packageJson from '../../package.json';
import {
  ApiError,
  apiErrorFromBody,
  IdempotentAttempts,
  newIdempotencyKey,
  outcomeKnown,
} from './attempts';

it('is published as @sportsbook/shared/api/attempts', () => {
  expect(packageJson.exports['./api/attempts']).toBe('./src/api/attempts.ts');
});

it('gives the error class and the rule without the client, the cookies or axios', async () => {
  const refusal = apiErrorFromBody(400, {
    message: 'Give a reason.',
    code: 'VALIDATION_FAILED',
    errors: { reason: 'Give a reason.', message: 'Give a reason.' },
  });
  expect(refusal).toBeInstanceOf(ApiError);
  expect(refusal.fieldErrors).toEqual({ reason: 'Give a reason.' });
  expect(outcomeKnown(refusal)).toBe(true);
  expect(outcomeKnown(new ApiError('Offline.', { status: null, code: 'NETWORK' }))).toBe(false);

  const attempts = new IdempotentAttempts<{ path: string }>();
  const keys: string[] = [];
  const send = (request: { path: string }, key: string) => {
    keys.push(key);
    return Promise.reject(
      apiErrorFromBody(503, { message: 'Busy.', errors: { message: 'Busy.' } }),
    );
  };
  await expect(attempts.send({ path: '/a' }, send)).rejects.toThrow('Busy.');
  await expect(attempts.send({ path: '/a' }, send)).rejects.toThrow('Busy.');
  expect(keys[1]).toBe(keys[0]);
  expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
});
