import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from './App';

// These screens poll (no socket here); live-queues.test.tsx drives the operators' channel.
jest.mock('./live-queues', () => ({
  ...jest.requireActual<object>('./live-queues'),
  startLiveQueues: () => () => undefined,
}));

interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

const DEPOSIT = {
  id: 7,
  username: 'alice',
  date: '2026-01-05T10:00:00.000Z',
  coin_number: 500,
  method: 'BKASH',
  phone_from: '01800000000',
  bettor: {
    user_id: 3,
    username: 'alice',
    active: true,
    balance: 1200,
    recent_statement: [],
    responsible_gambling: {
      deposit_limits: [
        { period: 'day', limit: 600, used: 500, left: 100, pending: null },
        { period: 'week', limit: null, used: 500, left: null, pending: null },
        { period: 'month', limit: null, used: 500, left: null, pending: null },
      ],
      play_break: null,
      reality_check_minutes: 0,
      server_time: '2026-01-05T10:00:00.000Z',
    },
    responsible_gambling_history: [
      {
        id: 4,
        subject: 'time-out',
        change: 'applied',
        from_value: null,
        to_value: '24h',
        effective_at: '2026-01-03T09:00:00.000Z',
        actor: 'support-sam',
        created_at: '2026-01-02T09:00:00.000Z',
      },
    ],
  },
};

/** A fetch that answers like the operator API: `answers` by "METHOD path". */
function fakeApi(answers: Record<string, (sent: Sent) => [number, unknown]>): Sent[] {
  const sent: Sent[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const entry: Sent = {
      method: init?.method ?? 'GET',
      url: url.pathname + url.search,
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
    };
    sent.push(entry);
    const answer = answers[`${entry.method} ${url.pathname}`];
    const [status, body] = answer ? answer(entry) : [404, { message: 'Not found.' }];
    const text = JSON.stringify(body);
    return {
      ok: status >= 200 && status < 300,
      status,
      text: async () => text,
      headers: { get: () => null },
    } as unknown as Response;
  }) as typeof fetch;
  return sent;
}

beforeEach(() => window.sessionStorage.clear());

