/**
 * The operators' commands that move coins or manage accounts: settle a market, credit a user,
 * verify the ledger, list password reset requests and set a password. Each goes through the same
 * services as the API, so the ledger's rules and the realtime events are the same.
 */
import { randomUUID } from 'node:crypto';
import { privateUserChannel, REALTIME_EVENTS } from '@sportsbook/shared/contracts';
import type { CoinsChangedPayload } from '@sportsbook/shared/contracts';
import type { AccountService } from '../accounts/account-service';
import { parseCoins } from '../betting/stake';
import type { SettlementService } from '../betting/settlement';
import type { DatabaseHandle } from '../db/database';
import { ApiError } from '../errors';
import type { Ledger } from '../ledger/ledger';
import { LEDGER_CHECKS } from '../ledger-checks';
import { formatReport } from '../ledger/verify';
import { verifyAndRecord } from '../ledger/verifier-runs';
import type { Broadcaster } from '../realtime/broadcaster';
import { parseIdArgument } from './arguments';
import type { UsageErrorFactory } from './arguments';

export const MONEY_USAGE = `  settle <marketId> <selectionId>    settle a market: that selection (bet event) wins, the others lose
  settle <marketId> void             void a market: every stake is refunded
  credit <username> <coins> [key]    credit a user from house:adjustments (once per key)
  balance <username>                 show a user's coin balance
  verify                             prove the ledger invariants (exit 1 with a report if broken); kept for the back office
  password-resets                    list open password reset requests
  set-password <username> <password>
                                     set a password, sign the user out everywhere, close requests`;

/** The services the money commands use; the CLI builds them, tests pass the app's. */
export interface MoneyServices {
  ledger: Ledger;
  accounts: AccountService;
  settlement: SettlementService;
  broadcaster: Broadcaster;
}

export interface MoneyOpsContext {
  database: DatabaseHandle;
  money?: MoneyServices;
  /** Who runs the tool (`--operator`), kept with a verifier run. */
  operator?: string;
  print(line: string): void;
  now(): Date;
}

function services(ctx: MoneyOpsContext): MoneyServices {
  if (!ctx.money) throw new Error('The money commands need the ledger services.');
  return ctx.money;
}

/**
 * Runs one money command; returns false when `command` is not one of them. Throws the usage error
 * for a bad command line and ApiError when refused.
 */
export async function runMoneyCommand(
  command: string,
  args: readonly string[],
  ctx: MoneyOpsContext,
  usageError: UsageErrorFactory,
): Promise<boolean> {
  const expectArgs = (min: number, max = min) => {
    if (args.length < min || args.length > max) {
      throw usageError(`${command} takes ${min === max ? min : `${min} to ${max}`} argument(s).`);
    }
  };
  const parseId = (text: string | undefined, what: string) =>
    parseIdArgument(text, what, usageError);
  switch (command) {
    case 'settle': {
      expectArgs(2);
      const marketId = parseId(args[0], 'marketId');
      const outcome =
        args[1] === 'void' ? 'void' : { winningBetEventId: parseId(args[1], 'selectionId') };
      const summary = await services(ctx).settlement.settleMarket(marketId, outcome);
      ctx.print(JSON.stringify(summary));
      return true;
    }
    case 'credit': {
      expectArgs(2, 3);
      const amount = parseCoins(args[1]);
      if (!amount.ok || amount.minor <= 0) {
        throw usageError(`coins must be a positive amount with up to 2 decimals, got ${args[1]}.`);
      }
      const { ledger, accounts, broadcaster } = services(ctx);
      const userId = await accounts.userIdOf(args[0] as string);
      const key = args[2] ?? randomUUID();
      const result = await ledger.credit(userId, amount.minor, key);
      if (result.applied) {
        const payload: CoinsChangedPayload = { reason: 'adjustment' };
        await broadcaster
          .publish(privateUserChannel(userId), REALTIME_EVENTS.coinsChanged, payload)
          .catch(() => ctx.print('warning: the realtime server did not take CoinsChanged.'));
      }
      ctx.print(
        JSON.stringify({
          username: args[0],
          credited: result.applied ? amount.minor / 100 : 0,
          key,
          applied: result.applied,
          current_balance: (await ledger.balanceMinor(userId)) / 100,
        }),
      );
      return true;
    }
    case 'balance': {
      expectArgs(1);
      const { ledger, accounts } = services(ctx);
      const userId = await accounts.userIdOf(args[0] as string);
      ctx.print(
        JSON.stringify({
          username: args[0],
          current_balance: (await ledger.balanceMinor(userId)) / 100,
        }),
      );
      return true;
    }
    case 'verify': {
      expectArgs(0);
      // Kept (verifier_runs), so the back office's ledger health shows this run too.
      const report = await verifyAndRecord(
        ctx.database.db,
        LEDGER_CHECKS,
        { source: 'ops', ranBy: ctx.operator ?? null },
        () => ctx.now(),
      );
      ctx.print(formatReport(report));
      if (!report.ok) {
        throw new ApiError('CONFLICT', `The ledger has ${report.violations.length} violation(s).`);
      }
      return true;
    }
    case 'password-resets': {
      expectArgs(0);
      const requests = await services(ctx).accounts.openPasswordResets();
      if (requests.length === 0) ctx.print('No open password reset requests.');
      for (const request of requests) ctx.print(JSON.stringify(request));
      return true;
    }
    case 'set-password': {
      expectArgs(2);
      const closed = await services(ctx).accounts.setPassword(args[0] as string, args[1] as string);
      ctx.print(
        `Password of ${args[0]} set; every session signed out; ${closed} reset request(s) closed.`,
      );
      return true;
    }
    default:
      return false;
  }
}
