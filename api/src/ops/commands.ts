/**
 * The operators' commands. Each goes through the same market operations as the simulator, so it
 * writes the database first and then broadcasts the same realtime events. Ledger commands
 * (settle a market, approve a deposit...) are added here as the ledger lands.
 */
import type { DatabaseHandle } from '../db/database';
import { migrateToLatest, migrateToNothing } from '../migrations/migrate';
import { seedDatabase, seedIfEmpty } from '../seed/seed';
import type { MarketOperations, OddsChange } from '../markets/market-operations';
import { parseIdArgument } from './arguments';
import { MONEY_USAGE, runMoneyCommand } from './money-commands';
import type { MoneyServices } from './money-commands';
import { runSupportCommand, SUPPORT_USAGE } from './support-commands';
import { PREDICTION_USAGE, runPredictionCommand } from './prediction-commands';
import type { PredictionService } from '../prediction/prediction-service';
import type { ComplaintService } from '../support/complaint-service';
import type { WalletOperations } from '../wallet/wallet-operations';
import { runWalletCommand, WALLET_USAGE } from './wallet-commands';
import { BET_STATUS_LOCKED, BET_STATUS_OPEN } from '@sportsbook/shared/contracts';
import type { Actor, AuditTrail } from '../backoffice/audit-trail';
import type { OperatorActions } from '../backoffice/operator-actions';

export const USAGE = `Usage: npm run ops -w api -- <command>

Options (before or after the command):
  --operator <name>                  who runs it, for the audit trail (default $SB_OPERATOR, else the OS user)
  --reason <text>                    why, for the audit trail

Commands:
  odds <marketId> <selectionId>=<odds>...
                                     set the odds of selections (bet events) of one market, e.g. odds 12 31=1.85 32=2.10
  lock <marketId>                    lock (suspend) a market
  unlock <marketId>                  open a market
  start-match <matchId>              move an upcoming match to live
  finish-match <matchId>             finish a match and lock its markets
  seed [--reset]                     seed an empty database; --reset drops every table first
${MONEY_USAGE}
${SUPPORT_USAGE}
${WALLET_USAGE}
${PREDICTION_USAGE}
  suspend <username>                 suspend a bettor (Inactive: no sign-in, every session ended); needs --reason
  reactivate <username>              make a suspended bettor Active again
  help                               show this text

The database is the API's (DATABASE_URL or SQLITE_PATH); events go to the Pusher server of
PUSHER_HOST:PUSHER_PORT.`;

/** A command line that does not parse; the tool prints the usage and exits with 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export interface OpsContext {
  database: DatabaseHandle;
  markets: MarketOperations;
  /** Ledger, accounts and settlement: needed by the money commands only. */
  money?: MoneyServices;
  /** Whether `seed` writes the demo user: `config.seedDemoUser`, false in production. */
  seedDemoUser: boolean;
  /** Complaints: needed by the support commands only. */
  complaints?: ComplaintService;
  /** The wallet's operations: needed by the wallet commands only. */
  wallet?: WalletOperations;
  /** Who runs the command, for the wallet's audit: $SB_OPERATOR or the OS user. */
  operator?: string;
  /** The prediction event: needed by the prediction commands only. */
  predictions?: PredictionService;
  /**
   * The audit trail the command's change is recorded in, as the back office records its own
   * (`--operator NAME`): the CLI always sets it, tests that exercise only the commands may not.
   */
  audit?: OpsAudit;
  /** Prints one line of output. */
  print(line: string): void;
  now(): Date;
}

export interface OpsAudit {
  trail: AuditTrail;
  actions: OperatorActions;
  actor: Actor;
  reason: string | null;
}

/** The commands that change something, and the object each acts on, for the audit trail. */
const AUDITED: Record<string, (args: readonly string[]) => string> = {
  odds: (args) => `market:${args[0]}`,
  lock: (args) => `market:${args[0]}`,
  unlock: (args) => `market:${args[0]}`,
  settle: (args) => `market:${args[0]}`,
  'start-match': (args) => `match:${args[0]}`,
  'finish-match': (args) => `match:${args[0]}`,
  credit: (args) => `user:${args[0]}`,
  'set-password': (args) => `user:${args[0]}`,
  'approve-deposit': (args) => `deposit:${args[0]}`,
  'reject-deposit': (args) => `deposit:${args[0]}`,
  'reject-withdrawal': (args) => `withdrawal:${args[0]}`,
  answer: (args) => `complaint:${args[0]}`,
  'set-deposit-number': (args) => `deposit-number:${args[0]}`,
  'remove-deposit-number': (args) => `deposit-number:${args[0]}`,
  'withdraw-limits': () => 'setting:withdraw-limits',
  'close-prediction': (args) => `prediction:${args[0]}`,
  'settle-prediction': (args) => `prediction:${args[0]}`,
};

/**
 * Runs one command; with an audit trail, a command that changes something runs inside
 * `AuditTrail.act`, so its record commits with its change (a listing, or `withdraw-limits`
 * without arguments, is not recorded). `pay-withdrawal`, `suspend` and `reactivate` go through
 * the back office's actions, so the four-eyes rule and a suspension's reason hold on the command
 * line too.
 */
