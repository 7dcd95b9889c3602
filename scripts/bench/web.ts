/**
 * The web figures measured in Debian's Chromium through playwright-core: JavaScript bytes before
 * the first match list, remoteEntry sizes, what each other remote's first screen adds, federated ÷
 * one bundle (4x CPU throttle, cold cache, interleaved) and the odds tick.
 */
import { gzipSync } from 'node:zlib';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Page,
  type Response,
} from 'playwright-core';
import Pusher from 'pusher';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { percentile, rowFromSamples, unavailableRow, type BenchRow } from './rows';
import { BENCH_PUSHER, REALTIME_PORT } from './stack';
import { tickLatencies, tickOdds } from './ticks';
import { waterfallLines, type LongTask, type Timeline } from './waterfall';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** The budget of the JS before the first list of `/` or of a match page (issue 33), KB gz. */
export const JS_BUDGET_KB = 180;

/** The first markets of a match page (`/match/{id}`). */
export const FIRST_MARKET_SELECTOR = '.sb-sports-details__markets .sb-sports-market';

/** The first match list of `/` (live or upcoming): a list with at least one match in it. */
export const FIRST_LIST_SELECTOR = '.sb-sports-match-list .sb-sports-match';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

const KB = 1024;
const gzipSize = (body: Buffer) => gzipSync(body, { level: 9 }).length;

/**
 * Records, in the page's own clock, when the first match list appeared, and the long tasks (for
 * the BENCH_VERBOSE waterfall).
 */
const firstContentProbe = (selector: string) => `(() => {
  const found = () => document.querySelector(${JSON.stringify(selector)});
  const observer = new MutationObserver(() => {
    if (window.__benchFirstList === undefined && found()) {
      window.__benchFirstList = performance.now();
      observer.disconnect();
    }
  });
  document.addEventListener('DOMContentLoaded', () => {
    observer.observe(document.documentElement, { childList: true, subtree: true });
  });
  const longTasks = (window.__benchLoadLongTasks = []);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      longTasks.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'longtask', buffered: true });
})();`;

interface ScriptResponse {
  url: string;
  body: Buffer;
  wireBytes: number;
}

/** Collects every JavaScript response of a page with its body and its bytes on the wire. */
function collectScripts(page: Page): {
  scripts: Map<string, ScriptResponse>;
  settled: () => Promise<void>;
} {
  const scripts = new Map<string, ScriptResponse>();
  const pending = new Set<Promise<void>>();
  page.on('response', (response: Response) => {
    const type = response.request().resourceType();
    const url = response.url();
    if (type !== 'script' && !/\.m?js(\?|$)/.test(url)) return;
    const work = (async () => {
      try {
        const body = await response.body();
        const sizes = await response.request().sizes();
        scripts.set(url, {
          url,
          body,
          wireBytes: sizes.responseBodySize + sizes.responseHeadersSize,
        });
      } catch {
        // a response the page dropped (navigation): not part of the figure
      }
    })();
    pending.add(work);
    void work.finally(() => pending.delete(work));
  });
  return { scripts, settled: async () => void (await Promise.all([...pending])) };
}

export async function newColdContext(browser: Browser, options: { skipHomeModal?: boolean } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  if (options.skipHomeModal) {
    await context.addCookies([{ name: 'homemodal', value: '1', url: 'http://localhost:3000' }]);
  }
  return context;
}

export interface ColdLoad {
  firstListMs: number;
  /** JS responses that had finished when the list appeared. */
  jsBefore: ScriptResponse[];
  /** The requests and long tasks of the load (waterfall.ts). */
  timeline: Timeline;
}

