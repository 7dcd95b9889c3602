/**
 * `npm run bench`: every figure of issue 12 against its target, in one table (scripts/bench/
 * README.md). Starts what it needs and stops it; never part of `npm test` or CI.
 *
 * Knobs (environment): BENCH_ROUNDS (federated ÷ one bundle rounds, default 7),
 * BENCH_LIGHTHOUSE_ROUNDS (default 3), BENCH_CLICK_ROUNDS (odds click rounds, default 3),
 * BENCH_CLICKS (clicks a round, default 20), BENCH_RELEASE_ROUNDS (timed releases, default 3), BENCH_TICK_ROUNDS (default 3), BENCH_TICK_RATE (ticks/s,
 * default 200), BENCH_TICK_SECONDS (a round's length, default 5), BENCH_TRAFFIC_ROUNDS (cold `/`
 * loads counted, default 3), BENCH_ONLY (comma-separated groups to run: web, click, traffic,
 * lighthouse, ticks, api, release).
 */
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { API_BENCHES, runApiBench } from './api-rows';
import { oddsClickRows } from './click';
import { lighthouseRows } from './lighthouse';
import { releaseRows } from './release';
import { buildOneBundle } from './one-bundle/build';
import { formatRowLine, unavailableRow, type BenchRow } from './rows';
import {
  ONE_BUNDLE_PORT,
  serveOneBundle,
  sitePorts,
  startSite,
  takenPorts,
  type Site,
} from './stack';
import { renderTable } from './table';
import { coldTrafficRows } from './traffic';
import { MAX_TICKS_PER_ROUND } from './ticks';
import {
  firstListRows,
  firstLiveEvents,
  launchBrowser,
  matchPageJsRows,
  oddsTickRows,
  remoteAddsRows,
  remoteEntryRows,
  waveScreenRows,
} from './web';

const root = path.resolve(__dirname, '..', '..');
const log = (line: string) => process.stdout.write(`[bench] ${line}\n`);

function intFromEnv(name: string, fallback: number, max: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw new Error(`${name} must be an integer from 1 to ${max}`);
  }
  return value;
}

const rounds = intFromEnv('BENCH_ROUNDS', 7, 50);
const trafficRounds = intFromEnv('BENCH_TRAFFIC_ROUNDS', 3, 20);
const lighthouseRounds = intFromEnv('BENCH_LIGHTHOUSE_ROUNDS', 3, 20);
const tick = {
  rounds: intFromEnv('BENCH_TICK_ROUNDS', 3, 20),
  rate: intFromEnv('BENCH_TICK_RATE', 200, 1000),
  seconds: intFromEnv('BENCH_TICK_SECONDS', 5, 60),
};
if (tick.rate * tick.seconds > MAX_TICKS_PER_ROUND) {
  throw new Error(`BENCH_TICK_RATE × BENCH_TICK_SECONDS must be at most ${MAX_TICKS_PER_ROUND}`);
}
const click = {
  rounds: intFromEnv('BENCH_CLICK_ROUNDS', 3, 20),
  clicks: intFromEnv('BENCH_CLICKS', 20, 100),
};
const only = new Set(
  (process.env.BENCH_ONLY ?? 'web,click,traffic,lighthouse,ticks,api,release')
    .split(',')
    .map((group) => group.trim()),
);

