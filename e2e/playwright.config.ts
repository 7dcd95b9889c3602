import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import {
  API_URL,
  DESKTOP_VIEWPORT,
  RELEASES_DIR_VARIABLE,
  REPO_ROOT,
  SITE_URL,
  SQLITE_PATH_VARIABLE,
} from './support/stack';

const ci = Boolean(process.env.CI);

// One fresh SQLite file per run. The config is evaluated again in every worker; the workers
// inherit the runner's environment, so they keep the one path the runner chose, and the
// operators' tool (support/ops.ts) reads the same database as the API server it starts.
if (!process.env[SQLITE_PATH_VARIABLE]) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sportsbook-e2e-'));
  process.env[SQLITE_PATH_VARIABLE] = path.join(dir, 'sportsbook.sqlite');
  // A release store of its own (registry and released versions), so a run starts from the
  // working trees' builds and never changes the developer's releases/.
  process.env[RELEASES_DIR_VARIABLE] = path.join(dir, 'releases');
  // Only the runner gets here (workers inherit the variable). It exits after the web server has
  // stopped, so the database is no longer in use.
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
}

/**
 * Reusing a stack that is already running is opt-in (E2E_REUSE_SERVER=1): a stack started by hand
 * usually runs the market simulator and another database, and random odds moves or an operators'
 * tool writing to the wrong file make the tests fail for reasons that are not bugs. Start such a
 * stack with `SIMULATOR=off SQLITE_PATH=<file>` and pass the same file as E2E_SQLITE_PATH.
 */
const reuseExistingServer = !ci && process.env.E2E_REUSE_SERVER === '1';

/** Debian's Chromium (`apt-get install chromium`); never a browser Playwright downloads. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  testDir: 'tests',
  // The machine has two cores, and the stack under test runs on them too (a third worker
  // overloaded it: load average 14, tests timing out).
  workers: 2,
  fullyParallel: false,
  retries: 0,
  forbidOnly: true,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]],
  outputDir: 'test-results',
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL: SITE_URL,
    viewport: DESKTOP_VIEWPORT,
    // Dates on the page are compared with the API's UTC times.
    timezoneId: 'UTC',
    locale: 'en-US',
    // The visitor asks for reduced motion, which the site honours (no marquee, pulsing dots, shimmer
    // or slide-ins). Without a GPU, Chromium draws every frame of an endless animation in software:
    // one idle tab of / took 1.2 to 1.6 cores, and two workers' tabs starved the stack under test.
    // What the animations do is tried where it matters with `page.emulateMedia` (the toast's timer).
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { browserName: 'chromium' },
      testIgnore: /(release-journey|https-layout|topology)\.spec\.ts/,
    },
    {
      // The production layout through nginx over HTTPS (deploy/local/start.mjs), on ports of its
      // own (8443, 8100, 6102), beside the stack above. One test; it starts and stops the layout.
      name: 'https layout',
      use: { browserName: 'chromium' },
      testMatch: /https-layout\.spec\.ts/,
    },
    {
      // The scaled-out layout (deploy/local/topology.mjs, `npm run start:topology`): nginx over
      // TLS on 8444 in front of three API instances and two realtime nodes on PostgreSQL and
      // Redis (the machine's, or its own from Debian's packages; SB_TOPOLOGY_POSTGRES_URL and
      // SB_TOPOLOGY_REDIS_URL name others). After the main suite: it kills processes under load,
      // and the two-core machine has no room for that beside the other tests.
      name: 'topology',
      use: { browserName: 'chromium' },
      testMatch: /topology\.spec\.ts/,
      dependencies: ['chromium'],
    },
    {
      // The release journey changes the registry every page of the site reads, so it runs once
      // every other test has passed. Alone: `npx playwright test --project "release journey"
      // --no-deps`.
      name: 'release journey',
      use: { browserName: 'chromium' },
      testMatch: /release-journey\.spec\.ts/,
      dependencies: ['chromium'],
    },
  ],
  webServer: {
    // The real stack, as `npm start` serves it: install if needed, build what is out of date, then
    // host :3000, remotes :3001-:3002, API :8000, realtime :6002. The script serves every static
    // app before it starts polling the API's health, so a healthy API means the pages are served;
    // global-setup.ts checks every part anyway.
    command: `node "${path.join(REPO_ROOT, 'scripts', 'start.mjs')}"`,
    cwd: REPO_ROOT,
    url: `${API_URL}/health`,
    env: {
      // The tests move the market themselves; random odds moves would make them flaky.
      SIMULATOR: 'off',
      SQLITE_PATH: process.env[SQLITE_PATH_VARIABLE] ?? '',
      // Always SQLite here, even when the shell has a PostgreSQL URL for the API's own tests.
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    // The first run builds every bundle.
    timeout: 10 * 60_000,
    reuseExistingServer,
    // start.mjs starts its services in process groups of their own and stops them on SIGTERM; a
    // SIGKILL of its group (Playwright's default) would leave the API and realtime servers running.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
