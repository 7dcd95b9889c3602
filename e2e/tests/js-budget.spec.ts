import { gzipSync } from 'node:zlib';
import type { Response } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/**
 * Issue 33, "nothing grows unseen": the JavaScript a cold `/` has received when its first match
 * list appears, measured as `npm run bench` measures it (every script response finished before
 * the list, each body gzipped at level 9). A size, not a timing: the multiples slip, cash-out and
 * the safer-gambling pages load with their own screens, never before the first list of `/`.
 *
 * The budget decided in issue 33 is 180 KB, and the test holds it: the JS before `/` measured
 * 200.2 KB in 24 files before the third pass trimmed it (README, Benchmarks, third pass).
 */
const BUDGET_KB = 180;
const FIRST_LIST = '.sb-sports-match-list .sb-sports-match';

test(`the JS before the first match list of / is at most ${BUDGET_KB} KB gzipped`, async ({
  page,
  shell,
}) => {
  const bodies = new Map<string, Promise<Buffer | null>>();
  page.on('response', (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.set(
      response.url(),
      response.body().catch(() => null),
    );
  });
  await page.addInitScript(`(() => {
    const observer = new MutationObserver(() => {
      if (document.querySelector(${JSON.stringify(FIRST_LIST)})) {
        window.__firstListAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  })();`);

  await shell.open('/');
  await expect(page.locator(FIRST_LIST).first()).toBeVisible();
  const before = await page.evaluate(() => {
    const at = (window as { __firstListAt?: number }).__firstListAt ?? Number.POSITIVE_INFINITY;
    return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.responseEnd <= at)
      .map((entry) => entry.name);
  });
  let gzipped = 0;
  const files: string[] = [];
  for (const url of before) {
    const body = await bodies.get(url);
    if (!body) continue;
    const size = gzipSync(body, { level: 9 }).length;
    gzipped += size;
    files.push(`${(size / 1024).toFixed(1)} KB ${url}`);
  }
  expect(files.length, 'script responses before the first list').toBeGreaterThan(0);
  test.info().annotations.push({
    type: 'JS before the first list of /',
    description: `${(gzipped / 1024).toFixed(1)} KB gz in ${files.length} files (budget ${BUDGET_KB})`,
  });
  expect(gzipped / 1024, `JS before the first list of /:\n${files.join('\n')}`).toBeLessThanOrEqual(
    BUDGET_KB,
  );
});
