/**
 * The wallet's three money POSTs (SPEC section 7), each through `postMoneyForm`: bearer token,
 * `Idempotency-Key`, the shared schema's rules (SPEC section 5's messages), the password again
 * (verified before the transaction, argon2 being slow; a retry with a stored answer replays
 * before it), then the work in one money transaction.
 * - `deposit-request`: 201 `{ message, data: message }`: a pending request, no coin moves;
 * - `withdraw`: 201 `{ message, data: WithdrawRecord }`: the amount held at once;
 * - `cointransfer`: 200 `{ message, data: { current_balance } }`: both balances in one transfer,
 *   then `CoinsChanged` to the receiver.
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
  WithdrawResponse,
} from '@sportsbook/shared/contracts';
import { validateForm } from '../../form-validation';
import { WALLET_MESSAGES } from '../../wallet/wallet-service';
import type { PasswordAttempts } from '../account/password-attempts';
import { postMoneyForm } from '../money-post';

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