/** One cold load of `url` with 4x CPU throttling: when the first match list showed, and its JS. */
export async function coldLoad(
  browser: Browser,
  url: string,
  throttle = 4,
  /** What counts as the first content: the first match list of `/` unless told. */
  selector = FIRST_LIST_SELECTOR,
): Promise<ColdLoad> {
  const context = await newColdContext(browser);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    await page.addInitScript(firstContentProbe(selector));
    const { scripts, settled } = collectScripts(page);
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(
      () => (window as { __benchFirstList?: number }).__benchFirstList !== undefined,
      undefined,
      {
        timeout: 120_000,
        polling: 100,
      },
    );
    const { firstListMs, finished, requests, longTasks } = await page.evaluate(() => {
      const probe = window as { __benchFirstList?: number; __benchLoadLongTasks?: LongTask[] };
      const at = probe.__benchFirstList ?? Number.NaN;
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return {
        firstListMs: at,
        finished: entries.filter((entry) => entry.responseEnd <= at).map((entry) => entry.name),
        requests: entries.map((entry) => ({
          start: entry.startTime,
          end: entry.responseEnd,
          kind: entry.initiatorType,
          url: entry.name,
        })),
        longTasks: probe.__benchLoadLongTasks ?? [],
      };
    });
    await settled();
    const before = new Set(finished);
    const jsBefore = [...scripts.values()].filter((script) => before.has(script.url));
    return { firstListMs, jsBefore, timeline: { firstListMs, requests, longTasks } };
  } finally {
    await context.close();
  }
}

export function jsBytes(scripts: readonly ScriptResponse[]): { gzKB: number; wireKB: number } {
  let gz = 0;
  let wire = 0;
  for (const script of scripts) {
    gz += gzipSize(script.body);
    wire += script.wireBytes;
  }
  return { gzKB: gz / KB, wireKB: wire / KB };
}

/**
 * Federated ÷ one bundle, interleaved: each round loads both cold (the order alternates), so the
 * load of the shared machine falls on both alike. The federated loads also give the JS row.
 */
export async function firstListRows(
  browser: Browser,
  federatedUrl: string,
  oneBundleUrl: string,
  rounds: number,
  log: (line: string) => void,
): Promise<BenchRow[]> {
  const ratios: number[] = [];
  const federatedMs: number[] = [];
  const oneMs: number[] = [];
  const gz: number[] = [];
  const wire: number[] = [];
  let files = 0;
  // One warm-up pair, not counted: the servers' first answers (disk, JIT) are not the figure.
  await coldLoad(browser, federatedUrl);
  await coldLoad(browser, oneBundleUrl);
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 === 0 ? ['federated', 'one'] : ['one', 'federated'];
    const results: Record<string, ColdLoad> = {};
    for (const which of order) {
      results[which] = await coldLoad(browser, which === 'federated' ? federatedUrl : oneBundleUrl);
    }
    const federated = results.federated;
    const one = results.one;
    federatedMs.push(federated.firstListMs);
    oneMs.push(one.firstListMs);
    ratios.push(federated.firstListMs / one.firstListMs);
    const bytes = jsBytes(federated.jsBefore);
    gz.push(bytes.gzKB);
    wire.push(bytes.wireKB);
    files = federated.jsBefore.length;
    if (round === 0 && process.env.BENCH_VERBOSE) {
      for (const script of federated.jsBefore) {
        log(`  ${(gzipSize(script.body) / KB).toFixed(1)} KB gz  ${script.url}`);
      }
      for (const line of waterfallLines('federated', federated.timeline)) log(line);
      for (const line of waterfallLines('one bundle', one.timeline)) log(line);
    }
    log(
      `round ${round + 1}/${rounds}: first list federated ${federated.firstListMs.toFixed(0)} ms, ` +
        `one bundle ${one.firstListMs.toFixed(0)} ms; JS before it ${bytes.gzKB.toFixed(1)} KB gz ` +
        `(${files} files, ${bytes.wireKB.toFixed(1)} KB on the wire)`,
    );
  }
  const med = (values: number[]) => percentile(values, 50);
  return [
    rowFromSamples(
      {
        group: 'web',
        figure: 'JS before first match list of /',
        unit: 'KB gz',
        // The budget decided in issue 33.
        target: `≤ ${JS_BUDGET_KB}`,
        note: `${files} files, ${med(wire).toFixed(0)} KB on the wire`,
      },
      gz,
    ),
    rowFromSamples(
      {
        group: 'web',
        figure: 'first match list, federated ÷ one bundle (4x CPU, cold)',
        unit: 'x',
        target: '≤ 1.10',
        note: `median ${med(federatedMs).toFixed(0)} ms vs ${med(oneMs).toFixed(0)} ms`,
      },
      ratios,
    ),
  ];
}

