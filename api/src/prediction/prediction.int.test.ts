import { randomUUID } from 'node:crypto';
import type {
  DataEnvelope,
  PredictionEntryResponse,
  PredictionEvent,
} from '@sportsbook/shared/contracts';
import { IDEMPOTENCY_KEY_HEADER, PREDICTION_EVENT_ID } from '@sportsbook/shared/contracts';
import { getOk, json, TEST_PUBLIC_URL } from '../../test/helper';
import type { TestApp } from '../../test/helper';
import {
  balanceMinorOf,
  bearer,
  errorOf,
  moneySuiteApp,
  newUser,
  postForm,
  submitPredictionEntry,
} from '../../test/session';
import type { TestUser } from '../../test/session';

let t: TestApp;

moneySuiteApp((built) => {
  t = built;
});

const get = <T>(url: string): Promise<T> => getOk<T>(t, url);

/** The entry as the prediction screen sends it: bearer token and a fresh Idempotency-Key. */
const enter = (user: TestUser, fields: Record<string, string | number | undefined>, key?: string) =>
  submitPredictionEntry(t, user, fields, key);

const entriesOf = (userId: number) =>
  t.db.selectFrom('prediction_entries').selectAll().where('user_id', '=', userId).execute();

describe('GET /getPredictionEvent/{id}', () => {
  it('answers event 1 with its ten teams in SPEC order', async () => {
    const { data } = await get<DataEnvelope<PredictionEvent>>(
      `/getPredictionEvent/${PREDICTION_EVENT_ID}`,
    );
    expect(data.id).toBe(PREDICTION_EVENT_ID);
    expect(data.name).toEqual(expect.any(String));
    expect(data.description).toMatch(/<p>/);
    expect(data.remuneration).toBe(1.85);
    expect(data.status).toBe('open');
    expect(data.teams.map((team) => [team.id, team.short_name])).toEqual([
      [1, 'csk'],
      [2, 'dc'],
      [3, 'gt'],
      [4, 'kkr'],
      [5, 'lsg'],
      [6, 'mi'],
      [7, 'pbks'],
      [8, 'rr'],
      [9, 'rcb'],
      [10, 'srh'],
    ]);
    expect(data.teams[9]).toEqual({
      id: 10,
      short_name: 'srh',
      full_name: 'Sunrisers Hyderabad',
      color: expect.stringMatching(/^#[0-9A-F]{6}$/i),
      text_color: expect.stringMatching(/^#[0-9A-F]{6}$/i),
      logo: `${TEST_PUBLIC_URL}/static/teams/srh.svg`,
    });
  });

  it('answers the same under /ng/', async () => {
    expect(await get(`/ng/getPredictionEvent/${PREDICTION_EVENT_ID}`)).toEqual(
      await get(`/getPredictionEvent/${PREDICTION_EVENT_ID}`),
    );
  });

  it('answers 404 with the error body for an unknown event', async () => {
    for (const url of ['/getPredictionEvent/2', '/ng/getPredictionEvent/2']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(json<{ code: string; errors: { message: string } }>(response)).toMatchObject({
        code: 'NOT_FOUND',
        errors: { message: 'Prediction event not found.' },
      });
    }
  });

  it('answers 400 for an id that is not a number', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/getPredictionEvent/abc' });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /ng/prediction-entry', () => {
  it('enters: the stake leaves the balance as a pending hold on the chosen team', async () => {
    const user = await newUser(t, 1000);
    const response = await enter(user, { stake: '500', prediction: 3 });
    expect(response.statusCode).toBe(201);
    expect(json<PredictionEntryResponse>(response)).toEqual({
      status: 'success',
      message: 'Prediction Placed Successfully',
      data: {
        id: expect.any(Number),
        prediction_event_id: PREDICTION_EVENT_ID,
        prediction: 3,
        stake: 500,
        status: 'pending',
        entered_at: expect.any(String),
      },
    });
    expect(await balanceMinorOf(t, user.id)).toBe(50_000);
    const [entry] = await entriesOf(user.id);
    expect(entry).toMatchObject({ team_id: 3, stake_minor: 50_000, status: 'pending' });
    const hold = await t.db
      .selectFrom('ledger_holds as h')
      .innerJoin('ledger_accounts as a', 'a.id', 'h.pending_account_id')
      .select(['h.status', 'h.amount_minor', 'a.code'])
      .where('h.id', '=', entry!.hold_id!)
      .executeTakeFirstOrThrow();
    expect(hold).toEqual({
      status: 'pending',
      amount_minor: 50_000,
      code: 'house:predictions-pending',
    });
  });

  it('enters once per Idempotency-Key: a retry replays the answer and moves nothing', async () => {
    const user = await newUser(t, 1000);
    const key = randomUUID();
    const first = await enter(user, { stake: '100', prediction: 1 }, key);
    const again = await enter(user, { stake: '100', prediction: 1 }, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    expect(await entriesOf(user.id)).toHaveLength(1);
    expect(await balanceMinorOf(t, user.id)).toBe(90_000);
  });

  it('needs sign-in and an Idempotency-Key', async () => {
    const anonymous = await postForm(
      t,
      '/ng/prediction-entry',
      { participant_id: 1, prediction_event_id: 1, stake: '500', prediction: 1 },
      { [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
    );
    expect(anonymous.statusCode).toBe(401);
    const user = await newUser(t, 1000);
    const noKey = await postForm(
      t,
      '/ng/prediction-entry',
      { participant_id: user.id, prediction_event_id: 1, stake: '500', prediction: 1 },
      bearer(user.token),
    );
    expect(noKey.statusCode).toBe(400);
    expect(errorOf(noKey).code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expect(await entriesOf(user.id)).toHaveLength(0);
  });

  it.each([
    ['another user', { participant_id: 1 }, 403, 'FORBIDDEN', 'participant_id'],
    ['no participant', { participant_id: '' }, 422, 'VALIDATION_FAILED', 'participant_id'],
    ['a word as participant', { participant_id: 'me' }, 403, 'FORBIDDEN', 'participant_id'],
    ['an empty stake', { stake: '' }, 422, 'STAKE_TOO_LOW', 'stake'],
    ['a stake of 50', { stake: '50' }, 422, 'STAKE_TOO_LOW', 'stake'],
    ['a stake of 0', { stake: '0' }, 422, 'STAKE_TOO_LOW', 'stake'],
    ['a decimal stake', { stake: '60.5' }, 422, 'VALIDATION_FAILED', 'stake'],
    ['a negative stake', { stake: '-100' }, 422, 'VALIDATION_FAILED', 'stake'],
    ['letters in the stake', { stake: '5OO' }, 422, 'VALIDATION_FAILED', 'stake'],
    ['no team', { prediction: '' }, 422, 'VALIDATION_FAILED', 'prediction'],
    ['a team of no event', { prediction: 99 }, 422, 'VALIDATION_FAILED', 'prediction'],
    [
      'a bad event id',
      { prediction_event_id: 'x' },
      422,
      'VALIDATION_FAILED',
      'prediction_event_id',
    ],
  ])(
    'refuses %s with a clear 4xx and writes nothing',
    async (_name, fields, status, code, field) => {
      const user = await newUser(t, 1000);
      const response = await enter(user, { stake: '500', prediction: 2, ...fields });
      expect(response.statusCode).toBe(status);
      const body = errorOf(response);
      expect(body.code).toBe(code);
      expect(body.errors[field]).toEqual(expect.any(String));
      expect(await entriesOf(user.id)).toHaveLength(0);
      expect(await balanceMinorOf(t, user.id)).toBe(100_000);
    },
  );

  it('says SPEC\'s "Stake amout is too low" for a stake of 50 or less', async () => {
    const user = await newUser(t, 1000);
    const response = await enter(user, { stake: '50', prediction: 2 });
    expect(errorOf(response).errors.message).toBe('Stake amout is too low');
    const lowest = await enter(user, { stake: '51', prediction: 2 });
    expect(lowest.statusCode).toBe(201);
  });

  it('refuses a stake above the balance, and an unknown event', async () => {
    const user = await newUser(t, 100);
    const tooMuch = await enter(user, { stake: '101', prediction: 2 });
    expect(tooMuch.statusCode).toBe(422);
    expect(errorOf(tooMuch).code).toBe('INSUFFICIENT_BALANCE');
    const unknown = await enter(user, { stake: '60', prediction: 2, prediction_event_id: 2 });
    expect(unknown.statusCode).toBe(404);
    expect(await entriesOf(user.id)).toHaveLength(0);
    const all = await enter(user, { stake: '100', prediction: 2 });
    expect(all.statusCode).toBe(201);
    expect(await balanceMinorOf(t, user.id)).toBe(0);
  });
});
