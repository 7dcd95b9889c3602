import { spawn, type ChildProcess } from 'node:child_process';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { promisify } from 'node:util';
import { expect, test } from '../support/account-fixtures';
import { formatOdds, openMarkets, type ApiMatch } from '../support/api';
import { oddsAbove } from '../support/format';
import { ODDS_CHANNEL, RealtimeWatch } from '../support/realtime';
import { REPO_ROOT } from '../support/stack';

/**
 * Issue 27: the production layout (`npm run start:https`, deploy/local/start.mjs): one HTTPS
 * origin through nginx, the API with NODE_ENV=production behind it, the socket over wss://. The
 * page reaches everything through that one origin: no request to :8000, :6002 or anywhere else.
 * Its own Playwright project (`https layout`), run by `npm run e2e`; one test, to save time.
 */
const ORIGIN = 'https://localhost:8443';
const DEMO = { username: 'demo', password: 'demo12345', email: 'demo@example.com', phone: '' };
const STAKE = 20;

/** The services' settings the layout wrote (deploy/local/start.mjs, settings.json). */
type LayoutSettings = Record<string, string>;

let layout: ChildProcess | null = null;
let layoutExited: Promise<void> = Promise.resolve();
let state = '';
let settings: LayoutSettings = {};

test.use({ ignoreHTTPSErrors: true, baseURL: ORIGIN });

test.beforeAll(async () => {
  // Building is done by the main stack's start; nginx, the API and realtime start here.
  test.setTimeout(300_000);
  state = mkdtempSync(path.join(os.tmpdir(), 'sportsbook-https-e2e-'));
  const child = spawn('node', [path.join(REPO_ROOT, 'deploy', 'local', 'start.mjs')], {
    cwd: REPO_ROOT,
    env: { ...process.env, SB_HTTPS_STATE: state, SIMULATOR: 'off', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  layout = child;
  layoutExited = new Promise((resolve) => child.once('exit', () => resolve()));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      output += `${line}\n`;
      if (line.includes('Sportsbook is up')) resolve();
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`the layout exited (${code}):\n${output}`)));
  });
  settings = JSON.parse(readFileSync(path.join(state, 'settings.json'), 'utf8')) as LayoutSettings;
});

test.afterAll(async () => {
  if (layout?.pid) {
    try {
      process.kill(-layout.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await layoutExited;
  }
  if (state) rmSync(state, { recursive: true, force: true });
});

/** The operators' tool on the layout's database, publishing to its realtime server. */
async function layoutOps(...args: string[]): Promise<void> {
  await promisify(execFile)('npm', ['run', '--silent', 'ops', '-w', 'api', '--', ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...settings, LOG_LEVEL: 'silent' },
    timeout: 60_000,
  });
}

test('through nginx over https and wss: sign in, odds move, a bet changes the balance', async ({
  page,
  context,
  account,
  sports,
  betslip,
}) => {
  test.slow();
  await context.addCookies([{ name: 'homemodal', value: '1', url: ORIGIN }]);
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== ORIGIN) elsewhere.push(request.url());
  });
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  const realtime = new RealtimeWatch(page);

  await account.signIn(DEMO);
  const before = Number(await account.balanceAmount().textContent());
  expect(before).toBeGreaterThan(STAKE);

  // An open market of a live match, read through the proxy as the page reads it.
  const live = (await (await page.request.get('/ng/live_matches')).json()) as { data: ApiMatch[] };
  const market = openMarkets(live.data)[0];
  if (!market) throw new Error('The demo seed has no live match with an open market.');
  const [option] = market.bet.bet_events;
  if (!option) throw new Error('The market has no options.');
  const button = sports.oddsButton(
    sports.market(sports.matchCard(market.match.match_title), market.bet.bet_title),
    option.bet_event_title,
  );
  await expect(button).toHaveAccessibleName(
    `${option.bet_event_title} ${formatOdds(option.bet_ratio)}`,
  );
  await expect.poll(() => realtime.isSubscribed(ODDS_CHANNEL)).toBe(true);

  // The odds move (the operators' tool publishes; the socket through nginx delivers).
  const moved = oddsAbove(option.bet_ratio);
  await layoutOps('odds', String(market.bet.id), `${option.id}=${moved.toFixed(2)}`);
  await expect(button).toHaveAccessibleName(`${option.bet_event_title} ${formatOdds(moved)}`);

  // A bet at the default stake; the balance drops by it.
  await button.click();
  await expect(betslip.bet).toContainText(option.bet_event_title);
  await expect(betslip.stake).toHaveValue(String(STAKE));
  const answer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/ng/bet-submit',
  );
  await betslip.submit.click();
  expect((await answer).status()).toBe(201);
  await expect(account.balanceAmount()).toHaveText((before - STAKE).toFixed(2));

  expect(sockets.length).toBeGreaterThan(0);
  for (const url of sockets) expect(url).toMatch(/^wss:\/\/localhost:8443\/app\//);
  expect(elsewhere).toEqual([]);
});
