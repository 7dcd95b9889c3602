/**
 * The operators' wallet commands: list and decide pending deposits and withdrawals, manage the
 * deposit numbers and the withdraw limits. Each goes through the wallet's operations service, so
 * coins move through the ledger in one transaction with an audit row naming the operator
 * ($SB_OPERATOR, else the OS user) and the time, and the bettor's private channel gets
 * `CoinsChanged` when a decision moves coins. Output is JSON, one line per item.
 */
import type { WalletOperations } from '../wallet/wallet-operations';
import type { WithdrawLimits } from '../wallet/wallet-settings';
import { parseIdArgument } from './arguments';
import type { UsageErrorFactory } from './arguments';

export const WALLET_USAGE = `  deposits                           list pending deposit requests, oldest first (one JSON line each)
  approve-deposit <depositId>        approve one: its coins move to the bettor, once
  reject-deposit <depositId>         reject one: nothing moves
  withdrawals                        list pending withdrawals, oldest first (one JSON line each)
  pay-withdrawal <withdrawalId>      mark one paid: its held coins leave for good, once
  reject-withdrawal <withdrawalId>   reject one: its held coins go back to the bettor, once
  deposit-numbers                    list the house's deposit numbers (one JSON line each)
  set-deposit-number <type> <phone>  set the number of a method (BKASH, BKASH_AGENT, NAGAD, ...)
  remove-deposit-number <type>       remove it: that method shows "Deposit Not Available"
  withdraw-limits [<min> <max>]      show, or set, the withdraw limits in whole coins
  wallet-audit                       the last 50 wallet actions of operators, newest first`;

export interface WalletOpsContext {
  /** The wallet's operations: needed by the wallet commands only. */
  wallet?: WalletOperations;
  /** Who runs the command, for the audit: $SB_OPERATOR or the OS user (the CLI sets it). */
  operator?: string;
  print(line: string): void;
}

function service(ctx: WalletOpsContext): WalletOperations {
  if (!ctx.wallet) throw new Error('The wallet commands need the wallet operations.');
  return ctx.wallet;
}

function operatorOf(ctx: WalletOpsContext): string {
  if (!ctx.operator) throw new Error('The wallet commands need the operator’s name for the audit.');
  return ctx.operator;
}

const WHOLE_COINS = /^[1-9][0-9]{0,9}$/;

function limitsJson(limits: WithdrawLimits) {
  return { withdraw_min_limit: limits.minMinor / 100, withdraw_max_limit: limits.maxMinor / 100 };
}

/**
 * Runs one wallet command; returns false when `command` is not one of them. Throws the usage
 * error for a bad command line and ApiError when refused.
 */
export async function runWalletCommand(
  command: string,
  args: readonly string[],
  ctx: WalletOpsContext,
  usageError: UsageErrorFactory,
): Promise<boolean> {
  const expectArgs = (...counts: number[]) => {
    if (!counts.includes(args.length)) {
      throw usageError(`${command} takes ${counts.join(' or ')} argument(s).`);
    }
  };
  const printAll = (items: readonly unknown[], none: string) => {
    if (items.length === 0) ctx.print(none);
    for (const item of items) ctx.print(JSON.stringify(item));
  };
  const printDecision = (decision: { notified: boolean }) => {
    const { notified, ...rest } = decision;
    if (!notified) ctx.print('warning: the realtime server did not take CoinsChanged.');
    ctx.print(JSON.stringify(rest));
  };
  switch (command) {
    case 'deposits':
      expectArgs(0);
      printAll(await service(ctx).pendingDeposits(), 'No pending deposits.');
      return true;
    case 'withdrawals':
      expectArgs(0);
      printAll(await service(ctx).pendingWithdrawals(), 'No pending withdrawals.');
      return true;
    case 'approve-deposit':
    case 'reject-deposit':
    case 'pay-withdrawal':
    case 'reject-withdrawal': {
      expectArgs(1);
      const what = command.endsWith('deposit') ? 'depositId' : 'withdrawalId';
      const id = parseIdArgument(args[0], what, usageError);
      const wallet = service(ctx);
      const operator = operatorOf(ctx);
      const decide = {
        'approve-deposit': () => wallet.approveDeposit(id, operator),
        'reject-deposit': () => wallet.rejectDeposit(id, operator),
        'pay-withdrawal': () => wallet.payWithdrawal(id, operator),
        'reject-withdrawal': () => wallet.rejectWithdrawal(id, operator),
      }[command];
      printDecision(await decide());
      return true;
    }
    case 'deposit-numbers':
      expectArgs(0);
      printAll(await service(ctx).depositNumbers(), 'No deposit numbers.');
      return true;
    case 'set-deposit-number': {
      expectArgs(2);
      const [type, phone] = args as [string, string];
      ctx.print(JSON.stringify(await service(ctx).setDepositNumber(type, phone, operatorOf(ctx))));
      return true;
    }
    case 'remove-deposit-number': {
      expectArgs(1);
      const removed = await service(ctx).removeDepositNumber(args[0] as string, operatorOf(ctx));
      ctx.print(JSON.stringify({ removed }));
      return true;
    }
    case 'withdraw-limits': {
      expectArgs(0, 2);
      if (args.length === 0) {
        ctx.print(JSON.stringify(limitsJson(await service(ctx).withdrawLimits())));
        return true;
      }
      const [min, max] = args as [string, string];
      for (const [name, text] of [
        ['min', min],
        ['max', max],
      ] as const) {
        if (!WHOLE_COINS.test(text)) {
          throw usageError(`${name} must be a whole number of coins, got ${text}.`);
        }
      }
      const limits = await service(ctx).setWithdrawLimits(
        Number(min),
        Number(max),
        operatorOf(ctx),
      );
      ctx.print(JSON.stringify(limitsJson(limits)));
      return true;
    }
    case 'wallet-audit':
      expectArgs(0);
      printAll(await service(ctx).auditTrail(), 'No wallet actions yet.');
      return true;
    default:
      return false;
  }
}
