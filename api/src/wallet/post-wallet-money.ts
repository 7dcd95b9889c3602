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
 *
 * A deposit request, a withdrawal and a cancel change the operators' queues: after the commit
 * (never for a replay), `QueueChanged` on their channel (realtime/queue-notice.ts).
 */
import type { FastifyInstance } from 'fastify';
import {
  coinTransferReply,
  depositRequestReply,
  withdrawReply,
} from '@sportsbook/shared/contracts/wire-schemas';
import {
  API_PATHS,
  coinTransferSchema,
  depositSchema,
  withdrawCancelSchema,
  withdrawSchema,
} from '@sportsbook/shared/contracts';
import type {
  CoinTransferResponse,
  DepositRequestResponse,
  WithdrawCancelResponse,
  WithdrawResponse,
} from '@sportsbook/shared/contracts';
import { WALLET_MESSAGES } from './wallet-service';
import type { PasswordAttempts } from '../accounts/password-attempts';
import { postMoneyForm } from '../http/money-post';
import { notifyOperators } from '../realtime/queue-notice';

/** `passwordAttempts` limits wrong passwords per user (accounts/password-attempts.ts). */
export function postWalletMoney(app: FastifyInstance, passwordAttempts: PasswordAttempts): void {
  const options = { passwordAttempts };
  const tellOperators = (queue: 'deposits' | 'withdrawals') => () =>
    notifyOperators(app.broadcaster, [queue], app.log);
  postMoneyForm(
    app,
    API_PATHS.depositRequest,
    depositSchema,
    async (form, user) => {
      const input = await app.wallet.readDeposit(user.id, form);
      return async (trx) => {
        await app.saferGambling.guard(trx, user.id, {
          kind: 'deposit',
          amountMinor: input.amountMinor,
        });
        await app.wallet.createDepositRequest(trx, user.id, input);
        const message = WALLET_MESSAGES.depositCreated;
        return {
          statusCode: 201,
          body: { message, data: message } satisfies DepositRequestResponse,
          afterCommit: tellOperators('deposits'),
        };
      };
    },
    { ...options, reply: depositRequestReply },
  );

  postMoneyForm(
    app,
    API_PATHS.withdraw,
    withdrawSchema,
    async (form, user) => {
      const input = await app.wallet.readWithdraw(user.id, form);
      return async (trx) => ({
        statusCode: 201,
        body: {
          message: WALLET_MESSAGES.withdrawCreated,
          data: await app.wallet.createWithdrawal(trx, user.id, input),
        } satisfies WithdrawResponse,
        afterCommit: tellOperators('withdrawals'),
      });
    },
    { ...options, reply: withdrawReply },
  );

  postMoneyForm(
    app,
    API_PATHS.withdrawCancel,
    withdrawCancelSchema,
    (form, user) => {
      const id = Number(form.id);
      return async (trx) => {
        const { withdrawal, announce } = await app.wallet.cancelWithdrawal(trx, user.id, id);
        return {
          statusCode: 200,
          body: {
            message: WALLET_MESSAGES.withdrawCancelled,
            data: withdrawal,
          } satisfies WithdrawCancelResponse,
          // The bettor's other tabs: the row and the balance (the answer tells this one); and the
          // operators' withdrawal queue, which loses the row.
          afterCommit: async () => {
            await announce();
            await tellOperators('withdrawals')();
          },
        };
      };
    },
    { reply: withdrawReply },
  );

  postMoneyForm(
    app,
    API_PATHS.coinTransfer,
    coinTransferSchema,
    async (form, user) => {
      const input = await app.wallet.readTransfer(user.id, form);
      return async (trx) => {
        await app.saferGambling.guard(trx, user.id, { kind: 'transfer' });
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
    { ...options, reply: coinTransferReply },
  );
}
