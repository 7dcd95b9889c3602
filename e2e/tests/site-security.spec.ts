import { expect, test } from '../support/fixtures';
import { A11Y_VIEWPORTS, a11yViolations } from '../support/a11y';
import { DESKTOP_VIEWPORT, SITE_URL } from '../support/stack';

/**
 * Issue 27: the site's HTML carries a Content-Security-Policy and refuses framing in every mode,
 * `npm start` included; the endpoints come from a document the site serves, read at page load.
 * (Every browser test also fails on a policy violation: support/csp.ts.)
 */
test.describe('site security and run-time endpoints', () => {
  test('the page sends its policy, refuses framing, and cannot be framed', async ({ page }) => {
    for (const path of ['/', '/match/1']) {
      const response = await page.request.get(`${SITE_URL}${path}`);
      const headers = response.headers();
      expect(headers['x-frame-options'], path).toBe('DENY');
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(headers['content-security-policy'], path).toMatch(/script-src 'self' [^;]*'sha256-/);
      expect(headers['content-security-policy'], path).not.toContain("'unsafe-eval'");
    }

    // Another site framing the home page gets Chromium's error page, not the site.
    await page.setContent(`<iframe title="framed" src="${SITE_URL}/"></iframe>`);
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
    if (!frame) throw new Error('no frame');
    await frame.waitForLoadState();
    await expect.poll(() => frame.url()).not.toBe(`${SITE_URL}/`);
    expect(await frame.locator('#root').count()).toBe(0);
  });

  test('the endpoint document moves the API and the socket without a rebuild', async ({
    page,
    shell,
    sports,
  }) => {
    // The same servers under another name of this machine: only the document says so.
    await page.route('**/endpoints.json', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          api: { baseUrl: 'http://127.0.0.1:8000/' },
          realtime: { host: '127.0.0.1', port: 6002, tls: false },
        }),
      }),
    );
    const apiHosts = new Set<string>();
    // The page's own calls; icon URLs are the API's (PUBLIC_URL), not the page's choice.
    page.on('request', (request) => {
      const url = new URL(request.url());
      const call = ['fetch', 'xhr'].includes(request.resourceType());
      if (call && (url.port === '8000' || url.port === '6002')) apiHosts.add(url.hostname);
    });
    let socketHost = '';
    page.on('websocket', (socket) => {
      socketHost = new URL(socket.url()).hostname;
    });

    await shell.open('/');
    await sports.waitForLiveMatches();
    await expect.poll(() => socketHost).toBe('127.0.0.1');
    expect([...apiHosts]).toEqual(['127.0.0.1']);
  });

  test('a bad endpoint document shows the site-unavailable panel, never a blank page', async ({
    page,
    sports,
  }) => {
    await page.route('**/endpoints.json', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ realtime: { port: 'wss' } }),
      }),
    );
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'The site is unavailable' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Please try again in a few minutes.');
    await page.getByText("Details for the site's operator").click();
    await expect(
      page.getByText('"realtime.port" must be a whole number from 1 to 65535.', { exact: false }),
    ).toBeVisible();
    // Nothing started that would have guessed where the API is.
    expect(requests.filter((url) => new URL(url).port === '8000')).toEqual([]);
    for (const viewport of A11Y_VIEWPORTS) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      expect(await a11yViolations(page), `the panel at ${viewport.name}`).toEqual([]);
    }
    await page.setViewportSize(DESKTOP_VIEWPORT);

    // Fixed document, one Retry: the site.
    await page.unroute('**/endpoints.json');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'The site is unavailable' })).toHaveCount(0);
    await sports.waitForLiveMatches();
  });
});
