/**
 * Betting's check of the ledger verifier: placed bets of every status (pending, won, lost, void)
 * verify, and each way a bet can disagree with the ledger is named. Each corruption is rolled
 * back (test/ledger-corruption.ts); coins move only through the Ledger, as a domain's bug would
 * move them.
 */
import type { Kysely } from 'kysely';
import { build } from '../../test/helper';
import type { TestApp } from '../../test/helper';
import { violationsWhileCorrupted } from '../../test/ledger-corruption';
import {
  expectLedgerVerified,
  newUser,
  placeBet,
  runOps,
  takeFreshMarket,
} from '../../test/session';
import type { TestUser } from '../../test/session';
import type { Database } from '../db/schema';
import { HOUSE } from '../ledger/accounts';
import { betReference } from './bet-reference';

let t: TestApp;
let user: TestUser;
const bets = { pending: 0, won: 0, lost: 0, void: 0 };
/** What the won bet was paid, in hundredths. */
let wonPayoutMinor = 0;

beforeAll(async () => {
  t = await build();
  user = await newUser(t, 1000);
  const used: number[] = [];
  const settled = await takeFreshMarket(t, used);
  bets.won = await placeBet(t, user, settled.events[0]!.id, 20);
  bets.lost = await placeBet(t, user, settled.events[1]!.id, 30);
  await runOps(t, 'settle', String(settled.marketId), String(settled.events[0]!.id));
  const voided = await takeFreshMarket(t, used);
  bets.void = await placeBet(t, user, voided.events[0]!.id, 40);
  await runOps(t, 'settle', String(voided.marketId), 'void');
  bets.pending = await placeBet(t, user, (await takeFreshMarket(t, used)).events[0]!.id, 50);
  const won = await t.db
    .selectFrom('placed_bets')
    .select(['status', 'payout_minor'])
    .where('id', '=', bets.won)
    .executeTakeFirstOrThrow();
  expect(won.status).toBe('won');
  wonPayoutMinor = Number(won.payout_minor);
});

afterAll(async () => {
  await t.close();
});

afterEach(async () => {
  await expectLedgerVerified(t);
});

function updateBet(
  trx: Kysely<Database>,
  id: number,
  change: {
    status?: 'pending' | 'won' | 'lost' | 'void';
    stake_minor?: number;
    payout_minor?: number;
    hold_id?: null;
  },
) {
  return trx.updateTable('placed_bets').set(change).where('id', '=', id).execute();
}

/** A bet payout of `amountMinor` for `reference`, paid through the Ledger as settlement pays one. */
function payBetPayout(trx: Kysely<Database>, reference: string, amountMinor: number) {
  return t.app.ledger.payUser(trx, HOUSE.payouts, user.id, {
    amountMinor,
    kind: 'bet-payout',
    reference,
    transferKey: `attack:${reference}:payout-again`,
  });
}

describe("betting's ledger check", () => {
  it('passes placed bets of every status', async () => {
    const statuses = await t.db
      .selectFrom('placed_bets')
      .select('status')
      .where('user_id', '=', user.id)
      .orderBy('id')
      .execute();
    expect(statuses.map((row) => row.status)).toEqual(['won', 'lost', 'void', 'pending']);
    await expectLedgerVerified(t);
  });

  it('names a bet without a hold', async () => {
    expect(
      await violationsWhileCorrupted(t, (trx) => updateBet(trx, bets.pending, { hold_id: null })),
    ).toEqual([`Bet ${bets.pending} has no hold.`]);
  });

  it('names a bet whose status its hold does not have', async () => {
    expect(
      await violationsWhileCorrupted(t, (trx) => updateBet(trx, bets.void, { status: 'lost' })),
    ).toEqual([`Bet ${bets.void} is lost but its hold is voided.`]);
  });

  it('names a bet whose hold holds another amount than its stake', async () => {
    expect(
      await violationsWhileCorrupted(t, (trx) =>
        updateBet(trx, bets.pending, { stake_minor: 5001 }),
      ),
    ).toEqual([`Bet ${bets.pending} staked 50.01 but holds 50.00.`]);
  });

  it('names a won bet never paid', async () => {
    expect(
      await violationsWhileCorrupted(t, (trx) =>
        updateBet(trx, bets.lost, { status: 'won', payout_minor: 6000 }),
      ),
    ).toEqual([`Won bet ${bets.lost} was not paid its payout exactly once.`]);
  });

  it('names a won bet paid twice, even with its payout written up to match', async () => {
    expect(
      await violationsWhileCorrupted(t, async (trx) => {
        await payBetPayout(trx, betReference(bets.won), wonPayoutMinor);
        await updateBet(trx, bets.won, { payout_minor: 2 * wonPayoutMinor });
      }),
    ).toEqual([`Won bet ${bets.won} was not paid its payout exactly once.`]);
  });

  it('names a won bet paid another amount than its payout', async () => {
    expect(
      await violationsWhileCorrupted(t, (trx) =>
        updateBet(trx, bets.won, { payout_minor: wonPayoutMinor + 1 }),
      ),
    ).toEqual([`Won bet ${bets.won} was not paid its payout exactly once.`]);
  });

  it('names a lost bet that was paid', async () => {
    expect(
      await violationsWhileCorrupted(t, (trx) => payBetPayout(trx, betReference(bets.lost), 100)),
    ).toEqual([`Bet ${bets.lost} is lost but was paid a payout.`]);
  });

  it('names a payout of no bet', async () => {
    expect(
      await violationsWhileCorrupted(t, (trx) => payBetPayout(trx, betReference(999_999), 100)),
    ).toEqual(['Payout bet:999999 belongs to no bet.']);
  });
});
