/**
 * What the back office's screens read: the queues with each bettor's balance and recent
 * statement beside the request, matches with their markets, a settlement's money impact before
 * it runs, complaints, bettors, the ledger's health. Reads only; every change is an action
 * (operator-actions.ts).
 */
import type {
  BettorDetails,
  ComplaintQueues,
  FoundBettor,
  LedgerHealth,
  OperatorMatch,
  OperatorStatementLine as StatementLine,
  QueuedBettor as BettorContext,
  QueuedDeposit,
  QueuedWithdrawal,
  SaferGamblingChange,
  SaferGamblingState,
  SettlementImpact,
  StateInForce,
} from '@sportsbook/shared/contracts';
import type { AccountService } from '../accounts/account-service';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../db/schema';
import { notFound } from '../errors';
import { userAccountCode } from '../ledger/accounts';
import { recentVerifierRuns, verifyAndRecord } from '../ledger/verifier-runs';
import type { LedgerCheck } from '../ledger/verify-checks';
import { ridingStakeMinor } from '../betting/bet-history-rows';
import { settleAccumulator } from '../betting/accumulator';
import { legsOf } from '../betting/multiples';
import { payoutMinor } from '../betting/stake';
import { oddsToWire } from '../catalog/odds';
import type { WriteTransactions } from '../db/write-transaction';
import type { WalletOperations } from '../wallet/wallet-operations';
import type { ComplaintService } from '../support/complaint-service';

const coins = (minor: number | string | bigint | null | undefined) => Number(minor ?? 0) / 100;
const STATEMENT_LINES = 5;
const RECENT_RUNS = 10;
/** The safer-gambling changes shown beside a queued request (the Users screen shows them all). */
const RECENT_CHANGES = 5;

/** What the back office reads of the safer-gambling domain (its service, registered by the app). */
export interface BettorSaferGambling {
  stateOf(userId: number): Promise<SaferGamblingState>;
  historyOf(userId: number): Promise<SaferGamblingChange[]>;
}

