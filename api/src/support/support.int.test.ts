import { privateUserChannel } from '@sportsbook/shared/contracts';
import type { Complaint, ComplaintSubmitResponse, Paged } from '@sportsbook/shared/contracts';
import { build, buildBeforeAll, json } from '../../test/helper';
import type { TestApp } from '../../test/helper';
import { bearer, errorOf, newUser, postForm, runOps } from '../../test/session';
import type { TestUser } from '../../test/session';
import { UsageError } from '../ops/commands';
import type { Broadcaster } from '../realtime/broadcaster';

let t: TestApp;

buildBeforeAll({ env: { ACCOUNT_RATE_LIMIT_PER_ADDRESS: '1000' } }, (app) => {
  t = app;
});

const ops = (...argv: string[]): Promise<string[]> => runOps(t, ...argv);

const SUBMIT = '/ng/user/profile/submit-complain';
const HISTORY = '/ng/user/profile/complain-history';

async function submit(user: TestUser, qtitle: string, qdescription = 'What happened.') {
  const response = await postForm(t, SUBMIT, { qtitle, qdescription }, bearer(user.token));
  expect(response.statusCode).toBe(201);
  return json<ComplaintSubmitResponse>(response).data;
}

async function history(user: TestUser, query = ''): Promise<Paged<Complaint>> {
  const response = await t.app.inject({
    method: 'GET',
    url: `${HISTORY}${query}`,
    headers: bearer(user.token),
  });
  expect(response.statusCode).toBe(200);
  return json<Paged<Complaint>>(response);
}

async function complaintCount(): Promise<number> {
  const row = await t.db
    .selectFrom('complaints')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('POST /ng/user/profile/submit-complain', () => {
  it('stores an open complaint of the signed-in user and answers a message', async () => {
    const user = await newUser(t);
    const response = await postForm(
      t,
      SUBMIT,
      { qtitle: '  Late payout ', qdescription: ' My winnings of yesterday are missing.\n' },
      bearer(user.token),
    );
    expect(response.statusCode).toBe(201);
    const body = json<ComplaintSubmitResponse>(response);
    expect(body).toEqual({
      message: 'Your complaint has been submitted. We will answer it as soon as we can.',
      data: {
        id: expect.any(Number),
        date: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        qtitle: 'Late payout',
        qdescription: 'My winnings of yesterday are missing.',
        answer: null,
        status: 'open',
        answered_at: null,
      },
    });
    const row = await t.db
      .selectFrom('complaints')
      .selectAll()
      .where('id', '=', body.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: user.id, status: 'open', qtitle: 'Late payout' });
  });

  it.each([
    ['no subject', { qtitle: '' }, { qtitle: 'Subject required' }],
    ['a blank subject', { qtitle: '   ' }, { qtitle: 'Subject required' }],
    ['no description', { qdescription: '' }, { qdescription: 'Description required' }],
    [
      'a subject of 151 characters',
      { qtitle: 's'.repeat(151) },
      { qtitle: 'Subject must be at most 150 characters.' },
    ],
    [
      'an empty form',
      { qtitle: '', qdescription: '' },
      { qtitle: 'Subject required', qdescription: 'Description required' },
    ],
  ])('refuses %s with SPEC’s message and stores nothing', async (_case, change, errors) => {
    const user = await newUser(t);
    const before = await complaintCount();
    const response = await postForm(
      t,
      SUBMIT,
      { qtitle: 'Subject', qdescription: 'Description', ...change },
      bearer(user.token),
    );
    expect(response.statusCode).toBe(422);
    const headline = Object.values(errors)[0];
    expect(errorOf(response)).toEqual({
      message: headline,
      code: 'VALIDATION_FAILED',
      errors: { message: headline, ...errors },
    });
    expect(await complaintCount()).toBe(before);
  });

  it('takes the longest description and refuses a longer one with the field named', async () => {
    const user = await newUser(t);
    await submit(user, 'Long', 'd'.repeat(1000));
    const before = await complaintCount();
    const response = await postForm(
      t,
      SUBMIT,
      { qtitle: 'Too long', qdescription: 'd'.repeat(1001) },
      bearer(user.token),
    );
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errors.qdescription).toEqual(expect.any(String));
    expect(await complaintCount()).toBe(before);
  });

  it('is only for a signed-in user, before the form is read', async () => {
    const response = await postForm(t, SUBMIT, {});
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('UNAUTHENTICATED');
  });
});

