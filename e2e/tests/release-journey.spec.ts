/**
 * The release engineer's journey of issue 8, in Chromium, with the real release tool
 * (`npm run remote -- <verb>`) acting on the registry the running site serves: release a visibly
 * changed betslip 1.0.1 built against a newer shared; canary it to 50 % (sticky per browser);
 * promote it with the host untouched; roll back; have a build missing an expose refused; QA
 * overrides only where the registry allows; the newer shared working beside the host's older one,
 * with one token refresh across the two copies of the API client; a dead canary rolled back by
 * itself at the next page load.
 *
 * The steps change the registry every page of the site reads, so the file runs in the project
 * "release journey", once every other test has passed (playwright.config.ts), in order.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page, Route } from '@playwright/test';
import { canaryBucket } from '../support/canary-bucket';
import { marketFor } from '../support/markets';
import { expect, test } from '../support/account-fixtures';
import { registerByApi, fund } from '../support/users';
import { remoteTool, type ToolRun } from '../support/release-tool';
import { servedRegistry } from '../support/registry';
import { ScratchCheckout, nextMinor, repositorySharedVersion } from '../support/scratch-checkout';
import { API_URL, DESKTOP_VIEWPORT, REPO_ROOT, SITE_URL } from '../support/stack';
import { Betslip } from '../pages/betslip';
import { HostShell } from '../pages/host-shell';
import { SportsRemote } from '../pages/sports';

// Each step loads the whole site in several browsers and runs the release tool (a build with it).
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const CANDIDATE = '1.0.1';
const BROKEN = '1.0.2';
const MARK = `Betslip ${CANDIDATE} on shared`;
const BETSLIP_ORIGIN = 'http://localhost:3002';
const BROWSER_ID_KEY = 'sb-browser-id';

/** shared as the host was built with it, and the newer one betslip 1.0.1 is built against. */
const hostShared = repositorySharedVersion();
const newerShared = nextMinor(hostShared);

let candidate: ScratchCheckout;
let broken: ScratchCheckout;
let hostFilesBefore: string;
const contexts: BrowserContext[] = [];

/** A digest of every file of the host's build: the host must never be rebuilt. */
function hostBuildDigest(): string {
  const dist = path.join(REPO_ROOT, 'host', 'dist');
  const hash = createHash('sha256');
  for (const name of readdirSync(dist).sort()) {
    hash.update(name);
    hash.update(readFileSync(path.join(dist, name)));
  }
  return hash.digest('hex');
}

/**
 * Betslip 1.0.1: the slip with a visible mark, a shared one minor version newer than the host's
 * (with a function the older one lacks, which the mark calls), and a button that makes an
 * authenticated call through its own copy of the API client.
 */
function prepareCandidate(): ScratchCheckout {
  const checkout = new ScratchCheckout('remote-betslip');
  checkout.setVersion(CANDIDATE);
  checkout.setSharedVersion(newerShared);
  checkout.write(
    'shared/src/api/build-version.ts',
    `/** Only in shared ${newerShared}: which build of shared this copy is. */\n` +
      `export function sharedBuildVersion(): string {\n  return '${newerShared}';\n}\n`,
  );
  checkout.write(
    'shared/src/api/index.ts',
    `${checkout.read('shared/src/api/index.ts')}export * from './build-version';\n`,
  );
  checkout.write(
    'remote-betslip/src/exposed/BetslipBase.tsx',
    checkout.read('remote-betslip/src/exposed/Betslip.tsx'),
  );
  checkout.write(
    'remote-betslip/src/exposed/Betslip.tsx',
    `import { useState } from 'react';
import { fetchCoins, sharedBuildVersion } from '@sportsbook/shared/api';
import BetslipBase from './BetslipBase';

export { EMPTY_SLIP_TEXT } from './BetslipBase';

/** Betslip ${CANDIDATE} of the browser tests: the slip, marked, with a balance check. */
export default function Betslip() {
  const [balance, setBalance] = useState('');
  const check = () => {
    fetchCoins().then(
      (coins) => setBalance('Balance checked: ' + coins.current_balance),
      (error: Error) => setBalance('Balance check failed: ' + error.message),
    );
  };
  return (
    <>
      {/* A landmark of its own: the axe fixture checks every page, the candidate's too. */}
      <section aria-label="Candidate build">
        <p>Betslip ${CANDIDATE} on shared {sharedBuildVersion()}</p>
        <button type="button" onClick={check}>Check balance</button>
        {balance ? <p>{balance}</p> : null}
      </section>
      <BetslipBase />
    </>
  );
}
`,
  );
  return checkout;
}

