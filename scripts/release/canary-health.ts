/**
 * Whether a canary is failing: the share of page loads that got it and failed (the host reports
 * each page load's versions to the API, `ng/remote-loads`) against its policy.
 */
import type { DataEnvelope, RemoteLoadSummary } from '@sportsbook/shared/contracts';
import type { FetchLike } from './checks';
import type { CanaryState } from './registry-state';

export interface CanaryVerdict {
  rollBack: boolean;
  pageLoads: number;
  failedPageLoads: number;
  /** Why, in words, for the history and `status`. */
  reason: string;
}

export function percentText(rate: number): string {
  return `${Math.round(rate * 1000) / 10}%`;
}

/** Judges a canary by the page loads that got it since it started. */
export function judgeCanary(
  canary: CanaryState,
  summary: RemoteLoadSummary | undefined,
): CanaryVerdict {
  const pageLoads = summary?.page_loads ?? 0;
  const failedPageLoads = summary?.failed_page_loads ?? 0;
  const rate = pageLoads === 0 ? 0 : failedPageLoads / pageLoads;
  const { maxFailureRate, minPageLoads } = canary.policy;
  const rollBack = pageLoads >= minPageLoads && rate > maxFailureRate;
  const lastError = summary?.last_error
    ? `; last error: ${summary.last_error.replace(/\s+/g, ' ').trim()}`
    : '';
  const reason =
    `${failedPageLoads} of ${pageLoads} page loads failed (${percentText(rate)}, limit ` +
    `${percentText(maxFailureRate)} after ${minPageLoads} page loads)${lastError}`;
  return { rollBack, pageLoads, failedPageLoads, reason };
}

export const SUMMARY_TIMEOUT_MS = 3000;

/** `GET <apiUrl>ng/remote-loads?since=&remote=`; throws when the API cannot answer. */
export async function fetchLoadSummaries(
  apiUrl: string,
  query: { since?: string; remote?: string },
  fetchImpl: FetchLike = (url, init) => fetch(url, init),
): Promise<RemoteLoadSummary[]> {
  const params = new URLSearchParams();
  if (query.since) params.set('since', query.since);
  if (query.remote) params.set('remote', query.remote);
  const search = params.size > 0 ? `?${params.toString()}` : '';
  const url = `${apiUrl}ng/remote-loads${search}`;
  let response: Response;
  try {
    response = await fetchImpl(url, {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(SUMMARY_TIMEOUT_MS),
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    throw new Error(`the API does not answer at ${url} (${cause ?? (error as Error).message})`);
  }
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const body = (await response.json()) as DataEnvelope<RemoteLoadSummary[]>;
  if (!Array.isArray(body.data)) throw new Error(`${url} did not answer a list`);
  return body.data;
}