interface RegistryFile {
  remotes: Record<string, { manifest: string }>;
}

interface ManifestFile {
  metaData: { publicPath?: string; remoteEntry: { name: string; path: string } };
  exposes?: { name: string; path: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

/** JS before the first markets of a match page: cold loads at 4x CPU, as the `/` figure. */
export async function matchPageJsRows(
  browser: Browser,
  url: string,
  rounds: number,
  log: (line: string) => void,
): Promise<BenchRow[]> {
  const gz: number[] = [];
  let files = 0;
  for (let round = 0; round < rounds; round += 1) {
    const load = await coldLoad(browser, url, 4, FIRST_MARKET_SELECTOR);
    gz.push(jsBytes(load.jsBefore).gzKB);
    files = load.jsBefore.length;
    log(`match page round ${round + 1}/${rounds}: ${gz[round].toFixed(1)} KB gz in ${files} files`);
  }
  return [
    rowFromSamples(
      {
        group: 'web',
        figure: 'JS before first markets of a match page',
        unit: 'KB gz',
        target: `≤ ${JS_BUDGET_KB}`,
        note: `${files} files, ${new URL(url).pathname}`,
      },
      gz,
    ),
  ];
}

/**
 * The screens of this wave (issue 33), found by name among the exposed modules of the live
 * registry's manifests once a remote exposes them. The multiples slip and cash-out are not
 * screens of their own: they were built into an exposed screen (`carriedBy`: the betslip, the bet
 * history page), so until a remote exposes them by name their row measures what their own source
 * files (`ownFiles`, as the source maps name them) make of that screen's chunks, and says so; where
 * a source map cannot be had, the whole screen, an upper bound. A screen neither exposed nor
 * carried prints a row saying so.
 */
export const WAVE_SCREENS: readonly {
  screen: string;
  exposed: RegExp;
  carriedBy?: { remote: string; exposed: string; ownFiles: RegExp };
}[] = [
  {
    screen: 'multiples slip',
    exposed: /multiple|accumulator/i,
    carriedBy: {
      remote: 'betslip',
      exposed: './Betslip',
      // The slip of several selections and its submit (issue 32); the selections reducer that
      // singles share is not counted.
      ownFiles:
        /\/src\/features\/(slip\/(MultiSlip|multiple-math|plan|use-payout-cap)|submit\/(SubmitBets|use-submit-bets|submit-multiple))\.tsx?$/,
    },
  },
  {
    screen: 'cash-out',
    exposed: /cash-?out/i,
    carriedBy: {
      remote: 'account',
      exposed: './BetHistoryPage',
      ownFiles: /\/src\/features\/bet-history\/(CashOut\.tsx|use-cash-out\.ts)$/,
    },
  },
  {
    screen: 'safer gambling',
    exposed:
      /safer|gambling|deposit-?limit|time-?out|self-?exclu|reality-?check|activity-?summary/i,
  },
];

/** The wave screen an exposed module (`./DepositLimitsPage`) is, if any. Pure. */
export function waveScreenOf(exposed: string): string | null {
  return WAVE_SCREENS.find((item) => item.exposed.test(exposed))?.screen ?? null;
}

/** The wave screens (not exposed by name) that a remote's exposed module carries. Pure. */
export function screensCarriedBy(remote: string, exposed: string): string[] {
  const bare = (name: string) => name.replace(/^\.\//, '');
  return WAVE_SCREENS.filter(
    ({ carriedBy }) => carriedBy?.remote === remote && bare(carriedBy.exposed) === bare(exposed),
  ).map(({ screen }) => screen);
}

/**
 * The characters of `code` that each source of its source map accounts for: a mapping runs to the
 * next one on its line, or to the line's end. Characters no mapping covers count under ''. Pure.
 */
export function charsBySource(code: string, map: RawSourceMap): Map<string, number> {
  const lineLengths = code.split('\n').map((line) => line.length);
  const spans: { line: number; column: number; source: string }[] = [];
  new SourceMapConsumer(map).eachMapping((mapping) => {
    spans.push({
      line: mapping.generatedLine,
      column: mapping.generatedColumn,
      source: mapping.source ?? '',
    });
  });
  const counts = new Map<string, number>();
  let covered = 0;
  spans.forEach((span, index) => {
    const next = spans[index + 1];
    const end = next?.line === span.line ? next.column : (lineLengths[span.line - 1] ?? 0);
    const chars = Math.max(0, end - span.column);
    covered += chars;
    counts.set(span.source, (counts.get(span.source) ?? 0) + chars);
  });
  counts.set('', (counts.get('') ?? 0) + code.length - covered);
  return counts;
}

/** The share of a chunk's code that sources matching `ownFiles` make, or null without its map. */
async function ownShare(chunkUrl: URL, code: string, ownFiles: RegExp): Promise<number | null> {
  const reference = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
  if (!reference || code.length === 0) return null;
  try {
    const response = await fetch(new URL(reference, chunkUrl));
    if (!response.ok) return null;
    const map = (await response.json()) as RawSourceMap;
    let own = 0;
    for (const [source, chars] of charsBySource(code, map)) {
      if (ownFiles.test(source)) own += chars;
    }
    return own / code.length;
  } catch {
    return null;
  }
}

interface ScreenSize {
  label: string;
  gzKB: number;
  files: number;
  /** What the carried feature's own files make of those chunks, gz (their share of each). */
  ownGzKB?: number | null;
}

/** What each exposed screen of the wave adds: its chunks (sync and async) in the manifest, gz. */
export async function waveScreenRows(siteOrigin: string): Promise<BenchRow[]> {
  const found = new Map<string, ScreenSize[]>();
  const carriers = new Map<string, ScreenSize>();
  for (const { name, manifest, base } of await liveManifests(siteOrigin)) {
    for (const exposed of manifest.exposes ?? []) {
      const screen = waveScreenOf(exposed.name);
      const carried = screensCarriedBy(name, exposed.name);
      if (!screen && carried.length === 0) continue;
      const chunks = [...exposed.assets.js.sync, ...exposed.assets.js.async];
      let gz = 0;
      const own = new Map<string, number | null>(carried.map((each) => [each, 0]));
      for (const chunk of chunks) {
        const url = new URL(chunk, base);
        const body = Buffer.from(await (await fetch(url)).arrayBuffer());
        const chunkGz = gzipSize(body);
        gz += chunkGz;
        for (const carriedScreen of carried) {
          const ownFiles = WAVE_SCREENS.find((item) => item.screen === carriedScreen)?.carriedBy
            ?.ownFiles;
          const sofar = own.get(carriedScreen);
          if (!ownFiles || sofar === null || sofar === undefined) continue;
          const share = await ownShare(url, body.toString('utf8'), ownFiles);
          own.set(carriedScreen, share === null ? null : sofar + chunkGz * share);
        }
      }
      const item = { label: `${name}/${exposed.name}`, gzKB: gz / KB, files: chunks.length };
      if (screen) found.set(screen, [...(found.get(screen) ?? []), item]);
      for (const carriedScreen of carried) {
        const ownGz = own.get(carriedScreen);
        carriers.set(carriedScreen, { ...item, ownGzKB: ownGz == null ? null : ownGz / KB });
      }
    }
  }
  return WAVE_SCREENS.flatMap(({ screen }) => {
    const fields = { group: 'web', unit: 'KB gz', target: '≤ 30' };
    const list = found.get(screen);
    const carrier = carriers.get(screen);
    if (!list && carrier && carrier.ownGzKB != null) {
      return [
        rowFromSamples(
          {
            ...fields,
            figure: `${screen} (inside ${carrier.label}) adds`,
            note: `not a screen of its own: its source files' share of the ${carrier.files} chunks that carry it, by their source maps (the whole screen: ${carrier.gzKB.toFixed(1)} KB gz)`,
          },
          [carrier.ownGzKB],
        ),
      ];
    }
    if (!list && carrier) {
      return [
        rowFromSamples(
          {
            ...fields,
            figure: `${screen} (inside ${carrier.label}) adds at most`,
            note: `not a screen of its own, and no source map to tell its part: the whole screen that carries it, ${carrier.files} chunks of the manifest, sync and async`,
          },
          [carrier.gzKB],
        ),
      ];
    }
    if (!list) {
      return [
        unavailableRow({ ...fields, figure: `${screen} screen adds` }, 'no remote exposes it yet'),
      ];
    }
    return list.map((item) =>
      rowFromSamples(
        {
          ...fields,
          figure: `${screen} screen adds (${item.label})`,
          note: `${item.files} chunks of the manifest, sync and async`,
        },
        [item.gzKB],
      ),
    );
  });
}

/** Each remote the live registry names, with its manifest and the base its files are under. */
async function liveManifests(
  siteOrigin: string,
): Promise<{ name: string; manifest: ManifestFile; base: string }[]> {
  const registry = (await (await fetch(`${siteOrigin}/remotes.json`)).json()) as RegistryFile;
  const found = [];
  for (const [name, entry] of Object.entries(registry.remotes)) {
    const manifest = (await (await fetch(entry.manifest)).json()) as ManifestFile;
    const { publicPath } = manifest.metaData;
    const base = publicPath && publicPath !== 'auto' ? publicPath : entry.manifest;
    found.push({ name, manifest, base });
  }
  return found;
}

/** Each remote's remoteEntry.js, gzipped, as the live registry names it. */
export async function remoteEntryRows(siteOrigin: string): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const { name, manifest, base } of await liveManifests(siteOrigin)) {
    const { remoteEntry } = manifest.metaData;
    const file = [remoteEntry.path, remoteEntry.name].filter(Boolean).join('/');
    const response = await fetch(new URL(file, base));
    const body = Buffer.from(await response.arrayBuffer());
    rows.push(
      rowFromSamples(
        {
          group: 'web',
          figure: `${name} remoteEntry.js`,
          unit: 'KB gz',
          target: '≤ 8',
          note: `${(body.length / KB).toFixed(1)} KB raw, served ${response.headers.get('content-encoding') ?? 'uncompressed'}`,
        },
        [gzipSize(body) / KB],
      ),
    );
  }
  return rows;
}

/** Waits until no JavaScript response has arrived for `quietMs`. */
async function scriptsQuiet(scripts: Map<string, ScriptResponse>, quietMs = 1500, maxMs = 30_000) {
  const start = Date.now();
  let count = scripts.size;
  let since = Date.now();
  while (Date.now() - start < maxMs) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    if (scripts.size !== count) {
      count = scripts.size;
      since = Date.now();
    } else if (Date.now() - since >= quietMs) return;
  }
}

