import type { AnyObjectSchema } from 'yup';
import type {
  ClubChangeRequest,
  ForgotPasswordRequest,
  PasswordChangeRequest,
  ProfileUpdateRequest,
  SignupRequest,
} from './account';
import {
  clubChangeSchema,
  coinTransferSchema,
  complaintSchema,
  depositSchema,
  forgotPasswordSchema,
  passwordChangeSchema,
  profileUpdateSchema,
  registerSchema,
  signInSchema,
  withdrawSchema,
  type ClubChangeForm,
  type CoinTransferForm,
  type ComplaintForm,
  type DepositForm,
  type ForgotPasswordForm,
  type PasswordChangeForm,
  type ProfileUpdateForm,
  type RegisterForm,
  type SignInForm,
  type WithdrawForm,
} from './form-schemas';
import type { ComplaintRequest } from './support';
import { checkForm, formFieldsOf, type FormValues } from './validation';
import type { CoinTransferRequest, DepositRequest, WithdrawRequest } from './wallet';
import { depositLimitProblem, depositLimitsOf, isMobileDepositMethod } from './wallet';

/** Compile-time: each form's values are exactly its wire fields, as text. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const wireFields: [
  Same<SignInForm, { username: string; password: string }>,
  Same<RegisterForm, FormValues<SignupRequest>>,
  Same<ForgotPasswordForm, FormValues<ForgotPasswordRequest>>,
  Same<PasswordChangeForm, FormValues<PasswordChangeRequest>>,
  Same<ClubChangeForm, FormValues<ClubChangeRequest>>,
  Same<ProfileUpdateForm, FormValues<ProfileUpdateRequest>>,
  Same<ComplaintForm, FormValues<ComplaintRequest>>,
  Same<CoinTransferForm, FormValues<CoinTransferRequest>>,
  Same<DepositForm, FormValues<DepositRequest>>,
  Same<WithdrawForm, FormValues<WithdrawRequest>>,
] = [true, true, true, true, true, true, true, true, true, true];

/** The problem of one field when a valid form has that field changed (null: no problem). */
function problemOf(
  schema: AnyObjectSchema,
  valid: Record<string, string>,
  field: string,
  value: string | undefined,
): string | null {
  const result = checkForm(schema, { ...valid, [field]: value });
  if (result.ok) return null;
  return (result.errors as Record<string, string | undefined>)[field] ?? null;
}

type Case = [field: string, value: string | undefined, message: string];

/** Runs a form's cases: each value of a field gives exactly that message. */
function describeForm(
  name: string,
  schema: AnyObjectSchema,
  valid: Record<string, string>,
  cases: Case[],
  cleaned: Record<string, string> = valid,
) {
  describe(name, () => {
    it('accepts a valid form and answers its cleaned values', () => {
      expect(checkForm(schema, valid)).toEqual({ ok: true, values: cleaned });
    });

    it.each(cases)('%s = %j: "%s"', (field, value, message) => {
      expect(problemOf(schema, valid, field, value)).toBe(message);
    });
  });
}

it('has the wire fields of SPEC section 7 in each schema', () => {
  expect(wireFields.every(Boolean)).toBe(true);
  expect(formFieldsOf(signInSchema)).toEqual(['username', 'password']);
  expect(formFieldsOf(registerSchema)).toEqual([
    'username',
    'email',
    'password',
    'password_confirm',
    'phone',
    'country',
    'club',
    'sponsorname',
    'deposit_limit_period',
    'deposit_limit',
  ]);
  expect(formFieldsOf(coinTransferSchema)).toEqual([
    'username',
    'transferring_coin_number',
    'password',
  ]);
  expect(formFieldsOf(depositSchema)).toEqual([
    'payment_method',
    'coin_number',
    'phone_from',
    'phone_to',
    'password',
  ]);
  expect(formFieldsOf(withdrawSchema)).toEqual([
    'withdraw_amount',
    'phone_no',
    'payment_method',
    'payment_type',
    'password',
  ]);
});

