import { privateUserChannel } from '@sportsbook/shared/contracts';
import { build } from '../../test/helper';
import type { TestApp } from '../../test/helper';
import { balanceMinorOf, expectLedgerVerified, newUser, runOps } from '../../test/session';
import { UsageError, USAGE } from './commands';

let t: TestApp;

beforeAll(async () => {
  t = await build({ env: { ACCOUNT_RATE_LIMIT_PER_ADDRESS: '1000' } });
});

afterAll(async () => {
  await expectLedgerVerified(t);
  await t.close();
});

const ops = (...argv: string[]): Promise<string[]> => runOps(t, ...argv);

describe('ops credit', () => {
  it('credits a user from house:adjustments and tells the user', async () => {
    const user = await newUser(t);
    t.broadcaster.sent = [];
    const printed = await ops('credit', user.username, '150.25', 'funding-1');
    expect(JSON.parse(printed[0]!)).toEqual({
      username: user.username,
      credited: 150.25,
      key: 'funding-1',
      applied: true,
      current_balance: 150.25,
    });
    expect(await balanceMinorOf(t, user.id)).toBe(15_025);
    expect(t.broadcaster.sent).toEqual([
      {
        channel: privateUserChannel(user.id),
        event: 'CoinsChanged',
        payload: { reason: 'adjustment' },
      },
    ]);
    const transfer = await t.db
      .selectFrom('ledger_transfers')
      .select(['kind', 'transfer_key'])
      .where('transfer_key', '=', 'adjustment:funding-1')
      .executeTakeFirstOrThrow();
    expect(transfer.kind).toBe('adjustment');
  });

  it('moves nothing the second time with the same key', async () => {
    const user = await newUser(t);
    await ops('credit', user.username, '10', 'same-key');
    const again = await ops('credit', user.username, '10', 'same-key');
    expect(JSON.parse(again[0]!)).toMatchObject({
      applied: false,
      credited: 0,
      current_balance: 10,
    });
    await expect(ops('credit', user.username, '11', 'same-key')).rejects.toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
  });

  it('credits each time without a key', async () => {
    const user = await newUser(t);
    await ops('credit', user.username, '1');
    await ops('credit', user.username, '1');
    expect(await balanceMinorOf(t, user.id)).toBe(200);
  });

  it.each([['0'], ['-5'], ['1.234'], ['abc']])(
    'refuses the amount %s as a bad command line',
    async (amount) => {
      await expect(ops('credit', 'demo', amount)).rejects.toBeInstanceOf(UsageError);
    },
  );

  it('refuses an unknown user', async () => {
    await expect(ops('credit', 'nobody_here', '5')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('ops balance and help', () => {
  it("prints a user's balance", async () => {
    expect(JSON.parse((await ops('balance', 'demo'))[0]!)).toEqual({
      username: 'demo',
      current_balance: 10000,
    });
  });

  it('lists the money commands in the usage', () => {
    for (const command of [
      'settle <marketId>',
      'credit <username>',
      'verify',
      'password-resets',
      'set-password',
    ]) {
      expect(USAGE).toContain(command);
    }
  });
});