async function signIn(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/sign-in`);
  const card = page.getByRole('region', { name: 'Sign In', exact: true });
  await card.getByLabel('Username', { exact: true }).fill('demo');
  await card.getByLabel('Password', { exact: true }).fill('demo12345');
  await card.getByRole('button', { name: /Sign In$/ }).click();
  await page.waitForURL(`${origin}/`, { timeout: 30_000 });
}

/** Client-side navigation, as a link in the page does it (react-router listens to popstate). */
async function navigateInPage(page: Page, pathname: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, pathname);
}

interface AddsCase {
  remote: string;
  /** The first screen to open from `/` in the page, or null: the remote is on `/` itself. */
  path: string | null;
  signedIn: boolean;
  /** For a remote on `/`: its own origin's JS. */
  port?: number;
}

export const ADDS_CASES: readonly AddsCase[] = [
  { remote: 'betslip', path: null, signedIn: false, port: 3002 },
  { remote: 'prediction', path: '/prediction', signedIn: false },
  { remote: 'wallet', path: '/wallet/make-deposit', signedIn: true },
  { remote: 'account', path: '/profile', signedIn: true },
];

/**
 * What each other remote's first screen adds to `/`: `/` is loaded (cold, unthrottled) and left
 * to settle, then the remote's page is opened in the page; the JS fetched for it is the figure.
 * The betslip is on `/` itself: the JS from its own origin is its figure.
 */
export async function remoteAddsRows(
  browser: Browser,
  origin: string,
  log: (line: string) => void,
): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const item of ADDS_CASES) {
    const context: BrowserContext = await newColdContext(browser, { skipHomeModal: true });
    try {
      const page = await context.newPage();
      const { scripts, settled } = collectScripts(page);
      if (item.signedIn) await signIn(page, origin);
      else await page.goto(`${origin}/`);
      await page.waitForSelector(FIRST_LIST_SELECTOR, { timeout: 60_000 });
      await scriptsQuiet(scripts);
      await settled();
      let added: ScriptResponse[];
      if (item.path === null) {
        added = [...scripts.values()].filter(
          (script) => new URL(script.url).port === String(item.port),
        );
      } else {
        const before = new Set(scripts.keys());
        await navigateInPage(page, item.path);
        await scriptsQuiet(scripts);
        await settled();
        added = [...scripts.values()].filter((script) => !before.has(script.url));
      }
      const { gzKB } = jsBytes(added);
      log(`${item.remote}: ${added.length} JS files, ${gzKB.toFixed(1)} KB gz`);
      if (process.env.BENCH_VERBOSE) {
        for (const script of added) {
          log(`  ${(gzipSize(script.body) / KB).toFixed(1)} KB gz  ${script.url}`);
        }
      }
      rows.push(
        rowFromSamples(
          {
            group: 'web',
            figure: `${item.remote} first screen adds (${item.path ?? 'on /'}${item.signedIn ? ', signed in' : ''})`,
            unit: 'KB gz',
            target: '≤ 30',
            note: `${added.length} files`,
          },
          [gzKB],
        ),
      );
    } finally {
      await context.close();
    }
  }
  return rows;
}

interface LiveMatch {
  id: number;
  bets?: { bet_status: number; bet_events: { id: number }[] }[];
}

/** The open bet events of the first live match the API lists (the first row of `/`). */
export async function firstLiveEvents(
  apiOrigin: string,
): Promise<{ matchId: number; eventIds: number[] }> {
  const answer = (await (await fetch(`${apiOrigin}/ng/live_matches`)).json()) as unknown;
  const list: unknown[] = Array.isArray(answer)
    ? answer
    : Array.isArray((answer as { data?: unknown }).data)
      ? (answer as { data: unknown[] }).data
      : [];
  for (const item of list as LiveMatch[]) {
    const eventIds = (item.bets ?? [])
      .filter((bet) => bet.bet_status === 1)
      .flatMap((bet) => bet.bet_events.map((event) => event.id));
    if (eventIds.length > 0) return { matchId: item.id, eventIds };
  }
  throw new Error('the API lists no live match with an open market');
}

/** Records when each odds value first showed, and every long task, in the page's epoch clock. */
const ODDS_PROBE = `(() => {
  const seen = (window.__benchOddsSeen = {});
  const longTasks = (window.__benchLongTasks = []);
  const record = (element) => {
    const value = element.closest && element.closest('.sb-sports-odds__value');
    const targets = value ? [value] : element.querySelectorAll ? element.querySelectorAll('.sb-sports-odds__value') : [];
    const now = performance.timeOrigin + performance.now();
    for (const target of targets) {
      const text = (target.firstChild && target.firstChild.textContent || '').trim();
      if (text && seen[text] === undefined) seen[text] = now;
    }
  };
  new MutationObserver((records) => {
    for (const item of records) {
      const element = item.target.nodeType === 1 ? item.target : item.target.parentElement;
      if (element) record(element);
    }
  }).observe(document.body, { childList: true, subtree: true, characterData: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration);
  }).observe({ type: 'longtask' });
})();`;

/** Publishes `count` ticks at `rate`/s; when each was sent (epoch ms) and how long each took. */
async function publishTicks(
  pusher: Pusher,
  eventIds: readonly number[],
  rate: number,
  count: number,
  round: number,
): Promise<{ published: number[]; acks: number[]; failures: number }> {
  const published: number[] = [];
  /** How long each trigger took to be answered by the realtime server (HTTP round trip). */
  const acks: number[] = [];
  const triggers: Promise<unknown>[] = [];
  const start = performance.now();
  for (let i = 0; i < count; i += 1) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    // Round -1 (the warm-up) has prices of its own too: tickOdds(0, i).
    const ratio = Number(tickOdds(round + 1, i));
    const sent = performance.now();
    published.push(performance.timeOrigin + sent);
    triggers.push(
      pusher
        .trigger('bet-ratio-change', 'MatchEvents', {
          betId: 0,
          data: eventIds.map((id) => ({ id, bet_ratio: ratio })),
        })
        .then(() => acks.push(performance.now() - sent)),
    );
  }
  const settled = await Promise.allSettled(triggers);
  return { published, acks, failures: settled.filter((r) => r.status === 'rejected').length };
}

/**
 * Odds ticks at `rate`/s for `seconds`, published through the realtime server's HTTP trigger API
 * (the API's own `pusher` SDK) on `bet-ratio-change`, into the first live match of `/`. Each
 * round gives the p95 of publish → DOM text and the longest long task.
 */
export async function oddsTickRows(
  browser: Browser,
  origin: string,
  apiOrigin: string,
  options: { rounds: number; rate: number; seconds: number },
  log: (line: string) => void,
): Promise<BenchRow[]> {
  const pusher = new Pusher({
    appId: BENCH_PUSHER.appId,
    key: BENCH_PUSHER.key,
    secret: BENCH_PUSHER.secret,
    host: '127.0.0.1',
    port: String(REALTIME_PORT),
    useTLS: false,
  });
  const { eventIds } = await firstLiveEvents(apiOrigin);
  const p95s: number[] = [];
  const longest: number[] = [];
  let missed = 0;
  let total = 0;
  const context = await newColdContext(browser, { skipHomeModal: true });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/`);
    await page.waitForSelector(FIRST_LIST_SELECTOR, { timeout: 60_000 });
    // Let the socket subscribe and the rest of the page settle before the first tick.
    await page.waitForTimeout(3000);
    await page.evaluate(ODDS_PROBE);
    const count = Math.round(options.rate * options.seconds);
    // One second of ticks first, not counted: the first ticks also pay for warming the page up.
    await publishTicks(pusher, eventIds, options.rate, options.rate, -1);
    await page.waitForTimeout(500);
    for (let round = 0; round < options.rounds; round += 1) {
      await page.evaluate(() => {
        (window as { __benchLongTasks?: number[] }).__benchLongTasks?.splice(0);
      });
      const { published, acks, failures } = await publishTicks(
        pusher,
        eventIds,
        options.rate,
        count,
        round,
      );
      await page.waitForTimeout(1000);
      const { seen, longTasks } = await page.evaluate(() => ({
        seen: (window as { __benchOddsSeen?: Record<string, number> }).__benchOddsSeen ?? {},
        longTasks: (window as { __benchLongTasks?: number[] }).__benchLongTasks ?? [],
      }));
      const shown = published.map((_, i) => seen[tickOdds(round + 1, i)] ?? Number.NaN);
      const latencies = tickLatencies(published, shown);
      const measured = latencies.filter(Number.isFinite);
      missed += latencies.length - measured.length;
      total += latencies.length;
      const p95 = measured.length > 0 ? percentile(measured, 95) : Number.NaN;
      const maxLong = longTasks.length > 0 ? Math.max(...longTasks) : 0;
      p95s.push(p95);
      longest.push(maxLong);
      log(
        `odds round ${round + 1}/${options.rounds}: ${count} ticks at ${options.rate}/s, ` +
          `p95 ${p95.toFixed(1)} ms, p50 ${percentile(measured, 50).toFixed(1)} ms, ` +
          `${latencies.length - measured.length} never shown, ${failures} triggers failed, ` +
          `trigger answered p95 ${percentile(acks, 95).toFixed(1)} ms, ` +
          `${longTasks.length} long tasks (max ${maxLong.toFixed(0)} ms)`,
      );
    }
  } finally {
    await context.close();
  }
  const note = `${options.rate}/s for ${options.seconds} s a round, ${eventIds.length} odds a tick; ${missed} of ${total} ticks never shown`;
  return [
    rowFromSamples(
      {
        group: 'realtime',
        figure: 'odds tick publish → DOM p95',
        unit: 'ms',
        target: '≤ 50',
        note,
      },
      p95s,
    ),
    rowFromSamples(
      {
        group: 'realtime',
        figure: 'odds tick: longest long task',
        unit: 'ms',
        target: '≤ 50',
        note: '0 = no long task',
      },
      longest,
    ),
  ];
}
