import { privateUserChannel } from '@sportsbook/shared/contracts';
import type { DataEnvelope, PredictionEvent } from '@sportsbook/shared/contracts';
import { build, getOk } from '../../test/helper';
import type { TestApp } from '../../test/helper';
import {
  balanceMinorOf,
  errorOf,
  expectLedgerVerified,
  enterPrediction,
  newUser,
  runOps,
  submitPredictionEntry,
} from '../../test/session';
import type { TestUser } from '../../test/session';
import { LEDGER_CHECKS } from '../ledger-checks';
import { verifyLedger } from '../ledger/verify';
import { UsageError } from '../ops/commands';
import { PredictionService } from './prediction-service';

let t: TestApp;

beforeEach(async () => {
  t = await build({
    env: { ACCOUNT_RATE_LIMIT_PER_ADDRESS: '1000', TOKEN_RATE_LIMIT_PER_ADDRESS: '1000' },
  });
});

afterEach(async () => {
  await expectLedgerVerified(t);
  await t.close();
});

const enter = (user: TestUser, stake: string, team: number) =>
  submitPredictionEntry(t, user, { stake, prediction: team });
const entered = (user: TestUser, stake: string, team: number) =>
  enterPrediction(t, user, stake, team);

const statusOfEvent = async () =>
  (await getOk<DataEnvelope<PredictionEvent>>(t, '/getPredictionEvent/1')).data.status;

describe('ops close-prediction', () => {
  it('stops entries: the event answers closed and an entry is refused with 409', async () => {
    const user = await newUser(t, 1000);
    expect(await runOps(t, 'close-prediction', '1')).toEqual([
      JSON.stringify({ eventId: 1, status: 'closed' }),
    ]);
    expect(await statusOfEvent()).toBe('closed');
    const response = await enter(user, '500', 1);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject({
      code: 'CONFLICT',
      errors: { message: 'This prediction event is closed.' },
    });
    expect(await balanceMinorOf(t, user.id)).toBe(100_000);
  });

  it('refuses an unknown event and a bad command line', async () => {
    await expect(runOps(t, 'close-prediction', '2')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(runOps(t, 'close-prediction')).rejects.toBeInstanceOf(UsageError);
    await expect(runOps(t, 'settle-prediction', '1', 'x')).rejects.toBeInstanceOf(UsageError);
  });
});

describe('ops settle-prediction', () => {
  it("pays winners stake x remuneration once, takes the losers' stakes, tells each user", async () => {
    const winner = await newUser(t, 1000);
    const loser = await newUser(t, 1000);
    await entered(winner, '500', 3);
    await entered(winner, '101', 3);
    await entered(loser, '1000', 4);
    t.broadcaster.sent = [];

    const [line] = await runOps(t, 'settle-prediction', '1', '3');
    expect(JSON.parse(line!)).toEqual({
      eventId: 1,
      winningTeamId: 3,
      won: 2,
      lost: 1,
      // 500 x 1.85 = 925, 101 x 1.85 = 186.85
      paid: 1111.85,
      userIds: [winner.id, loser.id],
    });
    expect(await balanceMinorOf(t, winner.id)).toBe(100_000 - 60_100 + 111_185);
    expect(await balanceMinorOf(t, loser.id)).toBe(0);
    expect(t.broadcaster.sent).toEqual([
      {
        channel: privateUserChannel(winner.id),
        event: 'CoinsChanged',
        payload: { reason: 'prediction-settled' },
      },
      {
        channel: privateUserChannel(loser.id),
        event: 'CoinsChanged',
        payload: { reason: 'prediction-settled' },
      },
    ]);
    expect(await statusOfEvent()).toBe('settled');

    // Exactly once: again is refused and moves nothing, another team too; entries are refused.
    await expect(runOps(t, 'settle-prediction', '1', '3')).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    await expect(runOps(t, 'settle-prediction', '1', '4')).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect(await balanceMinorOf(t, winner.id)).toBe(100_000 - 60_100 + 111_185);
    expect((await enter(loser, '60', 1)).statusCode).toBe(409);
  });

  it('is proved by ledger verify: an entry that claims a win it was not paid is named', async () => {
    const loser = await newUser(t, 1000);
    await entered(loser, '500', 4);
    await runOps(t, 'settle-prediction', '1', '3');
    const [entry] = await t.db
      .selectFrom('prediction_entries')
      .select('id')
      .where('user_id', '=', loser.id)
      .execute();
    await t.db
      .updateTable('prediction_entries')
      .set({ status: 'won', payout_minor: 92_500 })
      .where('id', '=', entry!.id)
      .execute();
    expect((await verifyLedger(t.db, LEDGER_CHECKS)).violations).toEqual([
      `Won prediction entry ${entry!.id} was not paid its payout exactly once.`,
    ]);
    await t.db
      .updateTable('prediction_entries')
      .set({ status: 'lost', payout_minor: null })
      .where('id', '=', entry!.id)
      .execute();
  });

  it('refuses a team of no event and an unknown event, changing nothing', async () => {
    await expect(runOps(t, 'settle-prediction', '1', '11')).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    await expect(runOps(t, 'settle-prediction', '2', '1')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await statusOfEvent()).toBe('open');
  });

  it('settles a closed event, in chunks, and finishes one that stopped half way', async () => {
    const users: TestUser[] = [];
    for (let index = 0; index < 5; index += 1) {
      const user = await newUser(t, 200);
      await entered(user, '100', index % 2 === 0 ? 7 : 8);
      users.push(user);
    }
    await runOps(t, 'close-prediction', '1');
    const chunked = new PredictionService({
      db: t.db,
      ledger: t.app.ledger,
      broadcaster: t.broadcaster,
      publicUrl: t.config.publicUrl,
      chunkSize: 2,
    });
    // A run that stops after its first chunk (a crash in the second): two entries resolved.
    let clockReads = 0;
    const stopping = new PredictionService({
      db: t.db,
      ledger: t.app.ledger,
      broadcaster: t.broadcaster,
      publicUrl: t.config.publicUrl,
      chunkSize: 2,
      now: () => {
        clockReads += 1;
        // Read by the claim, then once per chunk.
        if (clockReads > 2) throw new Error('crash');
        return new Date('2026-01-01T00:00:00Z');
      },
    });
    await expect(stopping.settle(1, 7)).rejects.toThrow('crash');
    const pending = await t.db
      .selectFrom('prediction_entries')
      .select('id')
      .where('status', '=', 'pending')
      .execute();
    expect(pending).toHaveLength(3);
    // Another team cannot take over a half-done settlement.
    await expect(chunked.settle(1, 8)).rejects.toMatchObject({ code: 'CONFLICT' });
    const summary = await chunked.settle(1, 7);
    expect(summary).toMatchObject({ won: 3, lost: 2, paid: 555 });
    for (const [index, user] of users.entries()) {
      expect(await balanceMinorOf(t, user.id)).toBe(index % 2 === 0 ? 10_000 + 18_500 : 10_000);
    }
  });
});