const PHONE_CASES = (field: string, required: string, length: string): Case[] => [
  [field, undefined, required],
  [field, '', required],
  [field, '   ', required],
  [field, '0171234567', length],
  [field, '017123456789', length],
  [field, 'abc', length],
  [field, '0171234567a', 'Please enter a number'],
  [field, '+8801712345', 'Please enter a number'],
];

describeForm('sign-in', signInSchema, { username: 'demo', password: 'demo12345' }, [
  ['username', '', 'Username required'],
  ['username', '  ', 'Username required'],
  ['username', undefined, 'Username required'],
  ['password', '', 'Password required'],
  ['password', undefined, 'Password required'],
]);

const validSignup = {
  username: 'newbie',
  email: 'newbie@example.com',
  password: 'secret123',
  password_confirm: 'secret123',
  phone: '01712345678',
  country: '1',
  club: '10',
  sponsorname: 'demo',
  deposit_limit_period: 'day',
  deposit_limit: '',
};

describeForm('register', registerSchema, validSignup, [
  ['username', '', 'Username required'],
  ['username', 'ab', 'Username must be 3 to 30 letters, digits, dots, dashes or underscores.'],
  [
    'username',
    'has space',
    'Username must be 3 to 30 letters, digits, dots, dashes or underscores.',
  ],
  [
    'username',
    'x'.repeat(31),
    'Username must be 3 to 30 letters, digits, dots, dashes or underscores.',
  ],
  ['email', '', 'Email required'],
  ['email', 'ana@example', 'Enter a valid email'],
  ['email', 'ana @example.com', 'Enter a valid email'],
  ['email', `${'a'.repeat(250)}@x.com`, 'Enter a valid email'],
  ['password', '', 'Password required'],
  ['password', 'short12', 'Password must be minimum 8 characters'],
  ['password', 'x'.repeat(129), 'Password must be at most 128 characters.'],
  ['password_confirm', '', 'Confirm Password required'],
  ['password_confirm', 'secret124', 'Password not match'],
  ...PHONE_CASES('phone', 'Phone required', 'Phone number must be 11 digit'),
  ['country', '', 'Country required'],
  ['country', 'abc', 'Select a valid country'],
  ['country', '0', 'Select a valid country'],
  ['country', '01', 'Select a valid country'],
  ['country', '2147483648', 'Select a valid country'],
  ['club', '', 'Club required'],
  ['club', '1.5', 'Select a valid club'],
  ['sponsorname', 'no one', 'The sponsor name does not match any user.'],
  ['deposit_limit_period', 'year', 'Choose a daily, weekly or monthly limit.'],
  [
    'deposit_limit',
    'lots',
    'The limit must be a positive amount of coins with at most 2 decimals.',
  ],
  ['deposit_limit', '0', 'The limit must be a positive amount of coins with at most 2 decimals.'],
  ['deposit_limit', '-5', 'The limit must be a positive amount of coins with at most 2 decimals.'],
  [
    'deposit_limit',
    '1.234',
    'The limit must be a positive amount of coins with at most 2 decimals.',
  ],
]);

describe('register, more', () => {
  it('takes the sponsor name as optional: missing, empty or spaces become ""', () => {
    for (const sponsorname of [undefined, '', '   ']) {
      const result = checkForm(registerSchema, { ...validSignup, sponsorname });
      expect(result).toEqual({ ok: true, values: { ...validSignup, sponsorname: '' } });
    }
  });

  it('trims text but keeps a password exactly as typed', () => {
    const result = checkForm(registerSchema, {
      ...validSignup,
      username: ' newbie ',
      email: ' newbie@example.com ',
      password: ' secret12 ',
      password_confirm: ' secret12 ',
    });
    expect(result).toEqual({
      ok: true,
      values: { ...validSignup, password: ' secret12 ', password_confirm: ' secret12 ' },
    });
  });

  it('reports every problem of an empty form, headed by the first in screen order', () => {
    expect(checkForm(registerSchema, {})).toEqual({
      ok: false,
      message: 'Username required',
      errors: {
        username: 'Username required',
        email: 'Email required',
        password: 'Password required',
        password_confirm: 'Confirm Password required',
        phone: 'Phone required',
        country: 'Country required',
        club: 'Club required',
      },
    });
  });
});

