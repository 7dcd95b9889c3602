import type {
  BetHistoryItem,
  Coins,
  Complaint,
  DataEnvelope,
  Follower,
  Paged,
  User,
} from '@sportsbook/shared/contracts';
import { buildBeforeAll, json, TEST_NOW } from '../../test/helper';
import type { TestApp } from '../../test/helper';
import { bearer, errorOf, newUser, openMarket, signIn, submitBet } from '../../test/session';
import type { TestUser } from '../../test/session';
import { betDisplayReference } from '../betting/bet-reference';
import { DEMO_USER } from './demo-user';

let t: TestApp;

buildBeforeAll(
  {
    env: { ACCOUNT_RATE_LIMIT_PER_ADDRESS: '1000', TOKEN_RATE_LIMIT_PER_ADDRESS: '1000' },
  },
  (app) => {
    t = app;
  },
);

async function get<T>(user: { token: string }, url: string): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url, headers: bearer(user.token) });
  expect(response.statusCode).toBe(200);
  return json<T>(response);
}

describe('GET /ng/user/profile', () => {
  it('answers the signed-in user with country, club, sponsor, status and balance', async () => {
    const sponsor = await newUser(t);
    const user = await newUser(t, 123.45, { sponsorname: sponsor.username, phone: '01800000000' });
    const { data } = await get<DataEnvelope<User>>(user, '/ng/user/profile');
    const country = await t.db
      .selectFrom('countries')
      .select(['id', 'name'])
      .orderBy('sort_order')
      .executeTakeFirstOrThrow();
    const club = await t.db
      .selectFrom('clubs')
      .select(['id', 'name'])
      .orderBy('sort_order')
      .executeTakeFirstOrThrow();
    expect(data).toEqual({
      id: user.id,
      username: user.username,
      current_balance: 123.45,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      status: true,
      email: `${user.username}@example.com`,
      phone: '01800000000',
      country: { id: country.id, name: country.name },
      club: { id: club.id },
      clubs: { clubname: club.name },
      sponsorname: sponsor.username,
    });
  });

  it('shows the seeded demo user with its opening balance from the ledger', async () => {
    const tokens = await signIn(t, DEMO_USER.username, DEMO_USER.password);
    const { data } = await get<DataEnvelope<User>>(
      { token: tokens.access_token },
      '/ng/user/profile',
    );
    expect(data).toMatchObject({
      username: 'demo',
      email: 'demo@example.com',
      phone: '01700000000',
      country: { name: 'Bangladesh' },
      sponsorname: null,
      current_balance: 10000,
    });
    const opening = await t.db
      .selectFrom('ledger_transfers')
      .select(['kind', 'transfer_key'])
      .where('kind', '=', 'opening')
      .execute();
    expect(opening).toEqual([{ kind: 'opening', transfer_key: `opening:user:${data.id}` }]);
  });

  it('gives the seeded demo user followers and complaints, so its screens have rows', async () => {
    const tokens = await signIn(t, DEMO_USER.username, DEMO_USER.password);
    const demo = { token: tokens.access_token };
    const { data: user } = await get<DataEnvelope<User>>(demo, '/ng/user/profile');
    const followers = await get<Paged<Follower>>(demo, '/ng/user/profile/followers');
    expect(followers.data).toEqual([
      { username: 'nadia_islam', phone: '01811000002', join_date: expect.any(String) },
      { username: 'rahim_khan', phone: '01711000001', join_date: expect.any(String) },
    ]);
    // Each joined after its sponsor, before the seed's clock.
    for (const follower of followers.data) {
      expect(follower.join_date > user.created_at).toBe(true);
      expect(Date.parse(follower.join_date)).toBeLessThan(TEST_NOW.getTime());
    }
    const complaints = await get<Paged<Complaint>>(demo, '/ng/user/profile/complain-history');
    expect(
      complaints.data.map((complaint) => [complaint.status, complaint.answer !== null]),
    ).toEqual([
      ['open', false],
      ['answered', true],
    ]);
    // A follower signs in with the demo password and sees its sponsor.
    const follower = await signIn(t, 'rahim_khan', DEMO_USER.password);
    const { data: followerProfile } = await get<DataEnvelope<User>>(
      { token: follower.access_token },
      '/ng/user/profile',
    );
    expect(followerProfile).toMatchObject({ sponsorname: 'demo', current_balance: 0 });
  });

  it('is only for a signed-in user', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/ng/user/profile' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /ng/user/coins', () => {
  it('answers the balance with two decimals', async () => {
    const user = await newUser(t, 20.05);
    expect(await get<DataEnvelope<Coins>>(user, '/ng/user/coins')).toEqual({
      data: {
        current_balance: 20.05,
        withdrawable: 10.05,
        held: { withdrawals: 0, bets: 0, predictions: 0 },
      },
    });
  });
});

describe('GET /ng/user/profile/bet-history', () => {
  let user: TestUser;
  const stakes = [20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31];

  beforeAll(async () => {
    user = await newUser(t, 1000);
    const market = await openMarket(t);
    for (const stake of stakes) {
      const response = await submitBet(t, user, {
        bet_amount: stake,
        bet_event_id: market.events[0]!.id,
      });
      expect(response.statusCode).toBe(201);
    }
  });

  it('pages the bets newest first, ten a page, with the columns of the history screen', async () => {
    const first = await get<Paged<BetHistoryItem>>(user, '/ng/user/profile/bet-history');
    expect(first).toMatchObject({ current_page: 1, last_page: 2, per_page: 10, total: 12 });
    expect(first.data.map((item) => item.bet_amount)).toEqual([...stakes].reverse().slice(0, 10));
    const bet = await t.db
      .selectFrom('placed_bets as p')
      .innerJoin('bet_events as e', 'e.id', 'p.bet_event_id')
      .innerJoin('bets as b', 'b.id', 'p.bet_id')
      .innerJoin('matches as m', 'm.id', 'b.match_id')
      .innerJoin('tournaments as t', 't.id', 'm.tournament_id')
      .select([
        'p.id',
        'p.placed_at',
        'p.odds_cents',
        'e.bet_event_title',
        'b.bet_title',
        'm.title',
        't.name',
      ])
      .where('p.user_id', '=', user.id)
      .orderBy('p.id', 'desc')
      .executeTakeFirstOrThrow();
    expect(first.data[0]).toEqual({
      id: bet.id,
      bet_placed_at: bet.placed_at,
      tournament: bet.name,
      match_title: bet.title,
      bet_title: bet.bet_title,
      bet_event: { bet_event_title: bet.bet_event_title },
      bet_rate: bet.odds_cents / 100,
      bet_amount: 31,
      status: 'pending',
      // Issue 32: the bet's details. Open, so its returns are what the stake would win.
      kind: 'single',
      reference: betDisplayReference(bet.id),
      returns: Math.floor((3_100 * bet.odds_cents + 50) / 100) / 100,
      cashed_out: 0,
      remaining_stake: 31,
      cash_out_value: null,
    });
    const second = await get<Paged<BetHistoryItem>>(user, '/ng/user/profile/bet-history?page=2');
    expect(second.data.map((item) => item.bet_amount)).toEqual([21, 20]);
    const beyond = await get<Paged<BetHistoryItem>>(user, '/ng/user/profile/bet-history?page=3');
    expect(beyond).toMatchObject({ data: [], current_page: 3, last_page: 2 });
  });

  it("shows only the user's own bets", async () => {
    const other = await newUser(t);
    expect(await get<Paged<BetHistoryItem>>(other, '/ng/user/profile/bet-history')).toEqual({
      data: [],
      current_page: 1,
      last_page: 1,
      per_page: 10,
      total: 0,
    });
  });
});

describe('the page parameter of the paged lists', () => {
  let user: TestUser;

  beforeAll(async () => {
    user = await newUser(t);
  });

  const NOT_PAGES = [
    '0',
    '-1',
    'abc',
    '1.5',
    '100001',
    'Infinity',
    '-Infinity',
    '1e400',
    '1e3',
    '1.0',
    '01',
    '+1',
    '0x10',
    '%201',
    '',
    '99999999999999999999',
  ];

  describe.each(['bet-history', 'followers'])('/ng/user/profile/%s', (list) => {
    it.each(NOT_PAGES)('refuses page=%s with 400 and the error body naming page', async (page) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/ng/user/profile/${list}?page=${page}`,
        headers: bearer(user.token),
      });
      expect(response.statusCode).toBe(400);
      const body = errorOf(response);
      expect(body).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'page must be a whole number from 1 to 100000.',
        errors: { page: 'page must be a whole number from 1 to 100000.' },
      });
      expect(body.errors.message).toBe(body.message);
    });

    it('refuses a repeated page parameter', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/ng/user/profile/${list}?page=1&page=2`,
        headers: bearer(user.token),
      });
      expect(response.statusCode).toBe(400);
    });

    it.each([
      ['', 1],
      ['?page=1', 1],
      ['?page=100000', 100000],
    ])('answers %s as page %i', async (query, page) => {
      const body = await get<Paged<unknown>>(user, `/ng/user/profile/${list}${query}`);
      expect(body.current_page).toBe(page);
    });
  });
});

describe('GET /ng/user/profile/followers', () => {
  it('lists users whose sponsor I am, newest first, with username, phone and join date', async () => {
    const sponsor = await newUser(t);
    const followers: TestUser[] = [];
    for (let n = 0; n < 11; n += 1) {
      followers.push(
        await newUser(t, 0, { sponsorname: sponsor.username, phone: `0190000000${n % 10}` }),
      );
    }
    await newUser(t);
    const first = await get<Paged<Follower>>(sponsor, '/ng/user/profile/followers');
    expect(first).toMatchObject({ current_page: 1, last_page: 2, total: 11 });
    expect(first.data).toHaveLength(10);
    expect(first.data[0]).toEqual({
      username: followers[10]!.username,
      phone: '01900000000',
      join_date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const second = await get<Paged<Follower>>(sponsor, '/ng/user/profile/followers?page=2');
    expect(second.data.map((follower) => follower.username)).toEqual([followers[0]!.username]);
    expect((await get<Paged<Follower>>(followers[0]!, '/ng/user/profile/followers')).total).toBe(0);
  });
});