/** Runs one part; a part that fails gives "not available" rows and the bench goes on. */
async function part(
  name: string,
  placeholders: { group: string; figure: string; unit: string; target: string }[],
  work: () => Promise<BenchRow[]>,
): Promise<BenchRow[]> {
  const started = Date.now();
  try {
    const rows = await work();
    log(`${name} done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    return rows;
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    log(`${name} failed: ${reason}`);
    return placeholders.map((placeholder) => unavailableRow(placeholder, reason.slice(0, 100)));
  }
}

async function webRows(site: Site, browser: Browser): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  rows.push(
    ...(await part(
      'federated ÷ one bundle',
      [
        { group: 'web', figure: 'JS before first match list of /', unit: 'KB gz', target: '≤ 180' },
        {
          group: 'web',
          figure: 'first match list, federated ÷ one bundle',
          unit: 'x',
          target: '≤ 1.10',
        },
      ],
      async () => {
        const { outDir } = await buildOneBundle(root, log);
        const one = await serveOneBundle(root, outDir, `${site.origin}/remotes.json`);
        try {
          return await firstListRows(browser, `${site.origin}/`, `${one.origin}/`, rounds, log);
        } finally {
          await one.stop();
        }
      },
    )),
  );
  rows.push(
    ...(await part(
      'match page JS',
      [
        {
          group: 'web',
          figure: 'JS before first markets of a match page',
          unit: 'KB gz',
          target: '≤ 180',
        },
      ],
      async () => {
        const { matchId } = await firstLiveEvents(site.apiOrigin);
        return matchPageJsRows(browser, `${site.origin}/match/${matchId}`, 3, log);
      },
    )),
  );
  rows.push(
    ...(await part(
      'remoteEntry sizes',
      [{ group: 'web', figure: 'remoteEntry.js', unit: 'KB gz', target: '≤ 8' }],
      () => remoteEntryRows(site.origin),
    )),
  );
  rows.push(
    ...(await part(
      'remote first screens',
      [{ group: 'web', figure: 'other remote first screen adds', unit: 'KB gz', target: '≤ 30' }],
      () => remoteAddsRows(browser, site.origin, log),
    )),
  );
  rows.push(
    ...(await part(
      'wave screens',
      [{ group: 'web', figure: 'wave screens', unit: 'KB gz', target: '≤ 30' }],
      () => waveScreenRows(site.origin),
    )),
  );
  return rows;
}

async function main(): Promise<void> {
  const started = Date.now();
  const loadAtStart = os.loadavg()[0];
  const rows: BenchRow[] = [];
  const needsSite = ['web', 'click', 'traffic', 'lighthouse', 'ticks'].some((group) =>
    only.has(group),
  );
  if (needsSite) {
    const taken = await takenPorts([...sitePorts(root), ONE_BUNDLE_PORT]);
    if (taken.length > 0) {
      log(
        `ports ${taken.join(', ')} are taken (a running npm start?). The site's ports cannot be ` +
          'moved (the page finds the API on :8000 and the socket on :6002), so run the bench in a ' +
          "network namespace of its own: unshare -n sh -c 'ip link set lo up && npm run bench'",
      );
      process.exit(2);
    }
    const site = await startSite(root, log);
    let browser: Browser | null = null;
    const stopAll = async () => {
      await browser?.close().catch(() => undefined);
      await site.stop();
    };
    process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));
    try {
      browser = await launchBrowser();
      if (only.has('web')) rows.push(...(await webRows(site, browser)));
      if (only.has('click')) {
        const openBrowser = browser;
        rows.push(
          ...(await part(
            'odds click → slip',
            [
              {
                group: 'web',
                figure: 'odds click → selection painted p95',
                unit: 'ms',
                target: '≤ 100',
              },
              {
                group: 'web',
                figure: 'odds click INP (worst of a round)',
                unit: 'ms',
                target: '≤ 200',
              },
            ],
            () => oddsClickRows(openBrowser, site.origin, click, log),
          )),
        );
      }
      if (only.has('traffic')) {
        const openBrowser = browser;
        rows.push(
          ...(await part(
            'cold / traffic',
            [{ group: 'web', figure: 'cold / load: requests', unit: 'count', target: '≤ 57' }],
            () => {
              // The page asks the API on its own host name (shared/src/api/config.ts).
              const page = new URL(site.origin);
              const pageApi = `${page.protocol}//${page.hostname}:${new URL(site.apiOrigin).port}`;
              return coldTrafficRows(openBrowser, `${site.origin}/`, pageApi, trafficRounds, log);
            },
          )),
        );
      }
      if (only.has('ticks')) {
        const ticks = tick;
        const openBrowser = browser;
        rows.push(
          ...(await part(
            'odds tick',
            [
              {
                group: 'realtime',
                figure: 'odds tick publish → DOM p95',
                unit: 'ms',
                target: '≤ 50',
              },
              {
                group: 'realtime',
                figure: 'odds tick: longest long task',
                unit: 'ms',
                target: '≤ 50',
              },
            ],
            () => oddsTickRows(openBrowser, site.origin, site.apiOrigin, ticks, log),
          )),
        );
      }
      await browser.close();
      browser = null;
      if (only.has('lighthouse')) {
        rows.push(
          ...(await part(
            'lighthouse',
            [
              {
                group: 'lighthouse',
                figure: 'mobile performance score',
                unit: 'score',
                target: '≥ 90',
              },
            ],
            async () => {
              const { matchId } = await firstLiveEvents(site.apiOrigin);
              return lighthouseRows(
                [
                  { name: '/', url: `${site.origin}/` },
                  { name: `/match/${matchId}`, url: `${site.origin}/match/${matchId}` },
                ],
                lighthouseRounds,
                log,
              );
            },
          )),
        );
      }
    } finally {
      await stopAll();
    }
  }
  if (only.has('release')) {
    const releaseRounds = intFromEnv('BENCH_RELEASE_ROUNDS', 3, 20);
    rows.push(
      ...(await part(
        'release',
        [
          {
            group: 'release',
            figure: 'npm run remote -- release betslip',
            unit: 's',
            target: '≤ 5',
          },
        ],
        () => releaseRows(root, 'betslip', releaseRounds, log),
      )),
    );
  }
  if (only.has('api')) {
    for (const bench of API_BENCHES) rows.push(...(await runApiBench(root, bench, log)));
  }
  for (const row of rows) process.stdout.write(`${formatRowLine(row)}\n`);
  process.stdout.write(`\n${renderTable(rows)}\n`);
  // The machine is shared: its load says how much to trust the absolute times (ratios less so).
  log(
    `bench took ${((Date.now() - started) / 60_000).toFixed(1)} min on ${os.cpus().length} cores; ` +
      `load average ${loadAtStart.toFixed(1)} at start, ${os.loadavg()[0].toFixed(1)} at end`,
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    log(`failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);
