/**
 * The ledger verifier's check of multiples (issue 32): pending and won multiples verify, and each
 * way a multiple can disagree with its legs or with the ledger is named. Each corruption is rolled
 * back (test/ledger-corruption.ts).
 */
import type { BetSubmitResponse } from '@sportsbook/shared/contracts';
import type { Kysely } from 'kysely';
import { build } from '../../test/helper';
import type { TestApp } from '../../test/helper';
import { violationsWhileCorrupted } from '../../test/ledger-corruption';
import {
  expectLedgerVerified,
  marketsOfDifferentMatches,
  newUser,
  runOps,
  submitMultipleBet,
} from '../../test/session';
import type { OpenMarket, TestUser } from '../../test/session';
import type { Database } from '../db/schema';

let t: TestApp;
let user: TestUser;
const multiples = { pending: 0, won: 0 };
let wonPayoutMinor = 0;

async function placeMultiple(betEventIds: number[]): Promise<number> {
  const response = await submitMultipleBet(t, user, {
    bet_amount: 20,
    bet_event_ids: betEventIds.join(','),
  });
  if (response.statusCode !== 201) throw new Error(`Multiple refused: ${response.body}`);
  return (JSON.parse(response.body) as BetSubmitResponse).data.id;
}

beforeAll(async () => {
  t = await build();
  user = await newUser(t, 1000);
  const [a, b, c, d] = (await marketsOfDifferentMatches(t, 4)) as [
    OpenMarket,
    OpenMarket,
    OpenMarket,
    OpenMarket,
  ];
  multiples.won = await placeMultiple([a.events[0]!.id, b.events[0]!.id]);
  multiples.pending = await placeMultiple([c.events[0]!.id, d.events[0]!.id]);
  await runOps(t, 'settle', String(a.marketId), String(a.events[0]!.id));
  await runOps(t, 'settle', String(b.marketId), String(b.events[0]!.id));
  const won = await t.db
    .selectFrom('placed_bets')
    .select(['status', 'payout_minor'])
    .where('id', '=', multiples.won)
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

function updateLeg(trx: Kysely<Database>, id: number, legNo: number, result: 'lost' | 'pending') {
  return trx
    .updateTable('placed_bet_legs')
    .set({ result })
    .where('placed_bet_id', '=', id)
    .where('leg_no', '=', legNo)
    .execute();
}

describe("the ledger's check of multiples", () => {
  it('passes a won and a pending multiple', async () => {
    await expectLedgerVerified(t);
  });

  it('names a won multiple whose legs say it lost', async () => {
    expect(
      await violationsWhileCorrupted(t, (trx) => updateLeg(trx, multiples.won, 2, 'lost')),
    ).toEqual([`Multiple ${multiples.won} is won but its legs make it lost.`]);
  });

  it('names a multiple settled before its last leg', async () => {
    expect(
      await violationsWhileCorrupted(t, (trx) => updateLeg(trx, multiples.won, 1, 'pending')),
    ).toEqual([`Multiple ${multiples.won} is won but its legs make it pending.`]);
  });

  it('names a won multiple paid another amount than its legs pay', async () => {
    expect(
      await violationsWhileCorrupted(t, async (trx) => {
        await trx
          .updateTable('placed_bets')
          .set({ odds_cents: 101 })
          .where('id', '=', multiples.won)
          .execute();
        await trx
          .updateTable('placed_bet_legs')
          .set({ odds_cents: 101 })
          .where('placed_bet_id', '=', multiples.won)
          .execute();
      }),
    ).toEqual([
      `Multiple ${multiples.won} was paid ${(wonPayoutMinor / 100).toFixed(2)} but its legs pay 20.40.`,
    ]);
  });

  it('names a multiple with one leg, and legs that belong to no multiple', async () => {
    expect(
      await violationsWhileCorrupted(t, (trx) =>
        trx
          .updateTable('placed_bet_legs')
          .set({ placed_bet_id: 999_999 })
          .where('placed_bet_id', '=', multiples.pending)
          .where('leg_no', '=', 2)
          .execute(),
      ),
    ).toEqual([
      `Multiple ${multiples.pending} has 1 legs.`,
      'Legs of bet 999999 belong to no multiple.',
    ]);
  });

  it('names a pending multiple marked won, unpaid', async () => {
    expect(
      await violationsWhileCorrupted(t, (trx) =>
        trx
          .updateTable('placed_bets')
          .set({ status: 'won', payout_minor: 5000 })
          .where('id', '=', multiples.pending)
          .execute(),
      ),
    ).toEqual([
      `Multiple ${multiples.pending} is won but its hold is pending.`,
      `Won multiple ${multiples.pending} was not paid its payout exactly once.`,
      `Multiple ${multiples.pending} is won but its legs make it pending.`,
    ]);
  });
});
