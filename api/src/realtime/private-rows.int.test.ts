/**
 * A bettor's own changes reach the open lists live (issue 25): after a settlement, an operator's
 * decision on a deposit or a withdrawal, and an answered complaint, the API publishes the changed
 * rows on the bettor's private channel `private-user.{id}` (never on a public one), and only once
 * the transaction has committed: a second connection, as another API instance or the bettor's
 * next request would have, already reads the new status when the event goes out.
 */
import { randomUUID } from 'node:crypto';
import {
  BACKOFFICE_CHANNEL,
  IDEMPOTENCY_KEY_HEADER,
  privateUserChannel,
  QUEUE_CHANGED_EVENT,
  REALTIME_EVENTS,
} from '@sportsbook/shared/contracts';
import type {
  BetsSettledPayload,
  DepositRecord,
  DepositUpdatedPayload,
  Paged,
  WithdrawalUpdatedPayload,
  WithdrawResponse,
} from '@sportsbook/shared/contracts';
import { build, json } from '../../test/helper';
import type { TestApp } from '../../test/helper';
import {
  bearer,
  newUser,
  placeBet,
  postForm,
  runOps,
  takeFreshMarket,
  type OpenMarket,
  type TestUser,
} from '../../test/session';
import { createDatabase, type DatabaseHandle } from '../db/database';

let t: TestApp;
/** A second connection to the same database: it sees only what has committed. */
let other: DatabaseHandle;
const usedMarkets: number[] = [];

beforeAll(async () => {
  t = await build();
  other = createDatabase(t.config);
});

afterAll(async () => {
  await other.close();
  await t.close();
});

const ops = (...argv: string[]) => runOps(t, ...argv);

/** What was published, each with the status the second connection read at that moment. */
async function recordPublishing(
  committedStatus: (event: string, payload: unknown) => Promise<string | undefined>,
): Promise<{ channel: string; event: string; payload: unknown; committed?: string }[]> {
  const published: { channel: string; event: string; payload: unknown; committed?: string }[] = [];
  jest.spyOn(t.broadcaster, 'publish').mockImplementation(async (channel, event, payload) => {
    published.push({ channel, event, payload, committed: await committedStatus(event, payload) });
  });
  return published;
}

afterEach(() => jest.restoreAllMocks());

function expectOnlyPrivate(
  published: readonly { channel: string; event: string }[],
  events: readonly string[],
): void {
  for (const sent of published.filter((item) => events.includes(item.event))) {
    expect(sent.channel).toMatch(/^private-user\.\d+$/);
  }
}

const WALLET = '/ng/user/wallet';

function walletPost(user: TestUser, path: string, fields: Record<string, string>) {
  return postForm(t, `${WALLET}/${path}`, fields, {
    ...bearer(user.token),
    [IDEMPOTENCY_KEY_HEADER]: randomUUID(),
  });
}

async function newDeposit(user: TestUser): Promise<DepositRecord> {
  const response = await walletPost(user, 'deposit-request', {
    payment_method: 'BKASH',
    coin_number: '500',
    phone_from: '01722222222',
    phone_to: '01711000001',
    password: user.password,
  });
  expect(response.statusCode).toBe(201);
  const history = await t.app.inject({
    method: 'GET',
    url: `${WALLET}/deposit-history`,
    headers: bearer(user.token),
  });
  return json<Paged<DepositRecord>>(history).data[0]!;
}

describe('BetsSettled', () => {
  it('sends each bettor their settled bets with their status, after the commit, on their own channel only', async () => {
    const market = await takeFreshMarket(t, usedMarkets);
    const [winning, losing] = market.events as [
      OpenMarket['events'][number],
      OpenMarket['events'][number],
    ];
    const winner = await newUser(t, 1000);
    const loser = await newUser(t, 1000);
    const winnerBet = await placeBet(t, winner, winning.id, 40);
    const loserBet = await placeBet(t, loser, losing.id, 25);
    const published = await recordPublishing(async (event, payload) => {
      if (event !== REALTIME_EVENTS.betsSettled) return undefined;
      const [bet] = (payload as BetsSettledPayload).bets ?? [];
      const row = await other.db
        .selectFrom('placed_bets')
        .select('status')
        .where('id', '=', bet?.id ?? 0)
        .executeTakeFirst();
      return row?.status;
    });

    await ops('settle', String(market.marketId), String(winning.id));

    const settled = published.filter((sent) => sent.event === REALTIME_EVENTS.betsSettled);
    expect(settled).toEqual(
      expect.arrayContaining([
        {
          channel: privateUserChannel(winner.id),
          event: 'BetsSettled',
          payload: { bets: [{ id: winnerBet, status: 'won' }] },
          committed: 'won',
        },
        {
          channel: privateUserChannel(loser.id),
          event: 'BetsSettled',
          payload: { bets: [{ id: loserBet, status: 'lost' }] },
          committed: 'lost',
        },
      ]),
    );
    expect(settled).toHaveLength(2);
    expectOnlyPrivate(published, ['BetsSettled', 'CoinsChanged']);
  });
});

