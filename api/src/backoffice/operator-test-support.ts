/** Operators for the back office's tests: an account per role, signed in with a real TOTP code. */
import { randomUUID } from 'node:crypto';
import { generate } from 'otplib';
import { IDEMPOTENCY_KEY_HEADER } from '@sportsbook/shared/contracts';
import type { TestApp } from '../../test/helper';
import type { OperatorRole } from './backoffice-tables';

export interface TestOperator {
  username: string;
  password: string;
  secret: string;
  role: OperatorRole;
  token: string;
}

/** The current code of `secret` on the app's clock. */
export function totpCode(secret: string, now: Date): Promise<string> {
  return generate({ secret, epoch: Math.floor(now.getTime() / 1000) });
}

let created = 0;

/** A new operator of `role`, signed in at `now` (the app's clock). */
export async function newOperator(
  t: TestApp,
  role: OperatorRole,
  now: Date,
  name = `${role}-${++created}-${randomUUID().slice(0, 6)}`,
): Promise<TestOperator> {
  const password = 'correct horse battery';
  const enrolment = await t.app.operators.create({ username: name, password, role });
  const response = await t.app.inject({
    method: 'POST',
    url: '/operator/session',
    payload: { username: name, password, code: await totpCode(enrolment.totp_secret, now) },
  });
  if (response.statusCode !== 200) throw new Error(`Operator sign-in failed: ${response.body}`);
  const { token } = JSON.parse(response.body) as { token: string };
  return { username: name, password, secret: enrolment.totp_secret, role, token };
}

/** A back-office request as `operator`. */
export function asOperator(
  t: TestApp,
  operator: Pick<TestOperator, 'token'>,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  key?: string,
) {
  return t.app.inject({
    method,
    url,
    headers: {
      authorization: `Bearer ${operator.token}`,
      ...(key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {}),
    },
    ...(payload ? { payload } : {}),
  });
}
