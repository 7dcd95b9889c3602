import { useEffect } from 'react';
import { postDepositRequest } from '@sportsbook/shared/api';
import {
  DEFAULT_DEPOSIT_METHOD,
  isMobileDepositMethod,
  MOBILE_DEPOSIT_LIMITS,
  VALIDATION_MESSAGES,
  depositSchema,
  type DepositForm,
} from '@sportsbook/shared/contracts';
import { SelectField, TextField } from '@sportsbook/shared/forms';
import { MoneyFormPage, useMoneyForm } from '../../common/MoneyForm';
import { useRefusalMessage } from '../../common/use-refusal-message';
import { depositMethods, depositNumberFor } from './deposit-methods';
import { useDepositNumbers } from './use-deposit-numbers';

const EMPTY: DepositForm = {
  payment_method: DEFAULT_DEPOSIT_METHOD,
  coin_number: '',
  phone_from: '',
  phone_to: '',
  password: '',
};

/** SPEC section 9's text for the mobile wallets. */
export const MOBILE_DEPOSIT_TEXT = `Minimum ${MOBILE_DEPOSIT_LIMITS.min}, maximum ${MOBILE_DEPOSIT_LIMITS.max} coins.`;
export const NUMBERS_FAILED_MESSAGE = 'Could not load the mobile wallet numbers. Please try again.';

/**
 * /wallet/make-deposit (SPEC sections 2, 4, 5 and 9): payment method (Skrill by default, Stripe,
 * Neteller and the mobile wallets the server lists), coins, phone from, phone to and the current
 * password, checked on change by shared's `depositSchema`. Choosing a method sets "Phone To" from
 * the deposit-number list; it is read-only and shown only for mobile-wallet methods, which also
 * show the 300 / 25000 text. A method without a number says "Deposit Not Available" as soon as it
 * is chosen, and cannot be sent (a press says it again).
 * A success sends `coins:changed` (the request is pending until an operator approves it).
 */
export function MakeDepositPage() {
  const { numbers, retry } = useDepositNumbers();
  const scaffold = useMoneyForm({
    schema: depositSchema,
    defaultValues: EMPTY,
    toRequest: (values: DepositForm) => values,
    post: postDepositRequest,
    reason: 'deposit',
  });
  const { control, setValue, formState, watch, trigger, getFieldState } = scaffold.form;
  // The form's own `watch`, not react-hook-form's `useWatch`: an import of react-hook-form here
  // would bundle a second copy of it beside the one in `@sportsbook/shared/forms` (issue 12).
  const method = watch('payment_method');
  const list = numbers.state === 'loaded' ? numbers.numbers : [];
  const mobile = isMobileDepositMethod(method);
  const { submitCount } = formState;
  const phoneToError = formState.errors.phone_to?.message;
  useRefusalMessage(scaffold.form, 'phone_to', VALIDATION_MESSAGES.depositNotAvailable);

  // SPEC section 4: choosing a method sets the destination number from the list.
  const number = depositNumberFor(list, method);
  // SPEC-READINGS.md "Deposit methods": a method the loaded list has no number for says so as soon
  // as it is chosen (the default included), not only once the form is filled and sent; a press
  // says it again (the schema's `phone_to` rule, and the toast of `useRefusalMessage`).
  const unavailable = numbers.state === 'loaded' && number === '';
  const methodNotice = unavailable
    ? VALIDATION_MESSAGES.depositNotAvailable
    : mobile
      ? undefined
      : phoneToError;
  useEffect(() => {
    setValue('phone_to', number, { shouldValidate: submitCount > 0 });
  }, [number, setValue, submitCount]);
  // The coins' limits depend on the method (shared's `depositLimitProblem`, the server's rule
  // too): coins already typed are checked again against the method chosen now.
  useEffect(() => {
    if (submitCount > 0 || getFieldState('coin_number').isDirty) void trigger('coin_number');
  }, [method, submitCount, getFieldState, trigger]);

  return (
    <MoneyFormPage
      page="make-deposit"
      scaffold={scaffold}
      label="Make Deposit"
      againLabel="Make another deposit"
      submitLabel="Deposit"
      before={
        numbers.state === 'failed' && (
          <div className="sb-wallet-notice" role="alert">
            <span>{NUMBERS_FAILED_MESSAGE}</span>
            <button type="button" className="sb-btn sb-btn--ghost" onClick={retry}>
              Retry
            </button>
          </div>
        )
      }
    >
      <SelectField
        control={control}
        name="payment_method"
        label="Payment Method"
        options={depositMethods(list).map((each) => ({ value: each, label: each }))}
      />
      {methodNotice && (
        <p className="sb-wallet-alert" role="alert">
          {methodNotice}
        </p>
      )}
      <TextField
        control={control}
        name="coin_number"
        label="Coins"
        inputMode="decimal"
        autoComplete="off"
        hint={mobile ? MOBILE_DEPOSIT_TEXT : undefined}
      />
      <TextField
        control={control}
        name="phone_from"
        label="Phone From"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="11 digits"
      />
      {mobile && (
        <TextField control={control} name="phone_to" label="Phone To" type="tel" readOnly />
      )}
    </MoneyFormPage>
  );
}