it('says which sign-in field is wrong, then shows the queue the role may see', async () => {
  let tries = 0;
  const sent = fakeApi({
    'POST /operator/session': () =>
      ++tries === 1
        ? [
            400,
            {
              message: 'The code is the 6 digits your app shows.',
              errors: { code: 'The code is the 6 digits your app shows.' },
            },
          ]
        : [
            200,
            {
              token: 'op_token',
              expires_at: '2026-01-05T10:15:00.000Z',
              operator: { id: 1, username: 'admin', role: 'finance' },
            },
          ],
    'GET /operator/me': () => [
      200,
      { username: 'admin', role: 'finance', permissions: ['wallet.read', 'wallet.decide'] },
    ],
    'GET /operator/deposits': () => [200, { deposits: [DEPOSIT] }],
    'POST /operator/deposits/7/approve': () => [200, { record: {}, replayed: false }],
  });
  const user = userEvent.setup();
  render(<App />);
  await user.type(screen.getByLabelText('Username'), 'admin');
  await user.type(screen.getByLabelText('Password'), 'secret password');
  await user.type(screen.getByLabelText('Authenticator code'), '12');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('6 digits');
  expect(screen.getByLabelText('Authenticator code')).toHaveAccessibleDescription(
    'The code is the 6 digits your app shows.',
  );

  await user.clear(screen.getByLabelText('Authenticator code'));
  await user.type(screen.getByLabelText('Authenticator code'), '123456');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('heading', { name: 'Deposits waiting' })).toBeInTheDocument();
  const nav = screen.getByRole('navigation', { name: 'Back office' });
  expect(
    within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Deposits', 'Withdrawals']);
  expect(await screen.findByText(/Deposit 7:/)).toBeInTheDocument();
  expect(
    screen.getByText(/safer gambling: day deposit limit 600 \(100 left\)/),
  ).toBeInTheDocument();
  // The latest safer-gambling changes, one click away beside the request.
  await user.click(screen.getByText('Safer-gambling history of alice (latest changes)'));
  const changes = screen.getByRole('region', { name: 'Safer-gambling history of alice' });
  expect(within(changes).getAllByRole('row')[1]).toHaveTextContent(
    '2026-01-02 09:00:00Time-out of 24 hoursno breaktime-out until 2026-01-03 09:00:00support-sam',
  );

  await user.click(screen.getByRole('button', { name: 'Approve deposit 7' }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Approve: done.'));
  const approval = sent.find((entry) => entry.url === '/operator/deposits/7/approve')!;
  expect(approval.headers.Authorization).toBe('Bearer op_token');
  expect(approval.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
});

it('shows a refusal beside the reason it asks for', async () => {
  window.sessionStorage.setItem(
    'sb-operator-session',
    JSON.stringify({
      token: 'op_token',
      expires_at: '',
      operator: { username: 'a', role: 'finance' },
    }),
  );
  fakeApi({
    'GET /operator/me': () => [
      200,
      { username: 'a', role: 'finance', permissions: ['wallet.read'] },
    ],
    'GET /operator/deposits': () => [200, { deposits: [DEPOSIT] }],
    'POST /operator/deposits/7/reject': () => [
      400,
      {
        message: 'Give a reason.',
        errors: { reason: 'Give a reason.', message: 'Give a reason.' },
      },
    ],
  });
  const user = userEvent.setup();
  render(<App />);
  await user.click(await screen.findByRole('button', { name: 'Reject deposit 7' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Give a reason.');
  expect(screen.getByLabelText('Reason for deposit 7')).toHaveAccessibleDescription(
    'Give a reason.',
  );
});

it('retries an action with its key until the outcome is known, then uses a new key', async () => {
  const busy = 'The server is busy. Please try again in a moment.';
  // Each press of Approve gets the next answer: no answer at all, a 5xx, a 429 (each says nothing
  // of the outcome), a refusal, then two successes.
  const answers: (() => [number, unknown])[] = [
    () => {
      throw new TypeError('Failed to fetch');
    },
    () => [503, { message: busy, code: 'SERVICE_UNAVAILABLE', errors: { message: busy } }],
    () => [
      429,
      {
        message: 'Too many requests.',
        code: 'RATE_LIMITED',
        errors: { message: 'Too many requests.' },
      },
    ],
    () => [
      409,
      {
        message: 'Deposit 7 is already decided.',
        code: 'CONFLICT',
        errors: { message: 'Deposit 7 is already decided.' },
      },
    ],
    () => [200, { record: {}, replayed: false }],
    () => [200, { record: {}, replayed: true }],
  ];
  const sent = fakeApi({
    ...signedIn('finance', ['wallet.read', 'wallet.decide']),
    'GET /operator/deposits': () => [200, { deposits: [DEPOSIT] }],
    'POST /operator/deposits/7/approve': () => answers.shift()!(),
  });
  const user = userEvent.setup();
  render(<App />);
  const approve = await screen.findByRole('button', { name: 'Approve deposit 7' });
  const shown = [
    'The server cannot be reached. Check your connection.',
    busy,
    'Too many requests.',
    'Deposit 7 is already decided.',
  ];
  for (const message of shown) {
    await user.click(approve);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
  }
  for (let done = 0; done < 2; done += 1) {
    await user.click(approve);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Approve: done.'));
  }
  const keys = sent
    .filter((entry) => entry.url === '/operator/deposits/7/approve')
    .map((entry) => entry.headers['Idempotency-Key']);
  expect(keys).toHaveLength(6);
  // The lost answer, the 5xx and the 429 left the outcome unknown: the same action, the same key.
  expect(keys[1]).toBe(keys[0]);
  expect(keys[2]).toBe(keys[0]);
  expect(keys[3]).toBe(keys[0]);
  // The refusal was an answer: the next press is a new action; so is the one after a success.
  expect(keys[4]).not.toBe(keys[3]);
  expect(keys[5]).not.toBe(keys[4]);
});

/** A stored session of `role`, and the API's answer to /me. */
function signedIn(
  role: string,
  permissions: string[],
): Record<string, (sent: Sent) => [number, unknown]> {
  window.sessionStorage.setItem(
    'sb-operator-session',
    JSON.stringify({ token: 'op_token', expires_at: '', operator: { username: 'sam', role } }),
  );
  return { 'GET /operator/me': () => [200, { username: 'sam', role, permissions }] };
}

const ALICE = {
  profile: {
    id: 3,
    username: 'alice',
    email: 'alice@example.com',
    phone: '01800000000',
    country: 'Bangladesh',
    club: 'Abahani',
    sponsor: null,
    active: true,
    joined: '2026-01-01T09:00:00.000Z',
  },
  balance: 1200,
  statement: [],
  bets: [],
  followers: [],
  safer_gambling: {
    state: { ...DEPOSIT.bettor.responsible_gambling },
    history: [
      {
        id: 2,
        subject: 'deposit-limit-day',
        change: 'applied',
        from_value: '80000',
        to_value: '60000',
        effective_at: null,
        actor: 'bettor',
        created_at: '2026-01-04T08:00:00.000Z',
      },
      {
        id: 1,
        subject: 'deposit-limit-day',
        change: 'applied',
        from_value: null,
        to_value: '80000',
        effective_at: null,
        actor: 'bettor',
        created_at: '2026-01-03T08:00:00.000Z',
      },
    ],
  },
};

async function openAlice(user: ReturnType<typeof userEvent.setup>) {
  window.location.hash = '#/users';
  render(<App />);
  await user.type(await screen.findByLabelText('Username, email or phone'), 'ali');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await user.click(await screen.findByRole('button', { name: 'alice' }));
  return screen.findByRole('heading', { level: 2, name: /^alice/ });
}

it('shows a bettor’s safer gambling and adds a time-out with its reason', async () => {
  const sent = fakeApi({
    ...signedIn('support', ['users.read', 'users.status', 'users.time-out']),
    'GET /operator/users': () => [
      200,
      { users: [{ id: 3, username: 'alice', email: '', phone: '', active: true }] },
    ],
    'GET /operator/users/3': () => [200, ALICE],
    'POST /operator/users/3/time-out': (request) =>
      (request.body as { reason: string }).reason === ''
        ? [400, { message: 'Give a reason.', errors: { reason: 'Give a reason.' } }]
        : [200, { record: {}, replayed: false }],
  });
  const user = userEvent.setup();
  await openAlice(user);
  expect(screen.getByText('In force: day deposit limit 600 (100 left).')).toBeInTheDocument();
  const history = screen.getByRole('region', { name: 'Safer-gambling history of alice' });
  expect(
    within(history)
      .getAllByRole('row')
      .map((row) => row.textContent),
  ).toEqual([
    'WhenWhatFromToBy',
    '2026-01-04 08:00:00daily deposit limit set800.00600.00bettor',
    '2026-01-03 08:00:00daily deposit limit setno limit800.00bettor',
  ]);

  await user.selectOptions(screen.getByLabelText('Length'), '7 days');
  await user.click(screen.getByRole('button', { name: 'Add time-out to alice' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Give a reason.');
  expect(screen.getByLabelText('Reason for the time-out')).toHaveAccessibleDescription(
    'Give a reason.',
  );
  await user.type(screen.getByLabelText('Reason for the time-out'), 'Asked on the phone.');
  await user.click(screen.getByRole('button', { name: 'Add time-out to alice' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Time-out of 7 days added for alice.',
  );
  const added = sent.filter((entry) => entry.url === '/operator/users/3/time-out');
  expect(added.map((entry) => entry.body)).toEqual([
    { duration: '7d', reason: '' },
    { duration: '7d', reason: 'Asked on the phone.' },
  ]);
  // A refusal is an answer: the second try is a new action with a key of its own.
  expect(added[0]!.headers['Idempotency-Key']).not.toBe(added[1]!.headers['Idempotency-Key']);
});

it('offers no time-out or suspension to a role that may only read bettors', async () => {
  fakeApi({
    ...signedIn('finance', ['users.read']),
    'GET /operator/users': () => [
      200,
      { users: [{ id: 3, username: 'alice', email: '', phone: '', active: true }] },
    ],
    'GET /operator/users/3': () => [200, ALICE],
  });
  const user = userEvent.setup();
  await openAlice(user);
  expect(screen.getByRole('heading', { name: 'Safer gambling' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /time-out/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Suspend/ })).not.toBeInTheDocument();
});

it('says so when the audit trail has no record, and names where the last verifier run came from', async () => {
  fakeApi({
    ...signedIn('finance', ['audit.read', 'ledger.read']),
    'GET /operator/audit': () => [200, { records: [] }],
    'GET /operator/ledger-health': () => [
      200,
      {
        last_check: {
          ok: true,
          violations: 0,
          ran_at: '2026-01-05T03:00:00.000Z',
          source: 'cli',
          ran_by: 'cron',
        },
        recent_checks: [
          {
            ok: true,
            violations: 0,
            ran_at: '2026-01-05T03:00:00.000Z',
            source: 'cli',
            ran_by: 'cron',
          },
        ],
        house_accounts: [],
        bettors_total: 0,
      },
    ],
  });
  window.location.hash = '#/audit';
  const { unmount } = render(<App />);
  expect(await screen.findByText('No records.')).toBeInTheDocument();
  unmount();
  window.location.hash = '#/ledger';
  render(<App />);
  expect(
    await screen.findByText(
      'Last verified 2026-01-05 03:00:00 from npm run ledger:verify by cron: every invariant holds.',
    ),
  ).toBeInTheDocument();
});
