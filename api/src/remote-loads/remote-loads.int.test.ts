/**
 * `POST /ng/remote-loads` records which remote versions a page load got; `GET /ng/remote-loads`
 * counts page loads and failed page loads per version. Asserted through HTTP and in the database.
 */
import type {
  ApiErrorBody,
  DataEnvelope,
  RemoteLoadRecord,
  RemoteLoadSummary,
} from '@sportsbook/shared/contracts';
import { build, json } from '../../test/helper';
import type { TestApp } from '../../test/helper';
import { REPORTS_PER_ADDRESS } from './post-remote-loads';
import { SINCE_MESSAGE } from './get-remote-loads';

let t: TestApp;
let pageLoads = 0;

beforeEach(async () => {
  t = await build({ seed: false });
});

afterEach(async () => {
  await t.close();
});

function newPageLoadId(): string {
  pageLoads += 1;
  return `page-load-${String(pageLoads).padStart(4, '0')}`;
}

const loaded = (remote: string, version: string): RemoteLoadRecord => ({
  remote,
  version,
  channel: 'live',
  outcome: 'loaded',
});

const failed = (remote: string, version: string, error: string): RemoteLoadRecord => ({
  remote,
  version,
  channel: 'canary',
  outcome: 'failed',
  error,
});

function report(pageLoadId: string, remotes: RemoteLoadRecord[], remoteAddress?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/ng/remote-loads',
    payload: { page_load_id: pageLoadId, remotes },
    remoteAddress,
  });
}

async function summary(query = ''): Promise<RemoteLoadSummary[]> {
  const response = await t.app.inject({ method: 'GET', url: `/ng/remote-loads${query}` });
  expect(response.statusCode).toBe(200);
  return json<DataEnvelope<RemoteLoadSummary[]>>(response).data;
}

function rows() {
  return t.db
    .selectFrom('remote_loads')
    .select(['page_load_id', 'remote', 'version', 'channel', 'outcome', 'error'])
    .orderBy('id')
    .execute();
}

describe('POST /ng/remote-loads', () => {
  it('records each remote version of a page load', async () => {
    const pageLoad = newPageLoadId();
    const response = await report(pageLoad, [
      loaded('sports', '1.0.0'),
      failed('betslip', '1.0.1', 'betslip/Betslip could not be loaded'),
    ]);
    expect(response.statusCode).toBe(202);
    expect(json<DataEnvelope<{ recorded: number }>>(response).data).toEqual({ recorded: 2 });
    expect(await rows()).toEqual([
      {
        page_load_id: pageLoad,
        remote: 'sports',
        version: '1.0.0',
        channel: 'live',
        outcome: 'loaded',
        error: null,
      },
      {
        page_load_id: pageLoad,
        remote: 'betslip',
        version: '1.0.1',
        channel: 'canary',
        outcome: 'failed',
        error: 'betslip/Betslip could not be loaded',
      },
    ]);
  });

  it('counts a page load once per version, and a failure stays a failure', async () => {
    const pageLoad = newPageLoadId();
    await report(pageLoad, [loaded('betslip', '1.0.1')]);
    await report(pageLoad, [failed('betslip', '1.0.1', 'chunk 404')]);
    await report(pageLoad, [loaded('betslip', '1.0.1')]);
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ outcome: 'failed', error: 'chunk 404' });
  });

  it.each([
    ['no page load id', { remotes: [loaded('betslip', '1.0.0')] }],
    ['a short page load id', { page_load_id: 'abc', remotes: [loaded('betslip', '1.0.0')] }],
    ['no remotes', { page_load_id: 'page-load-x1', remotes: [] }],
    [
      'an unknown channel',
      {
        page_load_id: 'page-load-x1',
        remotes: [{ ...loaded('betslip', '1.0.0'), channel: 'beta' }],
      },
    ],
    [
      'an unknown outcome',
      { page_load_id: 'page-load-x1', remotes: [{ ...loaded('betslip', '1.0.0'), outcome: 'ok' }] },
    ],
    [
      'a version with spaces',
      { page_load_id: 'page-load-x1', remotes: [loaded('betslip', '1 0')] },
    ],
    [
      'a remote name that is not a name',
      { page_load_id: 'page-load-x1', remotes: [loaded('../etc', '1.0.0')] },
    ],
    [
      'too many remotes',
      {
        page_load_id: 'page-load-x1',
        remotes: Array.from({ length: 21 }, (_, i) => loaded(`remote-${i}`, '1.0.0')),
      },
    ],
    [
      'an error text over 300 characters',
      {
        page_load_id: 'page-load-x1',
        remotes: [failed('betslip', '1.0.0', 'x'.repeat(301))],
      },
    ],
    ['a list instead of an object', [loaded('betslip', '1.0.0')]],
  ])('refuses %s with 400 and the error body, recording nothing', async (_name, payload) => {
    const response = await t.app.inject({ method: 'POST', url: '/ng/remote-loads', payload });
    expect(response.statusCode).toBe(400);
    const body = json<ApiErrorBody>(response);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.errors.message).toBe(body.message);
    expect(await rows()).toEqual([]);
  });

  it('drops fields it does not know (Fastify removes them) and keeps none of them', async () => {
    const response = await report(newPageLoadId(), [
      { ...loaded('betslip', '1.0.0'), ...{ user: 'someone' } },
    ]);
    expect(response.statusCode).toBe(202);
    expect(await rows()).toEqual([expect.not.objectContaining({ user: expect.anything() })]);
  });

  it('refuses a body that is not JSON with a 4xx, recording nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/ng/remote-loads',
      headers: { 'content-type': 'application/json' },
      payload: '{"page_load_id": ',
    });
    expect(response.statusCode).toBe(400);
    expect(json<ApiErrorBody>(response).code).toBe('VALIDATION_FAILED');
    expect(await rows()).toEqual([]);
  });

  it(`limits one address to ${REPORTS_PER_ADDRESS} reports a window`, async () => {
    for (let sent = 0; sent < REPORTS_PER_ADDRESS; sent += 1) {
      const response = await report(newPageLoadId(), [loaded('betslip', '1.0.0')], '10.0.0.7');
      expect(response.statusCode).toBe(202);
    }
    const refused = await report(newPageLoadId(), [loaded('betslip', '1.0.0')], '10.0.0.7');
    expect(refused.statusCode).toBe(429);
    expect(json<ApiErrorBody>(refused).code).toBe('RATE_LIMITED');
    // Another address is not held back by that one.
    const other = await report(newPageLoadId(), [loaded('betslip', '1.0.0')], '10.0.0.8');
    expect(other.statusCode).toBe(202);
    expect(await rows()).toHaveLength(REPORTS_PER_ADDRESS + 1);
  });
});