export async function runOpsCommand(argv: readonly string[], ctx: OpsContext): Promise<void> {
  const [command, ...args] = argv;
  const audit = ctx.audit;
  if (!audit || command === undefined) return runUnaudited(argv, ctx);
  if (command === 'pay-withdrawal') {
    if (args.length !== 1) throw new UsageError('pay-withdrawal takes 1 argument(s).');
    const id = parseId(args[0], 'withdrawalId');
    const outcome = await audit.actions.payWithdrawal(
      { actor: audit.actor, reason: audit.reason },
      id,
    );
    ctx.print(JSON.stringify({ action: outcome.record.action, after: outcome.record.after }));
    return;
  }
  if (command === 'suspend' || command === 'reactivate') {
    if (args.length !== 1) throw new UsageError(`${command} takes 1 argument(s).`);
    const outcome = await audit.actions.setUserActiveByName(
      { actor: audit.actor, reason: audit.reason },
      args[0]!,
      command === 'reactivate',
    );
    ctx.print(JSON.stringify({ action: outcome.record.action, after: outcome.record.after }));
    return;
  }
  const objectOf = AUDITED[command];
  if (!objectOf || (command === 'withdraw-limits' && args.length === 0)) {
    return runUnaudited(argv, ctx);
  }
  await audit.trail.act(
    { actor: audit.actor, action: command, object: objectOf(args), reason: audit.reason },
    () => runUnaudited(argv, ctx),
  );
}

const ODDS = /^(\d{1,4})(\.\d{1,2})?$/;

function parseId(text: string | undefined, what: string): number {
  return parseIdArgument(text, what, (message) => new UsageError(message));
}

function parseOddsChange(text: string): OddsChange {
  const [eventText, oddsText, extra] = text.split('=');
  if (extra !== undefined || oddsText === undefined || !ODDS.test(oddsText)) {
    throw new UsageError(`Expected <selectionId>=<odds> with up to two decimals, got ${text}.`);
  }
  return { id: parseId(eventText, 'selectionId'), bet_ratio: Number(oddsText) };
}

function expectArgs(args: readonly string[], count: number, command: string): void {
  if (args.length !== count) throw new UsageError(`${command} takes ${count} argument(s).`);
}

/** Runs one command; throws UsageError for a bad command line and ApiError when refused. */
async function runUnaudited(argv: readonly string[], ctx: OpsContext): Promise<void> {
  const [command, ...args] = argv;
  const printJson = (value: unknown) => ctx.print(JSON.stringify(value));
  switch (command) {
    case 'odds': {
      const marketId = parseId(args[0], 'marketId');
      const changes = args.slice(1).map(parseOddsChange);
      if (changes.length === 0) {
        throw new UsageError('odds needs at least one <selectionId>=<odds>.');
      }
      printJson(await ctx.markets.changeOdds(marketId, changes));
      return;
    }
    case 'lock':
    case 'unlock': {
      expectArgs(args, 1, command);
      const status = command === 'lock' ? BET_STATUS_LOCKED : BET_STATUS_OPEN;
      const payload = await ctx.markets.setMarketStatus(parseId(args[0], 'marketId'), status);
      printJson(payload.data.find((bet) => bet.id === Number(args[0])));
      return;
    }
    case 'start-match':
      expectArgs(args, 1, command);
      printJson(await ctx.markets.startMatch(parseId(args[0], 'matchId')));
      return;
    case 'finish-match':
      expectArgs(args, 1, command);
      printJson(await ctx.markets.finishMatch(parseId(args[0], 'matchId')));
      return;
    case 'seed': {
      // Demo data (and --reset drops every table): never in production, whose seedDemoUser is off.
      if (!ctx.seedDemoUser) {
        throw new UsageError('seed writes demo data and refuses NODE_ENV=production.');
      }
      if (args.length > 1 || (args[0] !== undefined && args[0] !== '--reset')) {
        throw new UsageError('seed takes only --reset.');
      }
      if (args[0] === '--reset') {
        await migrateToNothing(ctx.database);
        await migrateToLatest(ctx.database);
        printJson(
          await seedDatabase(ctx.database.db, { now: ctx.now(), demoUser: ctx.seedDemoUser }),
        );
        await ctx.markets.reload('seed-reset', null);
        return;
      }
      const summary = await seedIfEmpty(ctx.database.db, {
        now: ctx.now(),
        demoUser: ctx.seedDemoUser,
      });
      ctx.print(summary ? JSON.stringify(summary) : 'The database is not empty; nothing seeded.');
      return;
    }
    case 'suspend':
    case 'reactivate':
      // Only as an audited action (runOpsCommand): the CLI always has its audit trail.
      throw new Error(`${command} needs the audit trail.`);
    case 'help':
    case '--help':
    case undefined:
      ctx.print(USAGE);
      return;
    default:
      if (await runMoneyCommand(command, args, ctx, (message) => new UsageError(message))) return;
      if (await runSupportCommand(command, args, ctx, (message) => new UsageError(message))) return;
      if (await runWalletCommand(command, args, ctx, (message) => new UsageError(message))) return;
      if (await runPredictionCommand(command, args, ctx, (message) => new UsageError(message))) {
        return;
      }
      throw new UsageError(`Unknown command ${command}.`);
  }
}