/** Betslip 1.0.2: builds fine, but exposes ./BetslipPanel instead of the ./Betslip the host uses. */
function prepareBroken(): ScratchCheckout {
  const checkout = new ScratchCheckout('remote-betslip');
  checkout.setVersion(BROKEN);
  checkout.write(
    'remote-betslip/src/exposed/BetslipPanel.tsx',
    checkout.read('remote-betslip/src/exposed/Betslip.tsx'),
  );
  checkout.write(
    'remote-betslip/rspack.config.ts',
    `import { remoteRspackConfig } from '@sportsbook/shared/federation';

export default (_env: unknown, argv: { mode?: string }) =>
  remoteRspackConfig({
    appDir: __dirname,
    name: 'betslip',
    exposes: ['./BetslipPanel'],
    production: (argv.mode ?? process.env.NODE_ENV) === 'production',
    title: 'Betslip ${BROKEN}',
  });
`,
  );
  return checkout;
}

/** A browser id whose bucket for the betslip canary is inside (or outside) its share. */
function browserIdFor(inside: boolean, percent: number): string {
  for (let index = 1; ; index += 1) {
    const id = index.toString(16).padStart(32, '0');
    if (canaryBucket(id, 'betslip', CANDIDATE) < percent === inside) return id;
  }
}

/**
 * A new browser (its own cookies and storage), optionally with a browser id already stored;
 * `prepare` runs before its first page load.
 */
async function openBrowser(
  browser: Browser,
  browserId: string | null,
  prepare: (context: BrowserContext) => Promise<void> = async () => undefined,
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: SITE_URL,
    viewport: DESKTOP_VIEWPORT,
    timezoneId: 'UTC',
    locale: 'en-US',
    storageState: {
      cookies: [
        {
          name: 'homemodal',
          value: '1',
          domain: 'localhost',
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: browserId
        ? [{ origin: SITE_URL, localStorage: [{ name: BROWSER_ID_KEY, value: browserId }] }]
        : [],
    },
  });
  contexts.push(context);
  await prepare(context);
  const page = await context.newPage();
  await page.goto('/');
  return page;
}

/** The host's latest betslip start (BETSLIP_MAX_WAIT_MS, 15 s) and a margin for its load. */
const BETSLIP_DUE_MS = 20_000;

/**
 * The betslip version the page says it got (`data-remote-betslip*` on <html>), once loaded, and
 * the build really running (an override reports the version "override").
 */
async function expectBetslip(
  page: Page,
  version: string,
  channel: string,
  build = version,
): Promise<void> {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-remote-betslip', version);
  await expect(html).toHaveAttribute('data-remote-betslip-channel', channel);
  // The betslip loads once the page's content has shown, and 15 s after the shell at the latest
  // (host BetslipSlot's BETSLIP_MAX_WAIT_MS): it is due by then, not by the default 10 s.
  await expect(html).toHaveAttribute('data-remote-betslip-status', 'loaded', {
    timeout: BETSLIP_DUE_MS,
  });
  await expect(new Betslip(page).panel).toBeVisible();
  if (build === CANDIDATE) await expect(page.getByText(MARK)).toBeVisible();
  else await expect(page.getByText(MARK)).toHaveCount(0);
}

function expectDone(run: ToolRun): void {
  expect(run.code, run.output).toBe(0);
}

function expectRefused(run: ToolRun): void {
  expect(run.code, run.output).toBe(1);
}

/** Failed page loads of a betslip version the API recorded. */
async function failedPageLoads(version: string): Promise<number> {
  const response = await fetch(`${API_URL}/ng/remote-loads?remote=betslip`);
  const body = (await response.json()) as {
    data: { version: string; failed_page_loads: number }[];
  };
  return body.data.find((row) => row.version === version)?.failed_page_loads ?? 0;
}

test.beforeAll(() => {
  hostFilesBefore = hostBuildDigest();
  candidate = prepareCandidate();
  broken = prepareBroken();
});

test.afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  candidate?.dispose();
  broken?.dispose();
});

let pageA: Page;
let pageB: Page;