export class BackofficeQueries {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly transactions: WriteTransactions,
    private readonly wallet: WalletOperations,
    private readonly complaintService: ComplaintService,
    private readonly checks: readonly LedgerCheck[],
    private readonly now: () => Date,
    private readonly saferGambling: BettorSaferGambling,
    private readonly accounts: AccountService,
  ) {}

  async bettor(userId: number): Promise<BettorContext> {
    const user = await this.db
      .selectFrom('users')
      .select(['id', 'username', 'status'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user) throw notFound(`No user has id ${userId}.`);
    return {
      user_id: user.id,
      username: user.username,
      active: user.status === 1,
      balance: await this.balance(userId),
      recent_statement: await this.statement(userId, STATEMENT_LINES),
      responsible_gambling: await this.stateInForce(userId),
      responsible_gambling_history: (await this.saferGambling.historyOf(userId)).slice(
        0,
        RECENT_CHANGES,
      ),
    };
  }

  private async stateInForce(userId: number): Promise<StateInForce> {
    const { server_time: _clock, ...state } = await this.saferGambling.stateOf(userId);
    return state;
  }

  private async balance(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('ledger_accounts')
      .select('balance_minor')
      .where('code', '=', userAccountCode(userId))
      .executeTakeFirst();
    return coins(row?.balance_minor);
  }

  async statement(userId: number, limit = 50): Promise<StatementLine[]> {
    const rows = await this.db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
      .innerJoin('ledger_transfers as t', 't.id', 'e.transfer_id')
      .select(['t.created_at', 't.kind', 't.reference', 'e.amount_minor', 'e.balance_after_minor'])
      .where('a.code', '=', userAccountCode(userId))
      .orderBy('e.id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      date: row.created_at,
      kind: row.kind,
      reference: row.reference,
      amount: coins(row.amount_minor),
      balance: coins(row.balance_after_minor),
    }));
  }

  private async userIdsOf(usernames: readonly string[]): Promise<Map<string, number>> {
    if (usernames.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('users')
      .select(['id', 'username'])
      .where('username', 'in', [...new Set(usernames)])
      .execute();
    return new Map(rows.map((row) => [row.username, row.id]));
  }

  async depositQueue(): Promise<QueuedDeposit[]> {
    const pending = await this.wallet.pendingDeposits();
    const ids = await this.userIdsOf(pending.map((row) => row.username));
    return Promise.all(
      pending.map(async (row) => ({ ...row, bettor: await this.bettor(ids.get(row.username)!) })),
    );
  }

  async withdrawalQueue(thresholdCoins: number): Promise<QueuedWithdrawal[]> {
    const pending = await this.wallet.pendingWithdrawals();
    const ids = await this.userIdsOf(pending.map((row) => row.username));
    const approvals = await this.db
      .selectFrom('withdrawal_approvals')
      .select(['withdrawal_id', 'operator'])
      .execute();
    const approvedBy = new Map(approvals.map((row) => [row.withdrawal_id, row.operator]));
    return Promise.all(
      pending.map(async (row) => ({
        ...row,
        four_eyes: row.withdraw_amount > thresholdCoins,
        first_approval: approvedBy.get(row.id) ?? null,
        bettor: await this.bettor(ids.get(row.username)!),
      })),
    );
  }

  /** Matches not finished (and finished ones with unsettled markets), with their markets. */
  async markets(): Promise<OperatorMatch[]> {
    const matches = await this.db
      .selectFrom('matches')
      .select(['id', 'title', 'status', 'match_datetime'])
      .orderBy('match_datetime')
      .orderBy('id')
      .execute();
    const markets = await this.db
      .selectFrom('bets as b')
      .leftJoin('market_settlements as s', 's.bet_id', 'b.id')
      .select([
        'b.id',
        'b.match_id',
        'b.bet_title',
        'b.bet_status',
        's.outcome',
        's.winning_bet_event_id',
      ])
      .orderBy('b.sort_order')
      .orderBy('b.id')
      .execute();
    const events = await this.db
      .selectFrom('bet_events')
      .select(['id', 'bet_id', 'bet_event_title', 'odds_cents'])
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    const eventsOf = new Map<number, { id: number; title: string; odds: number }[]>();
    for (const event of events) {
      const list = eventsOf.get(event.bet_id) ?? [];
      list.push({ id: event.id, title: event.bet_event_title, odds: oddsToWire(event.odds_cents) });
      eventsOf.set(event.bet_id, list);
    }
    return matches
      .map((match) => ({
        id: match.id,
        title: match.title,
        status: match.status,
        starts_at: match.match_datetime,
        markets: markets
          .filter((market) => market.match_id === match.id)
          .map((market) => ({
            id: market.id,
            title: market.bet_title,
            status:
              market.outcome !== null
                ? ('settled' as const)
                : market.bet_status === 1
                  ? ('open' as const)
                  : ('locked' as const),
            settlement:
              market.outcome === null
                ? null
                : { outcome: market.outcome, winner: market.winning_bet_event_id },
            selections: eventsOf.get(market.id) ?? [],
          })),
      }))
      .filter(
        (match) => match.status !== 'FINISHED' || match.markets.some((m) => m.status !== 'settled'),
      );
  }

  /**
   * The money a settlement would move, before it runs: the market's pending singles and the
   * multiples it decides (`multiplesSettledBy`), on the stakes still riding after cash-outs.
   */
  async settlementImpact(marketId: number, winner: number | 'void'): Promise<SettlementImpact> {
    const market = await this.db
      .selectFrom('bets')
      .select(['id', 'bet_title'])
      .where('id', '=', marketId)
      .executeTakeFirst();
    if (!market) throw notFound(`Market ${marketId} not found.`);
    let outcome: SettlementImpact['outcome'] = 'void';
    if (winner !== 'void') {
      const selection = await this.db
        .selectFrom('bet_events')
        .select(['id', 'bet_event_title'])
        .where('id', '=', winner)
        .where('bet_id', '=', marketId)
        .executeTakeFirst();
      if (!selection) throw notFound(`Selection ${winner} is not in market ${marketId}.`);
      outcome = { winner: selection.id, title: selection.bet_event_title };
    }
    const placed = await this.db
      .selectFrom('placed_bets')
      .select(['bet_event_id', 'stake_minor', 'remaining_stake_minor', 'odds_cents'])
      .where('bet_id', '=', marketId)
      // Singles here; multiples with a leg in the market below.
      .where('kind', '=', 'single')
      .where('status', '=', 'pending')
      .execute();
    // What settlement moves: the stake still riding after cash-outs; a bet cashed out in full
    // rides nothing and is not counted.
    const bets = placed
      .map((bet) => ({ ...bet, stake_minor: ridingStakeMinor(bet) }))
      .filter((bet) => bet.stake_minor > 0);
    const settled = await this.db
      .selectFrom('market_settlements')
      .select('bet_id')
      .where('bet_id', '=', marketId)
      .executeTakeFirst();
    const singles = bets.map((bet) => {
      const stake = Number(bet.stake_minor);
      if (winner === 'void') return { stake, payout: stake };
      const won = bet.bet_event_id === winner;
      return { stake, payout: won ? payoutMinor(stake, bet.odds_cents) : 0 };
    });
    const moved = [...singles, ...(await this.multiplesSettledBy(marketId, winner))];
    const stakes = moved.reduce((sum, bet) => sum + bet.stake, 0);
    const payouts = moved.reduce((sum, bet) => sum + bet.payout, 0);
    return {
      market_id: marketId,
      title: market.bet_title,
      outcome,
      bets: moved.length,
      total_stakes: coins(stakes),
      total_payouts: coins(payouts),
      house_result: coins(stakes - payouts),
      already_settled: settled !== undefined,
    };
  }

  /**
   * The multiples whose money this settlement moves, with a leg pending in the market: the leg
   * takes its result (the winner won, another selection lost, void), then the multiple is what
   * `settleAccumulator` makes of its legs on its riding stake (multiple-settlement.ts does the
   * same): lost, its riding stake goes to the house; with legs still pending, nothing moves yet
   * (not counted); its last leg, the payout within its cap or, every leg void, its stake back.
   */
  private async multiplesSettledBy(
    marketId: number,
    winner: number | 'void',
  ): Promise<{ stake: number; payout: number }[]> {
    const multiples = await this.db
      .selectFrom('placed_bets as p')
      .innerJoin('placed_bet_legs as l', 'l.placed_bet_id', 'p.id')
      .select(['p.id', 'p.stake_minor', 'p.remaining_stake_minor', 'p.max_payout_minor'])
      .where('l.bet_id', '=', marketId)
      .where('l.result', '=', 'pending')
      .where('p.status', '=', 'pending')
      .orderBy('p.id')
      .execute();
    const riding = multiples.filter((multiple) => ridingStakeMinor(multiple) > 0);
    if (riding.length === 0) return [];
    const legs = await this.db
      .selectFrom('placed_bet_legs')
      .select(['placed_bet_id', 'bet_id', 'bet_event_id', 'odds_cents', 'result'])
      .where(
        'placed_bet_id',
        'in',
        riding.map((multiple) => multiple.id),
      )
      .orderBy('placed_bet_id')
      .orderBy('leg_no')
      .execute();
    const moved: { stake: number; payout: number }[] = [];
    for (const multiple of riding) {
      const stake = ridingStakeMinor(multiple);
      const its = legs
        .filter((leg) => leg.placed_bet_id === multiple.id)
        .map((leg) => ({
          oddsCents: leg.odds_cents,
          result:
            leg.bet_id !== marketId || leg.result !== 'pending'
              ? leg.result
              : winner === 'void'
                ? ('void' as const)
                : leg.bet_event_id === winner
                  ? ('won' as const)
                  : ('lost' as const),
        }));
      const outcome = settleAccumulator(stake, its, Number(multiple.max_payout_minor ?? 0));
      if (outcome.status !== 'pending') moved.push({ stake, payout: outcome.payoutMinor });
    }
    return moved;
  }

  async complaints(): Promise<ComplaintQueues> {
    const open = await this.complaintService.open();
    const answered = await this.db
      .selectFrom('complaints as c')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .select([
        'c.id',
        'u.username',
        'c.created_at',
        'c.qtitle',
        'c.qdescription',
        'c.answer',
        'c.answered_at',
      ])
      .where('c.status', '=', 'answered')
      .orderBy('c.answered_at', 'desc')
      .limit(50)
      .execute();
    return {
      open,
      answered: answered.map((row) => ({
        id: row.id,
        username: row.username,
        date: row.created_at,
        qtitle: row.qtitle,
        qdescription: row.qdescription,
        answer: row.answer,
        answered_at: row.answered_at,
      })),
    };
  }

  /** Bettors whose username, email or phone contains `text` (any case), first 50. */
  async searchUsers(text: string): Promise<FoundBettor[]> {
    const pattern = `%${text
      .trim()
      .toLowerCase()
      .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = await this.db
      .selectFrom('users')
      .select(['id', 'username', 'email', 'phone', 'status'])
      .where(
        sql<boolean>`(lower(username) like ${pattern} escape '\\' or lower(email) like ${pattern} escape '\\' or phone like ${pattern} escape '\\')`,
      )
      .orderBy('id')
      .limit(50)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      username: row.username,
      email: row.email,
      phone: row.phone,
      active: row.status === 1,
    }));
  }

  /** A bettor's profile (the bettor's own profile read), balance, statement, bets, followers. */
  async userDetails(userId: number): Promise<BettorDetails> {
    const user = await this.accounts.profile(userId);
    const bets = await this.db
      .selectFrom('placed_bets as p')
      .innerJoin('bet_events as e', 'e.id', 'p.bet_event_id')
      .innerJoin('bets as b', 'b.id', 'p.bet_id')
      .select([
        'p.id',
        'b.bet_title',
        'e.bet_event_title',
        'p.stake_minor',
        'p.odds_cents',
        'p.status',
        'p.payout_minor',
        'p.placed_at',
        'p.kind',
      ])
      .where('p.user_id', '=', userId)
      .orderBy('p.id', 'desc')
      .limit(50)
      .execute();
    const legs = await legsOf(
      this.db,
      bets.filter((bet) => bet.kind === 'multiple').map((bet) => bet.id),
    );
    const followers = await this.db
      .selectFrom('users')
      .select(['id', 'username', 'created_at'])
      .where('sponsor_id', '=', userId)
      .orderBy('id')
      .execute();
    return {
      profile: {
        id: user.id,
        username: user.username,
        email: user.email,
        phone: user.phone,
        country: user.country?.name ?? null,
        club: user.clubs?.clubname ?? null,
        sponsor: user.sponsorname,
        active: user.status,
        joined: user.created_at,
      },
      balance: user.current_balance,
      statement: await this.statement(userId),
      bets: bets.map((bet) => {
        // A multiple names every leg (its row holds only the first leg's market and selection).
        const multiple = legs.get(bet.id);
        return {
          id: bet.id,
          market: multiple ? `Multiple of ${multiple.length}` : bet.bet_title,
          selection: multiple
            ? multiple.map((leg) => `${leg.match_title ?? ''}: ${leg.title}`).join('; ')
            : bet.bet_event_title,
          stake: coins(bet.stake_minor),
          odds: oddsToWire(bet.odds_cents),
          status: bet.status,
          payout: bet.payout_minor === null ? null : coins(bet.payout_minor),
          placed_at: bet.placed_at,
        };
      }),
      followers,
      safer_gambling: {
        state: await this.stateInForce(userId),
        history: await this.saferGambling.historyOf(userId),
      },
    };
  }

  /**
   * The verifier's last run (null before the first) and the few before it, whatever ran them
   * (this app, `npm run ledger:verify`, `ops verify`), and the house accounts' balances.
   */
  async ledgerHealth(): Promise<LedgerHealth> {
    const runs = await recentVerifierRuns(this.db, RECENT_RUNS);
    const house = await this.db
      .selectFrom('ledger_accounts')
      .select(['code', 'balance_minor'])
      .where('user_id', 'is', null)
      .orderBy('id')
      .execute();
    const users = await this.db
      .selectFrom('ledger_accounts')
      .select((eb) => eb.fn.sum<number>('balance_minor').as('total'))
      .where('user_id', 'is not', null)
      .executeTakeFirst();
    return {
      last_check: runs[0] ?? null,
      recent_checks: runs.map(({ report: _report, ...run }) => run),
      house_accounts: house.map((row) => ({
        code: row.code,
        balance: coins(row.balance_minor),
      })),
      bettors_total: coins(users?.total),
    };
  }

  /** Runs the verifier now as `operator`, keeps its result, and answers the health. */
  async runLedgerCheck(operator: string): Promise<LedgerHealth> {
    await verifyAndRecord(
      this.db,
      this.checks,
      { source: 'backoffice', ranBy: operator },
      this.now,
      this.transactions,
    );
    return this.ledgerHealth();
  }
}
