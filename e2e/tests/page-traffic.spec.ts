import type { Request, Response } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { API_URL } from '../support/stack';

/**
 * Issue 25, "each list once per page load": a list page paints from its first fetch and fetches
 * again quietly once the realtime channels confirm (so nothing published in between is lost).
 * That refetch must cost nothing when nothing changed: the API tags catalog answers with the
 * catalog version (ETag, `Cache-Control: no-cache`), the browser revalidates with If-None-Match,
 * and an unchanged list is answered 304 without a body. The host reports its remotes once.
 */
const API_PORT = new URL(API_URL).port;

interface Answer {
  path: string;
  etag: string | null;
  ifNoneMatch: string | null;
  /**
   * Body bytes that came over the network: 0 when the server answered 304 (the browser then hands
   * the page the answer it holds, which Playwright reports as that 200).
   */
  bodyBytes: number;
}

function apiPath(url: string): string | null {
  const parsed = new URL(url);
  return parsed.port === API_PORT ? parsed.pathname : null;
}

test('a cold / fetches each list in full once: the quiet refetch is answered 304, and the remotes are reported once', async ({
  page,
  shell,
  sports,
}) => {
  const answers: Promise<Answer>[] = [];
  const reports: { remotes: { remote: string }[] }[] = [];
  page.on('response', (response: Response) => {
    const path = apiPath(response.url());
    if (path?.startsWith('/ng/') && response.request().method() === 'GET') {
      answers.push(
        (async () => ({
          path,
          bodyBytes: (await response.request().sizes()).responseBodySize,
          etag: await response.headerValue('etag'),
          // What the browser sent: its cache adds If-None-Match when it holds the answer.
          ifNoneMatch: (await response.request().allHeaders())['if-none-match'] ?? null,
        }))(),
      );
    }
  });
  page.on('request', (request: Request) => {
    if (apiPath(request.url()) === '/ng/remote-loads' && request.method() === 'POST') {
      reports.push(request.postDataJSON() as { remotes: { remote: string }[] });
    }
  });

  await shell.open('/');
  await expect(sports.matchCards(sports.liveMatches).first()).toBeVisible();

  const lists = ['/ng/live_matches', '/ng/upcoming-matches', '/ng/sports'];
  const of = async (list: string) =>
    (await Promise.all(answers)).filter((answer) => answer.path === list);
  // The quiet refetch of every list, once the channels have confirmed.
  for (const list of lists) {
    await expect
      .poll(async () => (await of(list)).length, { timeout: 20_000 })
      .toBeGreaterThanOrEqual(2);
  }
  for (const list of lists) {
    const [first, ...again] = await of(list);
    expect(first?.bodyBytes, `${list} first answer`).toBeGreaterThan(0);
    expect(first?.etag, `${list} first answer`).toBeTruthy();
    let held = first?.etag;
    for (const answer of again) {
      // Each refetch asks with the answer the browser holds; an unchanged list comes back 304
      // with no body. Other tests running meanwhile may move odds: then the list is new (another
      // ETag, a body), never the same text sent again.
      expect(answer.ifNoneMatch, `${list} refetch`).toBe(held);
      if (answer.etag === held) expect(answer.bodyBytes, `${list} refetched`).toBe(0);
      held = answer.etag;
    }
  }
  // No test changes the sports (a match starting or finishing would): its refetch sends no body.
  expect((await of('/ng/sports')).slice(1).map((answer) => answer.bodyBytes)).toContain(0);

  // One report for the page load, naming the first screen's remotes: the sports remote and the
  // betslip, which starts loading only once the content has shown.
  await expect.poll(() => reports.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
  expect(reports).toHaveLength(1);
  expect(reports[0]?.remotes.map((record) => record.remote).sort()).toEqual(['betslip', 'sports']);
});