describeForm('forgot password', forgotPasswordSchema, { login: 'demo' }, [
  ['login', '', 'Username or email required'],
  ['login', '  ', 'Username or email required'],
]);

describeForm(
  'password change',
  passwordChangeSchema,
  { current_password: 'old-secret', password: 'new-secret', password_confirm: 'new-secret' },
  [
    ['current_password', '', 'Password required'],
    ['password', '', 'Password required'],
    ['password', 'short12', 'Minimum 8 characters'],
    ['password', 'x'.repeat(129), 'Password must be at most 128 characters.'],
    ['password_confirm', '', 'Confirm Password required'],
    ['password_confirm', 'new-secreT', 'Password not match'],
  ],
);

describeForm('club update', clubChangeSchema, { club: '10', password: 'secret123' }, [
  ['club', '', 'Club required'],
  ['club', 'x', 'Select a valid club'],
  ['password', '', 'Password required'],
]);

describeForm(
  'profile edit',
  profileUpdateSchema,
  { email: 'demo@example.com', country: '1', phone: '01712345678' },
  [
    ['email', '', 'Email required'],
    ['email', 'demo@', 'Enter a valid email'],
    ['country', '', 'Country required'],
    ['country', '-1', 'Select a valid country'],
    ...PHONE_CASES('phone', 'Phone required', 'Phone number must be 11 digit'),
  ],
);

describeForm('complaint', complaintSchema, { qtitle: 'Late payout', qdescription: 'It is late.' }, [
  ['qtitle', '', 'Subject required'],
  ['qtitle', ' ', 'Subject required'],
  ['qdescription', '', 'Description required'],
  ['qdescription', '\n', 'Description required'],
  ['qtitle', 'x'.repeat(151), 'Subject must be at most 150 characters.'],
  ['qdescription', 'x'.repeat(1001), 'Description must be at most 1000 characters.'],
]);

it('takes a complaint of exactly the longest subject and description', () => {
  const longest = { qtitle: 's'.repeat(150), qdescription: 'd'.repeat(1000) };
  expect(checkForm(complaintSchema, longest)).toEqual({ ok: true, values: longest });
});

const COIN_CASES = (field: string): Case[] => [
  [field, '', 'Coin required'],
  [field, undefined, 'Coin required'],
  [field, 'abc', 'Coin must be a number.'],
  [field, '1e3', 'Coin must be a number.'],
  [field, '1234567890123', 'Coin must be a number.'],
  [field, '0', 'Coin must be greater than 0'],
  [field, '0.00', 'Coin must be greater than 0'],
  [field, '-5', 'Coin must be greater than 0'],
  [field, '10.555', 'Coin can have at most 2 decimals.'],
];

describeForm(
  'coin transfer',
  coinTransferSchema,
  { username: 'friend', transferring_coin_number: '150.50', password: 'secret123' },
  [
    ['username', '', 'Username required'],
    ...COIN_CASES('transferring_coin_number'),
    ['password', '', 'Password required'],
  ],
);

const MOBILE_LIMITS = 'Mobile wallet deposits are minimum 300, maximum 25000 coins.';
const CARD_LIMITS = 'Card deposits are minimum 1, maximum 100000 coins.';

describeForm(
  'deposit',
  depositSchema,
  {
    payment_method: 'BKASH',
    coin_number: '500',
    phone_from: '01712345678',
    phone_to: '01898765432',
    password: 'secret123',
  },
  [
    ['payment_method', '', 'Payment method required'],
    ...COIN_CASES('coin_number'),
    ...PHONE_CASES('phone_from', 'Phone required', 'Phone number must be 11 digit'),
    ['phone_to', '', 'Deposit Not Available'],
    ['phone_to', undefined, 'Deposit Not Available'],
    ['password', '', 'Password required'],
    ['coin_number', '299.99', MOBILE_LIMITS],
    ['coin_number', '25000.01', MOBILE_LIMITS],
    ['coin_number', '30000', MOBILE_LIMITS],
  ],
);

