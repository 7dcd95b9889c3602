/**
 * The wallet's three money POSTs (SPEC section 7), each through `postMoneyForm`: bearer token,
 * `Idempotency-Key`, the shared schema's rules (SPEC section 5's messages), the password again
 * (verified before the transaction, argon2 being slow; a retry with a stored answer replays
 * before it), then the work in one money transaction.
 * - `deposit-request`: 201 `{ message, data: message }`: a pending request, no coin moves;
 * - `withdraw`: 201 `{ message, data: WithdrawRecord }`: the amount held at once;
 * - `cointransfer`: 200 `{ message, data: { current_balance } }`: both balances in one transfer,
 *   then `CoinsChanged` to the receiver;
 * - `withdraw-cancel` (issue 25, form `id`): 200 `{ message, data: WithdrawRecord }`: one of the
 *   bettor's own pending withdrawals cancelled, its hold voided (the coins back). No password: it
 *   sends no coin anywhere but back to the bettor (api/README.md "Wallet"). After the commit,
 *   `WithdrawalUpdated` and `CoinsChanged` on the bettor's private channel, for their other tabs.
 */
import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  coinTransferSchema,
  depositSchema,
  formFieldsOf,
  withdrawSchema,
} from '@sportsbook/shared/contracts';
import type {
  CoinTransferResponse,
  DepositRequestResponse,
  WithdrawCancelResponse,
  WithdrawResponse,
} from '@sportsbook/shared/contracts';
import { ApiError } from '../../errors';
import { FORM_ERROR_STATUS, validateForm } from '../../form-validation';
import { WALLET_MESSAGES } from '../../wallet/wallet-service';
import type { PasswordAttempts } from '../account/password-attempts';
import { postMoneyForm } from '../money-post';

/** A withdrawal's id as posted: a positive whole number (ids are 32-bit). */
const WITHDRAWAL_ID = /^[1-9][0-9]{0,9}$/;

function withdrawalIdOf(text: string | undefined): number {
  const trimmed = (text ?? '').trim();
  if (!WITHDRAWAL_ID.test(trimmed) || Number(trimmed) > 2_147_483_647) {
    throw new ApiError('VALIDATION_FAILED', WALLET_MESSAGES.withdrawalIdInvalid, {
      fieldErrors: { id: WALLET_MESSAGES.withdrawalIdInvalid },
      statusCode: FORM_ERROR_STATUS,
    });
  }
  return Number(trimmed);
}

/** `passwordAttempts` limits wrong passwords per user (routes/account/password-attempts.ts). */
export function postWalletMoney(app: FastifyInstance, passwordAttempts: PasswordAttempts): void {
  const options = { passwordAttempts };
  postMoneyForm(
    app,
    API_PATHS.depositRequest,
    formFieldsOf(depositSchema),
    async (form, user) => {
      const input = await app.wallet.readDeposit(user.id, validateForm(depositSchema, form));
      return async (trx) => {
        await app.wallet.createDepositRequest(trx, user.id, input);
        const message = WALLET_MESSAGES.depositCreated;
        return {
          statusCode: 201,
          body: { message, data: message } satisfies DepositRequestResponse,
        };
      };
    },
    options,
  );

  postMoneyForm(
    app,
    API_PATHS.withdraw,
    formFieldsOf(withdrawSchema),
    async (form, user) => {
      const input = await app.wallet.readWithdraw(user.id, validateForm(withdrawSchema, form));
      return async (trx) => ({
        statusCode: 201,
        body: {
          message: WALLET_MESSAGES.withdrawCreated,
          data: await app.wallet.createWithdrawal(trx, user.id, input),
        } satisfies WithdrawResponse,
      });
    },
    options,
  );

  postMoneyForm(app, API_PATHS.withdrawCancel, ['id'] as const, (form, user) => {
    const id = withdrawalIdOf(form.id);
    return async (trx) => {
      const { withdrawal, announce } = await app.wallet.cancelWithdrawal(trx, user.id, id);
      return {
        statusCode: 200,
        body: {
          message: WALLET_MESSAGES.withdrawCancelled,
          data: withdrawal,
        } satisfies WithdrawCancelResponse,
        // The bettor's other tabs: the row and the balance (the answer tells this one).
        afterCommit: announce,
      };
    };
  });

  postMoneyForm(
    app,
    API_PATHS.coinTransfer,
    formFieldsOf(coinTransferSchema),
    async (form, user) => {
      const input = await app.wallet.readTransfer(user.id, validateForm(coinTransferSchema, form));
      return async (trx) => {
        const result = await app.wallet.transfer(trx, user.id, input);
        return {
          statusCode: 200,
          body: {
            message: WALLET_MESSAGES.transferDone,
            data: { current_balance: result.currentBalanceMinor / 100 },
          } satisfies CoinTransferResponse,
          afterCommit: result.notifyReceiver,
        };
      };
    },
    options,
  );
}
