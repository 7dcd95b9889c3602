/**
 * Prediction's check of the ledger verifier: entries won and lost verify, and an entry that
 * disagrees with the ledger is named as a prediction entry, by its own references. The rules it
 * shares with placed bets (ledger/verify-checks.ts) are tried one by one in
 * betting/betting-ledger-check.int.test.ts. Each corruption is rolled back
 * (test/ledger-corruption.ts).
 */
import type { Kysely } from 'kysely';
import { buildBeforeAll } from '../../test/helper';
import type { TestApp } from '../../test/helper';
import { violationsWhileCorrupted } from '../../test/ledger-corruption';
import { enterPrediction, expectLedgerVerified, newUser, runOps } from '../../test/session';
import type { TestUser } from '../../test/session';
import type { Database } from '../db/schema';
import { HOUSE } from '../ledger/accounts';
import { predictionReference } from './prediction-reference';

let t: TestApp;
let loser: TestUser;
const entries = { won: 0, lost: 0 };

buildBeforeAll({}, async (app) => {
  t = app;
  const winner = await newUser(t, 1000);
  loser = await newUser(t, 1000);
  await enterPrediction(t, winner, '60', 3);
  await enterPrediction(t, loser, '70', 4);
  await runOps(t, 'settle-prediction', '1', '3');
  const rows = await t.db
    .selectFrom('prediction_entries')
    .select(['id', 'user_id', 'status'])
    .orderBy('id')
    .execute();
  expect(rows.map((row) => row.status)).toEqual(['won', 'lost']);
  entries.won = rows[0]!.id;
  entries.lost = rows[1]!.id;
});

afterEach(async () => {
  await expectLedgerVerified(t);
});

/** A prediction payout for `reference`, paid through the Ledger as settlement pays one. */
function payPredictionPayout(trx: Kysely<Database>, reference: string) {
  return t.app.ledger.payUser(trx, HOUSE.payouts, loser.id, {
    amountMinor: 100,
    kind: 'prediction-payout',
    reference,
    transferKey: `attack:${reference}:payout`,
  });
}

describe("prediction's ledger check", () => {
  it('names a won entry paid twice', async () => {
    expect(
      await violationsWhileCorrupted(t, (trx) =>
        payPredictionPayout(trx, predictionReference(entries.won)),
      ),
    ).toEqual([`Won prediction entry ${entries.won} was not paid its payout exactly once.`]);
  });

  it('names an entry whose status its hold does not have', async () => {
    expect(
      await violationsWhileCorrupted(t, async (trx) => {
        await trx
          .updateTable('prediction_entries')
          .set({ status: 'pending' })
          .where('id', '=', entries.lost)
          .execute();
      }),
    ).toEqual([`Prediction entry ${entries.lost} is pending but its hold is posted.`]);
  });

  it('names a lost entry that was paid, and a payout of no entry', async () => {
    expect(
      await violationsWhileCorrupted(t, async (trx) => {
        await payPredictionPayout(trx, predictionReference(entries.lost));
        await payPredictionPayout(trx, predictionReference(999_999));
      }),
    ).toEqual([
      `Prediction entry ${entries.lost} is lost but was paid a payout.`,
      'Payout prediction:999999 belongs to no prediction entry.',
    ]);
  });
});
