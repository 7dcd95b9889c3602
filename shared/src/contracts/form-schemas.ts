/**
 * One yup schema per form of SPEC section 5, keyed by the wire fields of SPEC section 7. The form
 * validates with it on change (react-hook-form's yupResolver); the API runs it first on the posted
 * body (`checkForm`) and adds the rules only the server can check (balances, limits from the site
 * settings, uniqueness, what exists). Fields are declared in the order SPEC section 2 lists them
 * on the screen; that order decides the headline `errors.message`.
 */
import { object, string } from 'yup';
import type { InferType } from 'yup';
import {
  choiceId,
  coinAmount,
  coins,
  COMPLAINT_DESCRIPTION_MAX_LENGTH,
  COMPLAINT_SUBJECT_MAX_LENGTH,
  elevenDigits,
  email,
  newPassword,
  password,
  phone,
  requiredText,
  USERNAME_PATTERN,
  VALIDATION_MESSAGES as M,
} from './validation';
import { DEPOSIT_LIMIT_PERIODS, SAFER_GAMBLING_MESSAGES } from './safer-gambling';
import { depositLimitProblem, WITHDRAW_ACCEPTED_METHODS, WITHDRAW_PAYMENT_TYPES } from './wallet';

/** Sign-in (`POST /oauth/token`'s username and password). */
export const signInSchema = object({
  username: requiredText(M.usernameRequired),
  password: password(),
});

/** Register (`POST ng/signup`). Whether the username, email and sponsor exist is the server's. */
export const registerSchema = object({
  username: requiredText(M.usernameRequired).matches(USERNAME_PATTERN, M.usernameInvalid),
  email: email(),
  password: newPassword(M.passwordTooShort),
  password_confirm: string()
    .required(M.confirmRequired)
    .test('same', M.confirmMismatch, (value, context) => value === context.parent.password),
  phone: phone(),
  country: choiceId(M.countryRequired, M.countryInvalid),
  club: choiceId(M.clubRequired, M.clubInvalid),
  sponsorname: string()
    .trim()
    .default('')
    .test(
      'username',
      M.sponsorUnknown,
      (value) => value === undefined || value === '' || USERNAME_PATTERN.test(value),
    ),
  // Issue 31: the optional deposit limit offered at registration; blank skips it.
  deposit_limit_period: string()
    .trim()
    .default('day')
    .test(
      'period',
      SAFER_GAMBLING_MESSAGES.periodInvalid,
      (value) =>
        value === undefined ||
        value === '' ||
        (DEPOSIT_LIMIT_PERIODS as readonly string[]).includes(value),
    ),
  deposit_limit: string()
    .trim()
    .default('')
    .test(
      'limit',
      SAFER_GAMBLING_MESSAGES.limitInvalid,
      (value) =>
        value === undefined ||
        value === '' ||
        (/^\d{1,9}(\.\d{1,2})?$/.test(value) && Number(value) > 0),
    ),
});

/** Forgot password (`POST ng/forgot-password`): a username or an email. */
export const forgotPasswordSchema = object({
  login: requiredText(M.loginRequired),
});

/** Update Password (`POST /ng/user/profile/change-password`). */
export const passwordChangeSchema = object({
  current_password: password(),
  password: newPassword(M.newPasswordTooShort),
  password_confirm: string()
    .required(M.confirmRequired)
    .test('same', M.confirmMismatch, (value, context) => value === context.parent.password),
});

/** Update Club (`POST /ng/user/profile/change-club`). */
export const clubChangeSchema = object({
  club: choiceId(M.clubRequired, M.clubInvalid),
  password: password(),
});

/** Update Profile, contact tab (`POST /ng/user/profile`). */
export const profileUpdateSchema = object({
  email: email(),
  country: choiceId(M.countryRequired, M.countryInvalid),
  phone: phone(),
});

/** Submit Complain (`POST /ng/user/profile/submit-complain`). */
export const complaintSchema = object({
  qtitle: requiredText(M.subjectRequired).max(COMPLAINT_SUBJECT_MAX_LENGTH, M.subjectTooLong),
  qdescription: requiredText(M.descriptionRequired).max(
    COMPLAINT_DESCRIPTION_MAX_LENGTH,
    M.descriptionTooLong,
  ),
});

/** Coin Transfer (`POST /ng/user/wallet/cointransfer`). Who exists and the balance: the server's. */
export const coinTransferSchema = object({
  username: requiredText(M.usernameRequired),
  transferring_coin_number: coins(),
  password: password(),
});

/**
 * Make Deposit (`POST /ng/user/wallet/deposit-request`). `phone_to` is the house number the form
 * sets from the deposit-number list; without one, "Deposit Not Available" (SPEC section 5). The
 * coins must be within the method's limits (`depositLimitProblem`), on change and on the server.
 */
export const depositSchema = object({
  payment_method: requiredText(M.paymentMethodRequired),
  // The limits of the chosen method (300..25000 for a mobile wallet), the one rule of wallet.ts.
  coin_number: coins().test('method-limits', (value, context) => {
    const problem = depositLimitProblem(String(context.parent.payment_method ?? ''), value ?? '');
    return problem === null || context.createError({ message: problem });
  }),
  phone_from: phone(),
  phone_to: requiredText(M.depositNotAvailable),
  password: password(),
});

function isAcceptedWithdrawMethod(method: unknown): boolean {
  return (WITHDRAW_ACCEPTED_METHODS as readonly unknown[]).includes(method);
}

/**
 * Withdraw (`POST /ng/user/wallet/withdraw`): BKASH and NAGAD need a payment type ("Select Payment
 * Mathod"); any other method is refused with "Payment not supported now!". The limits come from
 * the site settings and the reserve from the balance: the server's.
 */
export const withdrawSchema = object({
  withdraw_amount: coinAmount({
    required: M.amountRequired,
    notANumber: M.amountNotANumber,
    notPositive: M.amountNotPositive,
    decimals: M.amountDecimals,
  }),
  phone_no: elevenDigits(M.accountRequired, M.accountLength),
  payment_method: requiredText(M.paymentNotSupported).test(
    'accepted',
    M.paymentNotSupported,
    (value) => value === undefined || isAcceptedWithdrawMethod(value),
  ),
  payment_type: string()
    .trim()
    .default('')
    .when('payment_method', {
      is: (method: unknown) => isAcceptedWithdrawMethod(method),
      then: (type) =>
        type
          .required(M.paymentTypeRequired)
          .oneOf([...WITHDRAW_PAYMENT_TYPES], M.paymentTypeRequired),
    }),
  password: password(),
});

export type SignInForm = InferType<typeof signInSchema>;
export type RegisterForm = InferType<typeof registerSchema>;
export type ForgotPasswordForm = InferType<typeof forgotPasswordSchema>;
export type PasswordChangeForm = InferType<typeof passwordChangeSchema>;
export type ClubChangeForm = InferType<typeof clubChangeSchema>;
export type ProfileUpdateForm = InferType<typeof profileUpdateSchema>;
export type ComplaintForm = InferType<typeof complaintSchema>;
export type CoinTransferForm = InferType<typeof coinTransferSchema>;
export type DepositForm = InferType<typeof depositSchema>;
export type WithdrawForm = InferType<typeof withdrawSchema>;
