/**
 * Settling a market while its bettors keep betting on other markets (issue 26): on PostgreSQL the
 * settlement's row locks and the bets' locks must never wait for each other in a circle, nor may
 * a stream of bets keep the settlement waiting. The test runs on SQLite too; it matters on
 * PostgreSQL (CI's PostgreSQL pass).
 */
import { build } from '../../test/helper';
import type { TestApp } from '../../test/helper';
import { placeBets } from '../../test/bulk-bets';
import {
  balanceMinorOf,
  expectLedgerVerified,
  newUser,
  submitBet,
  takeFreshMarket,
} from '../../test/session';
import type { TestUser } from '../../test/session';
import { SettlementService } from './settlement';
import { payoutMinor } from './stake';

let t: TestApp;
const usedMarkets: number[] = [];

beforeAll(async () => {
  t = await build({
    env: { ACCOUNT_RATE_LIMIT_PER_ADDRESS: '1000', TOKEN_RATE_LIMIT_PER_ADDRESS: '1000' },
  });
});

afterAll(async () => {
  await t.close();
});

/** Bettors betting at once, as many as the test database's pool leaves room for beside settle. */
const BETTORS = 8;
const BETS_ON_SETTLED_MARKET = 240;
/**
 * The most bets a bettor places while the market settles. Settling takes far fewer bets' time
 * than this, unless the bets keep the settlement from its locks: then the bettors run out first.
 */
const MOST_BETS_EACH = 400;
const FUNDS_COINS = 100_000;
const STAKE_MINOR = 2000;

describe('a settlement while its bettors keep betting', () => {
  it('finishes while they bet, no bet refused, each bet resolved once, the ledger verified', async () => {
    const market = await takeFreshMarket(t, usedMarkets);
    const other = await takeFreshMarket(t, usedMarkets);
    const users: TestUser[] = [];
    for (let n = 0; n < BETTORS; n += 1) users.push(await newUser(t, FUNDS_COINS));
    const bets = await placeBets(t.app, {
      userIds: users.map((user) => user.id),
      betEventIds: [market.events[0]!.id, market.events[1]!.id],
      count: BETS_ON_SETTLED_MARKET,
      stakeMinor: STAKE_MINOR,
    });
    const winner = market.events[0]!.id;
    const settlement = new SettlementService({
      db: t.db,
      ledger: t.app.ledger,
      catalog: t.app.catalog,
      broadcaster: t.broadcaster,
      log: t.app.log,
      // Small chunks: many claims of the house accounts while the bets hold them.
      chunking: { chunkSize: 10, pauseBetweenChunksMs: 0 },
    });

    let settling = true;
    const refused: string[] = [];
    const placedBy = new Map<number, number>();
    const bettor = async (user: TestUser, turn: number) => {
      let placed = 0;
      while (settling && placed < MOST_BETS_EACH) {
        const eventId = other.events[(turn + placed) % 2]!.id;
        const response = await submitBet(t, user, { bet_amount: 20, bet_event_id: eventId });
        if (response.statusCode === 201) placed += 1;
        else refused.push(`${response.statusCode} ${response.body}`);
        if (refused.length > 0) break;
      }
      placedBy.set(user.id, placed);
    };
    const betting = users.map((user, turn) => bettor(user, turn));
    let summary: Awaited<ReturnType<SettlementService['settleMarket']>>;
    try {
      summary = await settlement.settleMarket(market.betId, { winningBetEventId: winner });
    } finally {
      settling = false;
      await Promise.all(betting);
    }

    expect(refused).toEqual([]);
    // The settlement finished while the bettors were still betting.
    const placedDuring = [...placedBy.values()];
    expect(Math.min(...placedDuring)).toBeLessThan(MOST_BETS_EACH);
    const winners = bets.filter((bet) => bet.betEventId === winner);
    expect(summary).toMatchObject({
      won: winners.length,
      lost: bets.length - winners.length,
      voided: 0,
    });
    const pending = await t.db
      .selectFrom('placed_bets')
      .select('id')
      .where('bet_id', '=', market.betId)
      .where('status', '=', 'pending')
      .execute();
    expect(pending).toEqual([]);
    for (const user of users) {
      const mine = bets.filter((bet) => bet.userId === user.id);
      const won = mine
        .filter((bet) => bet.betEventId === winner)
        .reduce((sum, bet) => sum + payoutMinor(bet.stakeMinor, bet.oddsCents), 0);
      const staked = (mine.length + (placedBy.get(user.id) ?? 0)) * STAKE_MINOR;
      expect(await balanceMinorOf(t, user.id)).toBe(FUNDS_COINS * 100 - staked + won);
    }
    await expectLedgerVerified(t);
  }, 60_000);
});
