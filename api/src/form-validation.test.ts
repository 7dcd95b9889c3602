import { signInSchema, withdrawSchema } from '@sportsbook/shared/contracts';
import { ApiError } from './errors';
import { formError, validateForm } from './form-validation';

function refusal(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('validateForm', () => {
  it('answers the cleaned values of a valid form', () => {
    expect(validateForm(signInSchema, { username: ' demo ', password: 'x', extra: '1' })).toEqual({
      username: 'demo',
      password: 'x',
    });
  });

  it('refuses with 422 VALIDATION_FAILED, each field named, headed by the first in form order', () => {
    const error = refusal(() =>
      validateForm(withdrawSchema, { payment_method: 'USDT', withdraw_amount: '0' }),
    );
    expect(error.statusCode).toBe(422);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe('Amount must be greater than 0');
    expect(error.fieldErrors).toEqual({
      withdraw_amount: 'Amount must be greater than 0',
      phone_no: 'Account required',
      payment_method: 'Payment not supported now!',
      password: 'Password required',
    });
  });

  it('reads a missing body as an empty form', () => {
    expect(refusal(() => validateForm(signInSchema, undefined)).message).toBe('Username required');
  });
});

describe('formError', () => {
  it('keeps the code a caller gives and leaves out fields without a problem', () => {
    const error = formError(signInSchema, { password: undefined, username: 'Taken' }, 'CONFLICT');
    expect(error.code).toBe('CONFLICT');
    expect(error.statusCode).toBe(422);
    expect(error.message).toBe('Taken');
    expect(error.fieldErrors).toEqual({ username: 'Taken' });
  });

  it('takes the code of the message that heads the form, when given codes by message', () => {
    const codes = { Taken: 'USERNAME_TAKEN', Wrong: 'INVALID_CREDENTIALS' } as const;
    const headed = formError(signInSchema, { username: 'Taken', password: 'Wrong' }, codes);
    expect(headed.code).toBe('USERNAME_TAKEN');
    expect(formError(signInSchema, { password: 'Wrong' }, codes).code).toBe('INVALID_CREDENTIALS');
    expect(formError(signInSchema, { username: 'Too short' }, codes).code).toBe(
      'VALIDATION_FAILED',
    );
  });
});
