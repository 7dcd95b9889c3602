import { build } from '../test/helper';
import { isSqlite } from './db/write-transaction';
import type { TestApp } from '../test/helper';
import { bearer, newUser, openMarket, placeBet } from '../test/session';

const TOKEN = 'metrics-token-of-the-test';

/** The value of one sample line of the text format (`name{labels} value`), or null when absent. */
function sample(text: string, prefix: string): number | null {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${prefix} `));
  return line === undefined ? null : Number(line.slice(prefix.length + 1));
}

describe('GET /metrics', () => {
  describe('with METRICS_TOKEN configured', () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await build({ env: { METRICS_TOKEN: TOKEN } });
    });

    afterAll(async () => {
      await t.close();
    });

    const scrape = async (): Promise<string> => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: bearer(TOKEN),
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      return response.body;
    };

    it('answers 404, as an unknown route does, without the token or with a wrong one', async () => {
      const unknown = await t.app.inject({ method: 'GET', url: '/no-such-route' });
      for (const headers of [{}, bearer('wrong'), bearer(`${TOKEN}x`), { authorization: TOKEN }]) {
        const response = await t.app.inject({ method: 'GET', url: '/metrics', headers });
        expect(response.statusCode).toBe(404);
        expect(response.body).toBe(unknown.body.replaceAll('/no-such-route', '/metrics'));
      }
    });

    it('serves the named metrics in the Prometheus text format to the token holder', async () => {
      const text = await scrape();
      for (const name of [
        'http_request_duration_seconds',
        'ledger_transfers_total',
        'sqlite_group_commit_writes',
        'process_cpu_seconds_total',
      ]) {
        expect(text).toContain(`# TYPE ${name} `);
      }
    });

    it('labels a request with its route pattern, never the raw URL', async () => {
      await t.app.inject({ method: 'GET', url: '/ng/match-details/1' });
      await t.app.inject({ method: 'GET', url: '/ng/match-details/2' });
      const text = await scrape();
      expect(
        sample(
          text,
          'http_request_duration_seconds_count{method="GET",route="/ng/match-details/:id",status_code="200"}',
        ),
      ).toBe(2);
      expect(text).not.toContain('route="/ng/match-details/1"');
    });

    it('counts a placed bet as a ledger movement of its kind', async () => {
      const user = await newUser(t, 100);
      const market = await openMarket(t);
      const before = sample(await scrape(), 'ledger_transfers_total{kind="bet-stake"}') ?? 0;
      const commitsBefore = sample(await scrape(), 'sqlite_group_commit_writes_count') ?? 0;
      await placeBet(t, user, market.events[0]!.id, 20);
      const text = await scrape();
      expect(sample(text, 'ledger_transfers_total{kind="bet-stake"}')).toBe(before + 1);
      // SQLite commits the bet in a batch of its own here (PostgreSQL has no batches).
      const commitsAfter = sample(text, 'sqlite_group_commit_writes_count') ?? 0;
      expect(commitsAfter).toBe(isSqlite(t.db) ? commitsBefore + 1 : 0);
    });
  });

  it('answers 404 even to a bearer token when METRICS_TOKEN is not configured', async () => {
    const t = await build({ seed: false });
    try {
      for (const headers of [{}, bearer(''), bearer('anything')]) {
        const response = await t.app.inject({ method: 'GET', url: '/metrics', headers });
        expect(response.statusCode).toBe(404);
      }
    } finally {
      await t.close();
    }
  });
});
