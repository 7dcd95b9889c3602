import { object, string } from 'yup';
import {
  checkForm,
  coins,
  firstFormError,
  formFieldsOf,
  phone,
  requiredText,
  VALIDATION_MESSAGES,
} from './validation';

describe('the messages of SPEC section 5', () => {
  it('are spelled exactly as SPEC and SPEC-READINGS.md spell them', () => {
    expect(VALIDATION_MESSAGES).toEqual({
      usernameRequired: 'Username required',
      usernameInvalid: 'Username must be 3 to 30 letters, digits, dots, dashes or underscores.',
      loginRequired: 'Username or email required',
      emailRequired: 'Email required',
      emailInvalid: 'Enter a valid email',
      passwordRequired: 'Password required',
      passwordTooShort: 'Password must be minimum 8 characters',
      newPasswordTooShort: 'Minimum 8 characters',
      passwordTooLong: 'Password must be at most 128 characters.',
      confirmRequired: 'Confirm Password required',
      confirmMismatch: 'Password not match',
      phoneRequired: 'Phone required',
      phoneLength: 'Phone number must be 11 digit',
      digitsOnly: 'Please enter a number',
      countryRequired: 'Country required',
      countryInvalid: 'Select a valid country',
      clubRequired: 'Club required',
      clubInvalid: 'Select a valid club',
      sponsorUnknown: 'The sponsor name does not match any user.',
      subjectRequired: 'Subject required',
      subjectTooLong: 'Subject must be at most 150 characters.',
      descriptionRequired: 'Description required',
      descriptionTooLong: 'Description must be at most 1000 characters.',
      coinRequired: 'Coin required',
      coinNotPositive: 'Coin must be greater than 0',
      coinNotANumber: 'Coin must be a number.',
      coinDecimals: 'Coin can have at most 2 decimals.',
      amountRequired: 'Amount required',
      amountNotPositive: 'Amount must be greater than 0',
      amountNotANumber: 'Amount must be a number.',
      amountDecimals: 'Amount can have at most 2 decimals.',
      accountRequired: 'Account required',
      accountLength: 'Account number must be 11 digit',
      paymentMethodRequired: 'Payment method required',
      depositNotAvailable: 'Deposit Not Available',
      paymentNotSupported: 'Payment not supported now!',
      paymentTypeRequired: 'Select Payment Mathod',
    });
  });

  it('exist once each: no two keys carry the same text', () => {
    const texts = Object.values(VALIDATION_MESSAGES);
    expect(new Set(texts).size).toBe(texts.length);
  });
});

/** A small form to try the checker on: declared b, a, then c. */
const sample = object({
  b: requiredText('B required'),
  a: phone(),
  c: coins(),
});

describe('checkForm', () => {
  it('answers the cleaned values: trimmed, without fields the form does not have', () => {
    expect(checkForm(sample, { b: '  x ', a: ' 01712345678 ', c: '5', extra: 'dropped' })).toEqual({
      ok: true,
      values: { b: 'x', a: '01712345678', c: '5' },
    });
  });

  it("reports each field's first problem, headed by the first field in declared order", () => {
    // Whatever order yup reports the problems in, the headline follows the declaration.
    expect(checkForm(sample, { c: '', a: 'abc' })).toEqual({
      ok: false,
      message: 'B required',
      errors: {
        b: 'B required',
        a: 'Phone number must be 11 digit',
        c: 'Coin required',
      },
    });
  });

  it('drops fields named like built-ins (constructor, toString, __proto__) instead of throwing', () => {
    const body = JSON.parse(
      '{"constructor":"0","toString":"","__proto__":{"b":"x"},"b":"y","a":"01712345678","c":"5"}',
    ) as unknown;
    expect(checkForm(sample, body)).toEqual({
      ok: true,
      values: { b: 'y', a: '01712345678', c: '5' },
    });
  });

  it('reads a missing body as an empty form', () => {
    const result = checkForm(sample, undefined);
    expect(result).toMatchObject({ ok: false, message: 'B required' });
  });

  it('gives the declared field order', () => {
    expect(formFieldsOf(sample)).toEqual(['b', 'a', 'c']);
  });

  it('heads a body by a problem a caller added to a field the schema does not declare', () => {
    expect(firstFormError(sample, { other: 'Taken' })).toBe('Taken');
    expect(firstFormError(sample, { other: 'Taken', c: 'Coin required' })).toBe('Coin required');
    expect(firstFormError(sample, {})).toBeUndefined();
  });

  it('lets a schema error without a field through as the headline', () => {
    const whole = object({ a: string() }).test('whole', 'The form is wrong', () => false);
    expect(checkForm(whole, { a: 'x' })).toEqual({
      ok: false,
      message: 'The form is wrong',
      errors: { form: 'The form is wrong' },
    });
  });
});