/** A pending withdrawal of `amount` coins, as its owner's form requests it. */
async function newWithdrawal(user: TestUser, amount: string) {
  const response = await walletPost(user, 'withdraw', {
    withdraw_amount: amount,
    phone_no: '01733333333',
    payment_method: 'BKASH',
    payment_type: 'Personal',
    password: user.password,
  });
  expect(response.statusCode).toBe(201);
  return json<WithdrawResponse>(response).data;
}

/** The committed status of the withdrawal a WithdrawalUpdated names. */
async function withdrawalStatus(event: string, payload: unknown) {
  if (event !== REALTIME_EVENTS.withdrawalUpdated) return undefined;
  const id = (payload as WithdrawalUpdatedPayload).withdrawal?.id ?? 0;
  const row = await other.db
    .selectFrom('withdrawals')
    .select('status')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.status;
}

describe('DepositUpdated and WithdrawalUpdated', () => {
  const depositStatus = async (event: string, payload: unknown) => {
    if (event !== REALTIME_EVENTS.depositUpdated) return undefined;
    const id = (payload as DepositUpdatedPayload).deposit?.id ?? 0;
    const row = await other.db
      .selectFrom('deposit_requests')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.status;
  };

  it.each(['approve', 'reject'] as const)(
    '%s: the deposit as the history now shows it, after the commit',
    async (decision) => {
      const user = await newUser(t);
      const request = await newDeposit(user);
      const published = await recordPublishing(depositStatus);

      await ops(`${decision}-deposit`, String(request.id));

      const status = decision === 'approve' ? 'approved' : 'rejected';
      const updates = published.filter((sent) => sent.event === REALTIME_EVENTS.depositUpdated);
      expect(updates).toEqual([
        {
          channel: privateUserChannel(user.id),
          event: 'DepositUpdated',
          payload: { deposit: { ...request, status, updated_at: expect.any(String) } },
          committed: status,
        },
      ]);
      expectOnlyPrivate(published, ['DepositUpdated', 'CoinsChanged']);
    },
  );

  it.each(['pay', 'reject'] as const)(
    '%s: the withdrawal as the history now shows it, after the commit',
    async (decision) => {
      const user = await newUser(t, 2000);
      const request = await newWithdrawal(user, '500');
      const published = await recordPublishing(withdrawalStatus);

      await ops(`${decision}-withdrawal`, String(request.id));

      const status = decision === 'pay' ? 'paid' : 'rejected';
      const updates = published.filter((sent) => sent.event === REALTIME_EVENTS.withdrawalUpdated);
      expect(updates).toEqual([
        {
          channel: privateUserChannel(user.id),
          event: 'WithdrawalUpdated',
          payload: { withdrawal: { ...request, status } },
          committed: status,
        },
      ]);
      expectOnlyPrivate(published, ['WithdrawalUpdated', 'CoinsChanged']);
    },
  );

  it("the bettor's own cancel: the cancelled row and the balance, after the commit", async () => {
    const user = await newUser(t, 2000);
    const request = await newWithdrawal(user, '600');
    const published = await recordPublishing(withdrawalStatus);

    const cancel = await walletPost(user, 'withdraw-cancel', { id: String(request.id) });
    expect(cancel.statusCode).toBe(200);

    expect(published).toEqual([
      {
        channel: privateUserChannel(user.id),
        event: 'WithdrawalUpdated',
        payload: {
          withdrawal: { ...request, status: 'cancelled' },
        },
        committed: 'cancelled',
      },
      {
        channel: privateUserChannel(user.id),
        event: 'CoinsChanged',
        payload: { reason: 'withdrawal-cancelled' },
        committed: undefined,
      },
      // The operators' withdrawal queue loses the row: after the commit too.
      {
        channel: BACKOFFICE_CHANNEL,
        event: QUEUE_CHANGED_EVENT,
        payload: { queues: ['withdrawals'] },
        committed: undefined,
      },
    ]);
  });
});