describe('GET /ng/remote-loads', () => {
  it('counts page loads and failed page loads per remote version, with the last failure', async () => {
    await report(newPageLoadId(), [loaded('sports', '1.0.0'), loaded('betslip', '1.0.0')]);
    await report(newPageLoadId(), [loaded('sports', '1.0.0'), failed('betslip', '1.0.1', 'first')]);
    await report(newPageLoadId(), [failed('betslip', '1.0.1', 'second')]);
    await report(newPageLoadId(), [loaded('betslip', '1.0.1')]);

    const counts = await summary();
    expect(counts.map(({ last_failure_at: _at, ...rest }) => rest)).toEqual([
      {
        remote: 'betslip',
        version: '1.0.0',
        page_loads: 1,
        failed_page_loads: 0,
        last_error: null,
      },
      {
        remote: 'betslip',
        version: '1.0.1',
        page_loads: 3,
        failed_page_loads: 2,
        last_error: 'second',
      },
      {
        remote: 'sports',
        version: '1.0.0',
        page_loads: 2,
        failed_page_loads: 0,
        last_error: null,
      },
    ]);
    expect(counts[0]?.last_failure_at).toBeNull();
    expect(Date.parse(counts[1]?.last_failure_at ?? '')).not.toBeNaN();
    expect((await summary('?remote=sports')).map((row) => row.remote)).toEqual(['sports']);
  });

  it('counts only what was reported at or after `since`', async () => {
    await t.db
      .insertInto('remote_loads')
      .values([
        {
          page_load_id: 'old-page-load',
          remote: 'betslip',
          version: '1.0.1',
          channel: 'canary',
          outcome: 'failed',
          error: 'before the canary',
          reported_at: '2025-06-01T11:00:00.000Z',
        },
        {
          page_load_id: 'new-page-load',
          remote: 'betslip',
          version: '1.0.1',
          channel: 'canary',
          outcome: 'loaded',
          error: null,
          reported_at: '2025-06-01T12:00:00.000Z',
        },
      ])
      .execute();
    expect(await summary('?since=2025-06-01T12:00:00.000Z')).toEqual([
      {
        remote: 'betslip',
        version: '1.0.1',
        page_loads: 1,
        failed_page_loads: 0,
        last_failure_at: null,
        last_error: null,
      },
    ]);
    expect((await summary('?since=2025-06-01T10:00:00Z'))[0]).toMatchObject({
      page_loads: 2,
      failed_page_loads: 1,
      last_failure_at: '2025-06-01T11:00:00.000Z',
      last_error: 'before the canary',
    });
  });

  it.each([
    ['?since=yesterday', SINCE_MESSAGE],
    ['?since=2025-13-45T99:00:00Z', SINCE_MESSAGE],
    ['?remote=Bad%20Name', undefined],
  ])('refuses %s with 400 and the error body', async (query, message) => {
    const response = await t.app.inject({ method: 'GET', url: `/ng/remote-loads${query}` });
    expect(response.statusCode).toBe(400);
    const body = json<ApiErrorBody>(response);
    expect(body.code).toBe('VALIDATION_FAILED');
    if (message) expect(body.message).toBe(message);
  });
});
