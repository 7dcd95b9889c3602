/**
 * What a cold load of `/` costs on the network (issue 25, "each list once per page load"): every
 * HTTP request the page makes from navigation until it has settled (the first list shown, the
 * realtime socket open, the quiet refetch done, the betslip loaded, the remote-load report sent),
 * with the bytes received for each (headers included, as Chromium counts them), in a fresh
 * browser context (empty cache) and without CPU throttling (bytes and counts do not depend on it).
 * The browser cache is on, as a visitor's is: a list fetched again is revalidated by it.
 */
import type { Browser } from 'playwright-core';
import { rowFromSamples, type BenchRow } from './rows';
import { FIRST_LIST_SELECTOR } from './web';

const KB = 1024;
/** The page has settled when no request has been in flight for this long after its first list. */
const QUIET_MS = 3_000;
/** And it settles within this long, or the round fails. */
const SETTLE_TIMEOUT_MS = 60_000;

export interface TrafficRecord {
  url: string;
  method: string;
  status: number;
  /** Bytes received, headers included (CDP `encodedDataLength`). */
  bytes: number;
}

export interface TrafficSummary {
  requests: number;
  bytes: number;
  /** GETs of the API (`/ng/...`: the lists, the sports) and the bytes they took. */
  listRequests: number;
  listBytes: number;
  /**
   * The bytes of GETs of a URL the page had already fetched (the quiet refetches). A refetch the
   * browser revalidated (304) counts its headers only; Chromium reports it to the page, and in
   * CDP, as the 200 it held, so bytes, not the status, tell the two apart.
   */
  repeatedListBytes: number;
  /** `POST /ng/remote-loads` reports sent. */
  loadReports: number;
}

/** Sums one load's requests (pure, unit-tested). `apiOrigin` is where the API answers. */
export function summarizeTraffic(
  records: readonly TrafficRecord[],
  apiOrigin: string,
): TrafficSummary {
  const seen = new Set<string>();
  const summary: TrafficSummary = {
    requests: records.length,
    bytes: 0,
    listRequests: 0,
    listBytes: 0,
    repeatedListBytes: 0,
    loadReports: 0,
  };
  for (const record of records) {
    summary.bytes += record.bytes;
    const url = new URL(record.url);
    if (url.origin !== new URL(apiOrigin).origin || !url.pathname.startsWith('/ng/')) continue;
    if (record.method === 'POST' && url.pathname === '/ng/remote-loads') {
      summary.loadReports += 1;
      continue;
    }
    if (record.method !== 'GET') continue;
    summary.listRequests += 1;
    summary.listBytes += record.bytes;
    if (seen.has(record.url)) summary.repeatedListBytes += record.bytes;
    seen.add(record.url);
  }
  return summary;
}

interface CdpRequest {
  requestId: string;
  request: { url: string; method: string };
  type?: string;
}

/** One cold load of `url`: every HTTP request until the page settled. */
export async function coldLoadTraffic(browser: Browser, url: string): Promise<TrafficRecord[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const records = new Map<string, TrafficRecord>();
    const inFlight = new Set<string>();
    let lastActivity = Date.now();
    cdp.on('Network.requestWillBeSent', (event: CdpRequest) => {
      const { url: requestUrl, method } = event.request;
      if (!/^https?:/.test(requestUrl)) return;
      // A redirect reuses the id: the earlier hop stays counted under its own key.
      const key = records.has(event.requestId) ? `${event.requestId}:${records.size}` : null;
      if (key) records.set(key, records.get(event.requestId) as TrafficRecord);
      records.set(event.requestId, { url: requestUrl, method, status: 0, bytes: 0 });
      inFlight.add(event.requestId);
      lastActivity = Date.now();
    });
    cdp.on(
      'Network.responseReceived',
      (event: { requestId: string; response: { status: number } }) => {
        const record = records.get(event.requestId);
        if (record) record.status = event.response.status;
      },
    );
    const finish = (event: { requestId: string; encodedDataLength?: number }) => {
      const record = records.get(event.requestId);
      if (record && event.encodedDataLength !== undefined) record.bytes = event.encodedDataLength;
      inFlight.delete(event.requestId);
      lastActivity = Date.now();
    };
    cdp.on('Network.loadingFinished', finish);
    cdp.on('Network.loadingFailed', finish);
    let socketOpened = false;
    cdp.on('Network.webSocketCreated', () => {
      socketOpened = true;
    });
    await cdp.send('Network.enable');

    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForSelector(FIRST_LIST_SELECTOR, { timeout: SETTLE_TIMEOUT_MS });
    const started = Date.now();
    while (!(socketOpened && inFlight.size === 0 && Date.now() - lastActivity >= QUIET_MS)) {
      if (Date.now() - started > SETTLE_TIMEOUT_MS) {
        throw new Error(`the page did not settle within ${SETTLE_TIMEOUT_MS / 1000} s`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return [...records.values()].filter((record) => record.status !== 0 || record.bytes > 0);
  } finally {
    await context.close();
  }
}

/**
 * The rows: requests and bytes of a cold `/`, its API GETs, their repeats, its load reports. The
 * targets are the figures measured after issue 25 (README, "Benchmarks"), as a guard against a
 * regression; before it the repeats cost 31.4 KB and the host posted two reports.
 */
export async function coldTrafficRows(
  browser: Browser,
  url: string,
  apiOrigin: string,
  rounds: number,
  log: (line: string) => void,
): Promise<BenchRow[]> {
  const summaries: TrafficSummary[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const summary = summarizeTraffic(await coldLoadTraffic(browser, url), apiOrigin);
    summaries.push(summary);
    log(
      `cold / traffic round ${round + 1}: ${summary.requests} requests, ` +
        `${(summary.bytes / KB).toFixed(1)} KB; API GETs ${summary.listRequests} ` +
        `(${(summary.listBytes / KB).toFixed(1)} KB), of them repeated ` +
        `${(summary.repeatedListBytes / KB).toFixed(1)} KB; remote-load reports ${summary.loadReports}`,
    );
  }
  const of = (pick: (summary: TrafficSummary) => number) => summaries.map(pick);
  return [
    rowFromSamples(
      { group: 'web', figure: 'cold / load: requests', unit: 'count', target: '≤ 57' },
      of((summary) => summary.requests),
    ),
    rowFromSamples(
      { group: 'web', figure: 'cold / load: bytes received', unit: 'KB', target: '≤ 280' },
      of((summary) => summary.bytes / KB),
    ),
    rowFromSamples(
      { group: 'web', figure: 'cold / load: API GETs', unit: 'count', target: '≤ 7' },
      of((summary) => summary.listRequests),
    ),
    rowFromSamples(
      {
        group: 'web',
        figure: 'cold / load: bytes of repeated API GETs',
        unit: 'KB',
        target: '≤ 3',
      },
      of((summary) => summary.repeatedListBytes / KB),
    ),
    rowFromSamples(
      { group: 'web', figure: 'cold / load: remote-load reports', unit: 'count', target: '≤ 1' },
      of((summary) => summary.loadReports),
    ),
  ];
}
