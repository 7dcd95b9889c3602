import { postWithdraw } from '@sportsbook/shared/api';
import {
  RESERVE_COINS,
  VALIDATION_MESSAGES,
  WITHDRAW_METHODS,
  WITHDRAW_PAYMENT_TYPES,
  withdrawSchema,
  type WithdrawForm,
  type WithdrawRequest,
} from '@sportsbook/shared/contracts';
import { SelectField, TextField } from '@sportsbook/shared/forms';
import { MoneyFormPage, useMoneyForm } from '../../common/MoneyForm';
import { useRefusalMessage } from '../../common/use-refusal-message';
import { CoinsSummary } from '../../common/CoinsSummary';
import { useWithdrawLimits } from './use-withdraw-limits';

/** BKASH is preselected: the first method the server accepts (USDT is listed but refused). */
const EMPTY: WithdrawForm = {
  withdraw_amount: '',
  phone_no: '',
  payment_method: 'BKASH',
  payment_type: '',
  password: '',
};

const METHOD_OPTIONS = WITHDRAW_METHODS.map((method) => ({ value: method, label: method }));
const TYPE_OPTIONS = [
  { value: '', label: 'Select payment type' },
  ...WITHDRAW_PAYMENT_TYPES.map((type) => ({ value: type, label: type })),
];

/** The checked form as the wire wants it (the schema has refused any other method or type). */
export function toWithdrawRequest(values: WithdrawForm): WithdrawRequest {
  const method = WITHDRAW_METHODS.find((each) => each === values.payment_method);
  if (!method) throw new Error(VALIDATION_MESSAGES.paymentNotSupported);
  const type = WITHDRAW_PAYMENT_TYPES.find((each) => each === values.payment_type) ?? '';
  return { ...values, payment_method: method, payment_type: type };
}

/**
 * /wallet/withdraw (SPEC sections 2, 5 and 9): amount, account number, payment method (USDT,
 * BKASH, NAGAD), payment type (Agent, Personal) and the current password, checked on change by
 * shared's `withdrawSchema`: USDT is refused here with "Payment not supported now!" (under the
 * method, and as an error toast when pressed), BKASH and NAGAD need a type ("Select Payment
 * Mathod"). The limits of the site settings and "Reserve Coin: 10" are shown; the server enforces
 * them. A success sends `coins:changed`, so the header balance reloads.
 */
export function WithdrawPage() {
  const limits = useWithdrawLimits();
  const scaffold = useMoneyForm({
    schema: withdrawSchema,
    defaultValues: EMPTY,
    toRequest: toWithdrawRequest,
    post: postWithdraw,
    reason: 'withdraw',
  });
  const { control } = scaffold.form;
  useRefusalMessage(scaffold.form, 'payment_method', VALIDATION_MESSAGES.paymentNotSupported);

  return (
    <MoneyFormPage
      page="withdraw"
      scaffold={scaffold}
      label="Withdraw"
      againLabel="Make another withdrawal"
      submitLabel="Withdraw"
      before={
        <>
          <CoinsSummary />
          <div className="sb-wallet-note" data-testid="withdraw-limits">
            <p>
              Minimum withdraw: {limits.min} coins. Maximum withdraw: {limits.max} coins.
            </p>
            <p>Reserve Coin: {RESERVE_COINS}</p>
          </div>
        </>
      }
    >
      <TextField
        control={control}
        name="withdraw_amount"
        label="Amount"
        inputMode="decimal"
        autoComplete="off"
      />
      <TextField
        control={control}
        name="phone_no"
        label="Account No"
        type="tel"
        inputMode="numeric"
        autoComplete="off"
        placeholder="11 digits"
      />
      <SelectField
        control={control}
        name="payment_method"
        label="Payment Method"
        options={METHOD_OPTIONS}
      />
      <SelectField
        control={control}
        name="payment_type"
        label="Payment Type"
        options={TYPE_OPTIONS}
      />
    </MoneyFormPage>
  );
}