test('release: betslip 1.0.1 goes into the store once, with its metadata, and nothing goes live', async () => {
  const released = await remoteTool('release', 'betslip', '--from', candidate.dir);
  expectDone(released);
  expect(released.output).toContain(`Released betslip ${CANDIDATE}`);

  const again = await remoteTool('release', 'betslip', '--from', candidate.dir);
  expectRefused(again);
  expect(again.output).toContain(`betslip ${CANDIDATE} is already released`);

  // The release is served at its versioned URL, with what it is made of.
  const metadata = (await (
    await fetch(`${BETSLIP_ORIGIN}/${CANDIDATE}/release.json`)
  ).json()) as Record<string, unknown>;
  expect(metadata).toMatchObject({
    remote: 'betslip',
    version: CANDIDATE,
    commit: null,
    exposes: ['./Betslip'],
    entry: 'remoteEntry.js',
  });
  expect(Date.parse(String(metadata.builtAt))).not.toBeNaN();
  expect(metadata.shared).toContainEqual({
    name: '@sportsbook/shared/api',
    version: newerShared,
    requiredVersion: `^${newerShared}`,
    singleton: false,
  });
  expect(metadata.shared).toContainEqual(
    expect.objectContaining({ name: 'react', singleton: true }),
  );
  expect((await servedRegistry()).remotes.betslip).toEqual({
    version: '1.0.0',
    manifest: `${BETSLIP_ORIGIN}/1.0.0/mf-manifest.json`,
  });
});

test('canary 50 %: two fresh browsers see different versions, each keeps its own', async ({
  browser,
}) => {
  // Three browsers, each loading the whole site twice, on a machine shared with the stack.
  test.slow();
  const canary = await remoteTool('canary', 'betslip', CANDIDATE, '50');
  expectDone(canary);
  expect(canary.output).toContain(`canary ${CANDIDATE} started for 50% of browsers`);

  pageA = await openBrowser(browser, browserIdFor(true, 50));
  pageB = await openBrowser(browser, browserIdFor(false, 50));
  for (const reload of [false, true]) {
    if (reload) await Promise.all([pageA.reload(), pageB.reload()]);
    await expectBetslip(pageA, CANDIDATE, 'canary');
    await expectBetslip(pageB, '1.0.0', 'live');
  }

  // For QA, the same in a panel behind Alt+Shift+V.
  await pageA.keyboard.press('Alt+Shift+KeyV');
  const panel = pageA.getByRole('complementary', { name: 'Remote versions' });
  await expect(panel.getByRole('row', { name: /betslip/ })).toHaveText(
    `betslip${CANDIDATE}canaryloaded`,
  );
  await pageA.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);

  // A browser that never came before gets an id of its own at its first load and keeps it.
  // The id is written when the registry's answer arrives, which may come after the load event.
  const fresh = await openBrowser(browser, null);
  const storedId = () => fresh.evaluate((key) => localStorage.getItem(key), BROWSER_ID_KEY);
  await expect.poll(storedId).toMatch(/^[0-9a-f]{32}$/);
  const id = await storedId();
  const expected = canaryBucket(id ?? '', 'betslip', CANDIDATE) < 50 ? CANDIDATE : '1.0.0';
  await expectBetslip(fresh, expected, expected === CANDIDATE ? 'canary' : 'live');
  await fresh.reload();
  await expectBetslip(fresh, expected, expected === CANDIDATE ? 'canary' : 'live');
  expect(await fresh.evaluate((key) => localStorage.getItem(key), BROWSER_ID_KEY)).toBe(id);
  await fresh.context().close();

  const status = await remoteTool('status', 'betslip');
  expectDone(status);
  expect(status.output).toMatch(/live {5}1\.0\.0/);
  expect(status.output).toMatch(new RegExp(`canary {3}${CANDIDATE.replace(/\./g, '\\.')} {3}50%`));
});

test('promote: every browser gets 1.0.1 at its next load, and the host is untouched', async () => {
  const indexBefore = await (await fetch(`${SITE_URL}/`)).text();
  const promoted = await remoteTool('promote', 'betslip', CANDIDATE);
  expectDone(promoted);
  expect(promoted.output).toContain(`promoted ${CANDIDATE} (was 1.0.0)`);
  // betslip 1.0.1 brings its own newer shared: the tool says so, and lets it go.
  expect(promoted.output).toContain(`its own @sportsbook/shared/api ${newerShared}`);

  await Promise.all([pageA.reload(), pageB.reload()]);
  await expectBetslip(pageA, CANDIDATE, 'live');
  await expectBetslip(pageB, CANDIDATE, 'live');

  expect(hostBuildDigest()).toBe(hostFilesBefore);
  expect(await (await fetch(`${SITE_URL}/`)).text()).toBe(indexBefore);
});