describe('GET /ng/user/profile/complain-history', () => {
  it('pages the user’s complaints newest first, ten a page', async () => {
    const user = await newUser(t);
    const titles = Array.from({ length: 11 }, (_, n) => `Question ${n + 1}`);
    for (const title of titles) await submit(user, title);
    const first = await history(user);
    expect(first).toMatchObject({ current_page: 1, last_page: 2, per_page: 10, total: 11 });
    expect(first.data.map((complaint) => complaint.qtitle)).toEqual(
      [...titles].reverse().slice(0, 10),
    );
    expect((await history(user, '?page=2')).data.map((complaint) => complaint.qtitle)).toEqual([
      'Question 1',
    ]);
    expect(await history(user, '?page=3')).toMatchObject({ data: [], current_page: 3 });
  });

  it.each(['0', '-1', 'abc', '1.5'])('refuses page=%s with 400', async (page) => {
    const user = await newUser(t);
    const response = await t.app.inject({
      method: 'GET',
      url: `${HISTORY}?page=${page}`,
      headers: bearer(user.token),
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('VALIDATION_FAILED');
  });

  it('is only for a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: HISTORY })).statusCode).toBe(401);
  });
});

describe('one user never reads another’s complaints', () => {
  it('shows each user only their own, whatever id the request names', async () => {
    const [me, other] = [await newUser(t), await newUser(t)];
    const mine = await submit(me, 'Mine');
    const response = await postForm(
      t,
      SUBMIT,
      { qtitle: 'Filed as someone else?', qdescription: 'No.', user_id: other.id, id: other.id },
      bearer(me.token),
    );
    expect(response.statusCode).toBe(201);
    const theirs = await submit(other, 'Theirs');
    const forged = `?user_id=${other.id}&id=${theirs.id}`;
    expect((await history(me, forged)).data.map((complaint) => complaint.qtitle)).toEqual([
      'Filed as someone else?',
      mine.qtitle,
    ]);
    expect((await history(other)).data.map((complaint) => complaint.qtitle)).toEqual(['Theirs']);
  });
});

describe('operators answer complaints (ops complaints, ops answer)', () => {
  it('lists open complaints oldest first, and an answer reaches the user’s history and channel', async () => {
    const [user, other] = [await newUser(t), await newUser(t)];
    const first = await submit(user, 'First question', 'About a deposit.');
    const second = await submit(other, 'Second question');

    const listed = (await ops('complaints')).map((line) => JSON.parse(line) as { id: number });
    const ids = listed.map((complaint) => complaint.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(listed.find((complaint) => complaint.id === first.id)).toEqual({
      id: first.id,
      username: user.username,
      date: first.date,
      qtitle: 'First question',
      qdescription: 'About a deposit.',
    });

    t.broadcaster.sent = [];
    const printed = await ops('answer', String(first.id), 'It was credited', 'this morning.');
    const answered: Complaint = {
      ...first,
      status: 'answered',
      answer: 'It was credited this morning.',
      answered_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown as string,
    };
    expect(JSON.parse(printed[0]!)).toEqual({ username: user.username, ...answered });
    expect((await history(user)).data).toEqual([answered]);
    expect(t.broadcaster.sent).toEqual([
      {
        channel: privateUserChannel(user.id),
        event: 'ComplaintAnswered',
        payload: { complaint: answered },
      },
    ]);
    // The other user's complaint is untouched and still open.
    expect((await history(other)).data).toEqual([second]);
    const stillOpen = (await ops('complaints')).map((line) => JSON.parse(line) as { id: number });
    expect(stillOpen.map((complaint) => complaint.id)).toContain(second.id);
    expect(stillOpen.map((complaint) => complaint.id)).not.toContain(first.id);
  });

  it('answers a complaint once: a second answer is refused and changes nothing', async () => {
    const user = await newUser(t);
    const complaint = await submit(user, 'Once');
    await ops('answer', String(complaint.id), 'First answer.');
    t.broadcaster.sent = [];
    await expect(ops('answer', String(complaint.id), 'Second answer.')).rejects.toMatchObject({
      code: 'CONFLICT',
      message: `Complaint ${complaint.id} is already answered.`,
    });
    expect((await history(user)).data[0]!.answer).toBe('First answer.');
    expect(t.broadcaster.sent).toEqual([]);
  });

  it.each([
    [
      'an unknown complaint',
      ['answer', '2147483647', 'Hello'],
      'NOT_FOUND',
      'No complaint has id 2147483647.',
    ],
    ['a blank answer', ['answer', '{id}', '   '], 'VALIDATION_FAILED', 'The answer is required.'],
    ['no answer', ['answer', '{id}'], 'VALIDATION_FAILED', 'The answer is required.'],
    [
      'an answer of 2001 characters',
      ['answer', '{id}', 'x'.repeat(2001)],
      'VALIDATION_FAILED',
      'The answer must be at most 2000 characters.',
    ],
  ])('refuses %s', async (_case, argv, code, message) => {
    const user = await newUser(t);
    const complaint = await submit(user, 'Refused answers');
    const args = argv.map((arg) => (arg === '{id}' ? String(complaint.id) : arg));
    await expect(ops(...args)).rejects.toMatchObject({ code, message });
    expect((await history(user)).data[0]!.status).toBe('open');
  });

  it.each([
    [['answer']],
    [['answer', 'abc', 'Hi']],
    [['answer', '0', 'Hi']],
    [['complaints', 'x']],
  ])('reads %j as a bad command line', async (argv) => {
    await expect(ops(...argv)).rejects.toBeInstanceOf(UsageError);
  });

  it('keeps the answer when the realtime server does not take the notice, and says so', async () => {
    const down: Broadcaster = { publish: () => Promise.reject(new Error('connection refused')) };
    const offline = await build({
      broadcaster: down,
      env: { ACCOUNT_RATE_LIMIT_PER_ADDRESS: '1000' },
    });
    try {
      const user = await newUser(offline);
      const response = await postForm(
        offline,
        SUBMIT,
        { qtitle: 'Offline', qdescription: 'Realtime is down.' },
        bearer(user.token),
      );
      const complaint = json<ComplaintSubmitResponse>(response).data;
      const printed = await runOps(offline, 'answer', String(complaint.id), 'Answered anyway.');
      expect(printed[0]).toBe('warning: the realtime server did not take ComplaintAnswered.');
      const row = await offline.db
        .selectFrom('complaints')
        .select(['status', 'answer'])
        .where('id', '=', complaint.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'answered', answer: 'Answered anyway.' });
    } finally {
      await offline.close();
    }
  });
});