describe('deposit limits: one rule for the form and the server', () => {
  const valid = {
    payment_method: 'BKASH',
    coin_number: '500',
    phone_from: '01712345678',
    phone_to: '01898765432',
    password: 'secret123',
  };
  const problem = (method: string, coins: string) =>
    problemOf(depositSchema, { ...valid, payment_method: method }, 'coin_number', coins);

  it.each([
    ['BKASH', '300', null],
    ['BKASH_AGENT', '25000', null],
    ['NAGAD', '25000.00', null],
    ['NAGAD', '299', MOBILE_LIMITS],
    ['BKASH', '25000.01', MOBILE_LIMITS],
    // A type the server lists that is not a card is a mobile wallet.
    ['ROCKET', '100', MOBILE_LIMITS],
    ['Skrill', '1', null],
    ['Stripe', '100', null],
    ['Neteller', '100000', null],
    ['Skrill', '0.99', CARD_LIMITS],
    ['Neteller', '100000.01', CARD_LIMITS],
  ])('%s with %s coins: %j', (method, coins, message) => {
    expect(problem(method, coins)).toBe(message);
    expect(depositLimitProblem(method, coins)).toBe(message);
  });

  it('leaves what is not an amount to the amount rules', () => {
    expect(depositLimitProblem('BKASH', 'abc')).toBeNull();
    expect(problem('BKASH', 'abc')).toBe('Coin must be a number.');
    expect(problem('BKASH', '0')).toBe('Coin must be greater than 0');
  });

  it('has the limits of SPEC section 9 for the mobile wallets', () => {
    expect(depositLimitsOf('BKASH')).toEqual({ min: 300, max: 25000 });
    expect(isMobileDepositMethod('NAGAD')).toBe(true);
    expect(isMobileDepositMethod('Skrill')).toBe(false);
  });
});

const validWithdraw = {
  withdraw_amount: '600',
  phone_no: '01712345678',
  payment_method: 'BKASH',
  payment_type: 'Agent',
  password: 'secret123',
};

describeForm('withdraw', withdrawSchema, validWithdraw, [
  ['withdraw_amount', '', 'Amount required'],
  ['withdraw_amount', 'ten', 'Amount must be a number.'],
  ['withdraw_amount', '0', 'Amount must be greater than 0'],
  ['withdraw_amount', '-600', 'Amount must be greater than 0'],
  ['withdraw_amount', '600.001', 'Amount can have at most 2 decimals.'],
  ...PHONE_CASES('phone_no', 'Account required', 'Account number must be 11 digit'),
  ['payment_method', 'USDT', 'Payment not supported now!'],
  ['payment_method', '', 'Payment not supported now!'],
  ['payment_method', undefined, 'Payment not supported now!'],
  ['payment_method', 'bkash', 'Payment not supported now!'],
  ['payment_type', '', 'Select Payment Mathod'],
  ['payment_type', undefined, 'Select Payment Mathod'],
  ['payment_type', 'Friend', 'Select Payment Mathod'],
  ['password', '', 'Password required'],
]);

describe('withdraw, more', () => {
  it('asks NAGAD for a payment type as it asks BKASH, and takes Personal', () => {
    expect(problemOf(withdrawSchema, validWithdraw, 'payment_type', '')).toBe(
      'Select Payment Mathod',
    );
    const nagad = { ...validWithdraw, payment_method: 'NAGAD', payment_type: 'Personal' };
    expect(checkForm(withdrawSchema, nagad)).toEqual({ ok: true, values: nagad });
  });

  it('refuses USDT for the method, not for a missing payment type', () => {
    const result = checkForm(withdrawSchema, {
      ...validWithdraw,
      payment_method: 'USDT',
      payment_type: '',
    });
    expect(result).toEqual({
      ok: false,
      message: 'Payment not supported now!',
      errors: { payment_method: 'Payment not supported now!' },
    });
  });
});