test('rollback: 1.0.0 again for every browser, in one step', async () => {
  const rolledBack = await remoteTool('rollback', 'betslip');
  expectDone(rolledBack);
  expect(rolledBack.output).toContain(`rolled back ${CANDIDATE} to 1.0.0`);
  await Promise.all([pageA.reload(), pageB.reload()]);
  await expectBetslip(pageA, '1.0.0', 'live');
  await expectBetslip(pageB, '1.0.0', 'live');
});

test('a build missing a module the host routes to is refused, and the registry stays', async () => {
  expectDone(await remoteTool('release', 'betslip', '--from', broken.dir));
  const before = await servedRegistry();

  for (const attempt of [
    ['promote', 'betslip', BROKEN],
    ['canary', 'betslip', BROKEN, '10'],
  ]) {
    const refused = await remoteTool(...attempt);
    expectRefused(refused);
    expect(refused.output).toContain('does not expose ./Betslip, which the host routes to');
  }
  const unknown = await remoteTool('promote', 'betslip', '9.9.9');
  expectRefused(unknown);
  expect(unknown.output).toContain('betslip 9.9.9 does not load');

  expect(await servedRegistry()).toEqual(before);
  await pageA.reload();
  await expectBetslip(pageA, '1.0.0', 'live');
});

test('QA override: ignored while the registry says off, then only from an allowed origin', async ({
  page,
  shell,
}) => {
  const candidateManifest = `${BETSLIP_ORIGIN}/${CANDIDATE}/mf-manifest.json`;
  await shell.openWithOverride('betslip', candidateManifest);
  await expectBetslip(page, '1.0.0', 'live');
  await expect(shell.overrideBadge).toHaveCount(0);

  expectDone(await remoteTool('overrides', 'on', BETSLIP_ORIGIN));
  try {
    await shell.openWithOverride('betslip', candidateManifest);
    await expect(shell.overrideBadge).toContainText('betslip');
    await expectBetslip(page, 'override', 'override', CANDIDATE);
    await shell.clearOverrides();
    await expectBetslip(page, '1.0.0', 'live');

    // The same build from an origin the registry does not list is not loaded.
    await shell.openWithOverride('betslip', `http://127.0.0.1:3002/${CANDIDATE}/mf-manifest.json`);
    await expect(shell.overrideBadge).toHaveCount(0);
    await expectBetslip(page, '1.0.0', 'live');
  } finally {
    expectDone(await remoteTool('overrides', 'off'));
  }
  expect((await servedRegistry()).allowOverrides).toBe(false);
});

