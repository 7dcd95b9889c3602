import type { RemoteLoadSummary } from '@sportsbook/shared/contracts';
import { fetchLoadSummaries, judgeCanary } from './canary-health';
import type { CanaryState } from './registry-state';
import { API_URL, FakeSite } from './test-support';

const canary: CanaryState = {
  version: '1.0.1',
  percent: 10,
  startedAt: '2025-06-01T12:00:00.000Z',
  policy: { maxFailureRate: 0.2, minPageLoads: 5 },
};

function loads(pageLoads: number, failed: number, lastError: string | null = null) {
  const summary: RemoteLoadSummary = {
    remote: 'betslip',
    version: '1.0.1',
    page_loads: pageLoads,
    failed_page_loads: failed,
    last_failure_at: failed > 0 ? '2025-06-01T12:05:00.000Z' : null,
    last_error: lastError,
  };
  return summary;
}

describe('judgeCanary', () => {
  it('keeps a canary with too few page loads to judge, however they went', () => {
    expect(judgeCanary(canary, loads(4, 4)).rollBack).toBe(false);
    expect(judgeCanary(canary, undefined)).toMatchObject({ rollBack: false, pageLoads: 0 });
  });

  it('keeps a canary whose failure share is at the limit, and rolls back one above it', () => {
    expect(judgeCanary(canary, loads(10, 2)).rollBack).toBe(false);
    const verdict = judgeCanary(canary, loads(10, 3, 'Error: chunk\n  failed'));
    expect(verdict).toEqual({
      rollBack: true,
      pageLoads: 10,
      failedPageLoads: 3,
      reason:
        '3 of 10 page loads failed (30%, limit 20% after 5 page loads); last error: Error: chunk failed',
    });
  });
});

describe('fetchLoadSummaries', () => {
  it('asks the API for one remote since a time', async () => {
    const site = new FakeSite();
    site.loads = [loads(3, 1), { ...loads(1, 0), remote: 'sports' }];
    const rows = await fetchLoadSummaries(
      API_URL,
      { since: canary.startedAt, remote: 'betslip' },
      site.fetch,
    );
    expect(rows).toEqual([loads(3, 1)]);
    expect(site.requested).toEqual([
      `${API_URL}ng/remote-loads?since=2025-06-01T12%3A00%3A00.000Z&remote=betslip`,
    ]);
  });

  it('says where the API does not answer', async () => {
    const site = new FakeSite();
    site.apiDown = true;
    await expect(fetchLoadSummaries(API_URL, {}, site.fetch)).rejects.toThrow(
      `the API does not answer at ${API_URL}ng/remote-loads (fetch failed)`,
    );
  });
});
