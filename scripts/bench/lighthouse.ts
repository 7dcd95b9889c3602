/**
 * Lighthouse mobile (its default config: Moto G Power, simulated slow 4G and 4x CPU) on `/` and a
 * match page, in Debian's Chromium through chrome-launcher. Each run starts from a cleared cache
 * and storage (Lighthouse's default), so `/` shows the home modal as on a first visit.
 */
import fs from 'node:fs';
import path from 'node:path';
import { rowFromSamples, type BenchRow } from './rows';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './web';

interface LhNode {
  type: 'node';
  selector?: string;
  snippet?: string;
  nodeLabel?: string;
}

interface LhResult {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: unknown }>;
}

/** The first DOM node an audit's details name (the LCP element's audit nests it in a table). */
export function firstNode(details: unknown): LhNode | null {
  if (typeof details !== 'object' || details === null) return null;
  if ((details as { type?: unknown }).type === 'node') return details as LhNode;
  for (const value of Object.values(details)) {
    const found = Array.isArray(value)
      ? (value.map(firstNode).find((node) => node !== null) ?? null)
      : firstNode(value);
    if (found) return found;
  }
  return null;
}

/** Whether a node is the home modal or inside it (its classes are sb-host-modal*). */
export function isHomeModal(node: LhNode | null): boolean {
  if (!node) return false;
  return [node.selector, node.snippet].some((text) => (text ?? '').includes('sb-host-modal'));
}

interface PageRun {
  score: number;
  cls: number;
  lcpMs: number;
  /** The other timings the score weighs, so a score can be read: FCP, Speed Index, TBT. */
  fcpMs: number;
  speedIndexMs: number;
  tbtMs: number;
  lcpIsModal: boolean;
  lcpLabel: string;
}

/** BENCH_VERBOSE: the run's longest main-thread tasks (Lighthouse's long-tasks audit). */
function logLongTasks(url: string, lhr: LhResult): void {
  const details = lhr.audits['long-tasks']?.details as
    { items?: { url?: string; duration?: number; startTime?: number }[] } | undefined;
  for (const task of (details?.items ?? []).slice(0, 8)) {
    console.log(
      `[bench]   long task on ${url}: ${(task.duration ?? 0).toFixed(0)} ms at ` +
        `${(task.startTime ?? 0).toFixed(0)} ms, ${task.url ?? '?'}`,
    );
  }
}

/** BENCH_LH_REPORT_DIR: each run's whole report (JSON), to read a score past the bench's row. */
function saveReport(dir: string, url: string, lhr: LhResult): void {
  fs.mkdirSync(dir, { recursive: true });
  const name = `${new URL(url).pathname.replace(/\W+/g, '_') || '_'}-${Date.now()}.json`;
  fs.writeFileSync(path.join(dir, name), JSON.stringify(lhr));
  console.log(`[bench]   report: ${path.join(dir, name)}`);
}

/** One Lighthouse run; a warm-up (`counted: false`) neither logs its long tasks nor saves its report. */
async function runOnce(url: string, { counted = true } = {}): Promise<PageRun> {
  // Both are ES modules only: loaded when a run starts (the pure parts stay testable in jest).
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_FLAGS, '--headless=new'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const lhr = result?.lhr as LhResult | undefined;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    const node = firstNode(lhr.audits['largest-contentful-paint-element']?.details);
    if (counted && process.env.BENCH_VERBOSE) logLongTasks(url, lhr);
    if (counted && process.env.BENCH_LH_REPORT_DIR) {
      saveReport(process.env.BENCH_LH_REPORT_DIR, url, lhr);
    }
    return {
      score: Math.round((lhr.categories.performance.score ?? Number.NaN) * 100),
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
      speedIndexMs: lhr.audits['speed-index']?.numericValue ?? Number.NaN,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
      lcpIsModal: isHomeModal(node),
      lcpLabel: node?.selector ?? node?.nodeLabel ?? 'none',
    };
  } finally {
    await chrome.kill();
  }
}

/** Interleaved rounds over the pages; rows for score and CLS of each, and the LCP element. */
export async function lighthouseRows(
  pages: { name: string; url: string }[],
  rounds: number,
  log: (line: string) => void,
): Promise<BenchRow[]> {
  const runs = new Map<string, PageRun[]>(pages.map((page) => [page.name, []]));
  // One warm-up run of each page, not counted, as the web part's warm-up pair: the servers'
  // first answers (disk, JIT) are not the figure. Lighthouse takes the server's answer times
  // from what it observed, so a cold server pushed the simulated timeline and the blocking time
  // (BENCH_ONLY=lighthouse printed 77-86 on its first runs, 90-92 after the web part).
  for (const page of pages) {
    const warm = await runOnce(page.url, { counted: false });
    log(`lighthouse ${page.name} warm-up (not counted): score ${warm.score.toFixed(0)}`);
  }
  for (let round = 0; round < rounds; round += 1) {
    for (const page of pages) {
      const run = await runOnce(page.url);
      runs.get(page.name)?.push(run);
      log(
        `lighthouse ${page.name} ${round + 1}/${rounds}: score ${run.score.toFixed(0)}, ` +
          `LCP ${run.lcpMs.toFixed(0)} ms (${run.lcpLabel}), CLS ${run.cls.toFixed(3)}, ` +
          `FCP ${run.fcpMs.toFixed(0)} ms, SI ${run.speedIndexMs.toFixed(0)} ms, ` +
          `TBT ${run.tbtMs.toFixed(0)} ms`,
      );
    }
  }
  const rows: BenchRow[] = [];
  for (const page of pages) {
    const list = runs.get(page.name) ?? [];
    const lcps = [...list.map((run) => run.lcpMs)].sort((a, b) => a - b);
    rows.push(
      rowFromSamples(
        {
          group: 'lighthouse',
          figure: `mobile performance score ${page.name}`,
          unit: 'score',
          target: '≥ 90',
          note: `LCP median ${(lcps[Math.floor(lcps.length / 2)] ?? Number.NaN).toFixed(0)} ms`,
        },
        list.map((run) => run.score),
      ),
      rowFromSamples(
        { group: 'lighthouse', figure: `CLS ${page.name}`, unit: '', target: '≤ 0.05' },
        list.map((run) => run.cls),
      ),
      rowFromSamples(
        {
          group: 'lighthouse',
          figure: `LCP element is the home modal ${page.name}`,
          unit: `of ${rounds} runs`,
          target: '≤ 0',
          note: [...new Set(list.map((run) => run.lcpLabel))].join(' | ').slice(0, 120),
        },
        // "Never": one figure, the count of runs whose LCP element was the modal.
        [list.filter((run) => run.lcpIsModal).length],
      ),
    );
  }
  return rows;
}