test('betslip built against a newer shared works beside the host’s; two copies refresh once', async ({
  page,
  context,
  account,
}) => {
  // A sign-in (a password hash), a bet with its 2.1 s cooldown and a held refresh, in one test.
  test.slow();
  expectDone(await remoteTool('promote', 'betslip', CANDIDATE));
  const user = await registerByApi();
  await fund(user, 100);
  await account.signIn(user);
  await expect(account.balanceAmount()).toHaveText('100.00');
  await expectBetslip(page, CANDIDATE, 'live');
  await expect(page.getByText(`${MARK} ${newerShared}`)).toBeVisible();

  const sports = new SportsRemote(page);
  const betslip = new Betslip(page);
  await sports.waitForLiveMatches();

  // Two copies of shared's runtime parts on one page: the host's, and betslip's own newer one,
  // which the host's ^range does not accept for betslip. (sports, whose range accepts both, may
  // use either: federation picks the newest loaded copy that fits.)
  const apiCopies = await page.evaluate(() => {
    const federation = (globalThis as { __FEDERATION__?: { __SHARE__?: unknown } }).__FEDERATION__;
    const copies: Record<string, string[]> = {};
    for (const scopes of Object.values((federation?.__SHARE__ ?? {}) as object)) {
      const versions = (scopes as Record<string, Record<string, object>>).default?.[
        '@sportsbook/shared/api'
      ];
      for (const [version, info] of Object.entries(versions ?? {})) {
        copies[version] = (info as { useIn?: string[] }).useIn ?? [];
      }
    }
    return copies;
  });
  expect(apiCopies[hostShared]).toContain('host');
  expect(apiCopies[hostShared]).not.toContain('betslip');
  expect(apiCopies[newerShared]).toContain('betslip');
  expect(apiCopies[newerShared]).not.toContain('host');

  // The bus and the session store work across the copies: sports picks a bet and betslip (its
  // own shared) takes it; the slip knows the user from the host's store and places the bet with
  // its own client; its coins:changed reaches the host's copy, which reloads the balance.
  const option = await sports.pickOption(await marketFor('place'));
  await expect(betslip.bet).toContainText(option.bet_event_title);
  const placed = page.waitForResponse(
    (response) =>
      response.url().endsWith('/ng/bet-submit') && response.request().method() === 'POST',
  );
  await betslip.submit.click();
  expect((await placed).status()).toBe(201);
  await expect(account.balanceAmount()).toHaveText('80.00');

  // The access token expires; both copies call at once while the refresh is slow.
  await context.clearCookies({ name: 'access_token' });
  let refreshes = 0;
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/oauth/token', async (route: Route) => {
    refreshes += 1;
    await gate;
    await route.continue();
  });
  // The host's copy reloads the balance on coins:changed; betslip's copy checks it on a click.
  await page.evaluate(() =>
    window.dispatchEvent(
      new CustomEvent('sportsbook:coins:changed', { detail: { reason: 'e2e' } }),
    ),
  );
  await page.getByRole('button', { name: 'Check balance' }).click();
  // Wait until the second copy has asked too: a second refresh request, or a wait for the lock.
  await expect
    .poll(
      async () =>
        refreshes >= 2 ||
        (await page.evaluate(async () => {
          const { pending = [] } = await navigator.locks.query();
          return pending.some((lock) => lock.name === 'sportsbook:token-refresh');
        })),
    )
    .toBe(true);
  expect(refreshes).toBe(1);
  release();

  await expect(page.getByText('Balance checked: 80')).toBeVisible();
  await expect(account.balanceAmount()).toHaveText('80.00');
  expect(refreshes).toBe(1);
  await page.unroute('**/oauth/token');
  // The refresh token family was not revoked: a new page load is still signed in.
  await page.reload();
  await expect(account.accountButton(user.username)).toBeVisible();
  await expect(account.balanceAmount()).toHaveText('80.00');
});

test('a dead canary is rolled back by itself at the next page load, and status says why', async ({
  browser,
}) => {
  // The previous step left 1.0.1 live: back to 1.0.0, the version the canary is measured against.
  if ((await servedRegistry()).remotes.betslip?.version !== '1.0.0') {
    expectDone(await remoteTool('rollback', 'betslip'));
  }
  const canary = await remoteTool(
    'canary',
    'betslip',
    CANDIDATE,
    '50',
    '--min-page-loads',
    '2',
    '--max-failure-rate',
    '20',
  );
  expectDone(canary);

  // This browser is in the canary, and the candidate's files do not reach it.
  const page = await openBrowser(browser, browserIdFor(true, 50), async (context) => {
    await context.route(`**/${CANDIDATE}/**`, (route) => route.abort());
  });
  const shell = new HostShell(page);
  const failedBefore = await failedPageLoads(CANDIDATE);
  for (let load = 1; load <= 2; load += 1) {
    if (load > 1) await page.reload();
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-remote-betslip-channel', 'canary');
    await expect(html).toHaveAttribute('data-remote-betslip-status', 'failed');
    await expect(shell.unavailablePanels()).toHaveCount(1);
    await expect.poll(() => failedPageLoads(CANDIDATE)).toBe(failedBefore + load);
  }

  // The next page load gets the live version: the registry rolled the canary back.
  await page.reload();
  await expectBetslip(page, '1.0.0', 'live');
  await expect(shell.unavailablePanels()).toHaveCount(0);
  expect((await servedRegistry()).remotes.betslip?.canary).toBeUndefined();

  const status = await remoteTool('status', 'betslip');
  expectDone(status);
  expect(status.output).toContain(
    `canary ${CANDIDATE} rolled back automatically: 2 of 2 page loads failed (100%, limit 20% after 2 page loads)`,
  );
  expect(status.output).toContain('canary   none');
  expect(hostBuildDigest()).toBe(hostFilesBefore);
});
