/**
 * Odds click → slip (issue 33): from pressing an odds button of `/` to the betslip showing that
 * selection, at 4x CPU, and the click's Interaction to Next Paint. Two pages run side by side,
 * their clicks interleaved: one as the site is (the odds button sends its details, the slip shows
 * them at once) and one where every `bet:select` reaches the page with the id alone, as an older
 * sports remote sends it, so the slip waits for `GET /ng/event-details/{id}` as main's slip always
 * did ("before").
 *
 * Only the page being clicked runs at 4x CPU; the other one runs unthrottled while it waits. This
 * Chromium throttles a renderer by keeping a core busy (an idle `/` at 4x: its renderer at 93 % of
 * a core, against 9 % unthrottled), so two throttled pages held both cores of a 2-core machine and
 * each click also waited for the other page's renderer: that was no longer "4x CPU" (issue 33).
 */
import type { Browser, CDPSession, Page } from 'playwright-core';
import { percentile, rowFromSamples, summarize, type BenchRow } from './rows';
import { FIRST_LIST_SELECTOR, newColdContext } from './web';

/** An open odds button of the match lists of `/`. */
const ODDS_SELECTOR = '.sb-sports-match-list .sb-sports-odds:not([disabled])';

/**
 * In the page: the click's time (the trusted event's timeStamp), when the slip first showed the
 * wanted selection (after the next frame: the paint), and the Event Timing entries of each
 * interaction. With `idOnly`, `bet:select` is sent on again without its details before any other
 * listener hears it (a capture listener at the target runs first).
 */
export function clickProbe(idOnly: boolean): string {
  return `(() => {
  const probe = (window.__benchClick = { want: null, clickedAt: NaN, paintedAt: NaN, since: 0, interactions: {} });
  document.addEventListener('click', (event) => { probe.clickedAt = event.timeStamp; }, true);
  const shows = () => {
    const slip = document.querySelector('.sb-slip-bet');
    if (!slip || !probe.want) return false;
    const text = (selector) => (slip.querySelector(selector)?.textContent ?? '').trim();
    return [text('.sb-slip-bet__match'), text('.sb-slip-bet__market'), text('.sb-slip-bet__event')].join('|') === probe.want;
  };
  // The document itself, not <html>: an init script runs before <html> exists, and observing a
  // null documentElement threw, so no paint was ever seen (the time-out of the third pass).
  new MutationObserver(() => {
    if (probe.want && Number.isNaN(probe.paintedAt) && shows()) {
      probe.want = null;
      requestAnimationFrame(() => setTimeout(() => { probe.paintedAt = performance.now(); }));
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      // Only the measured clicks: not the clicks that emptied the slip before each of them.
      if (!entry.interactionId || entry.startTime < probe.since) continue;
      const seen = probe.interactions[entry.interactionId] ?? 0;
      probe.interactions[entry.interactionId] = Math.max(seen, entry.duration);
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  if (${idOnly ? 'true' : 'false'}) {
    window.addEventListener('sportsbook:bet:select', (event) => {
      if (!event.detail || event.detail.details === undefined) return;
      event.stopImmediatePropagation();
      window.dispatchEvent(new CustomEvent('sportsbook:bet:select', { detail: { betEventId: event.detail.betEventId } }));
    }, true);
  }
})();`;
}

interface ProbeState {
  want: string | null;
  clickedAt: number;
  paintedAt: number;
  /** Interactions before this time (performance.now()) are not counted. */
  since: number;
  interactions: Record<string, number>;
}

/** The CPU slowdown of the page being clicked. */
const CLICK_CPU_THROTTLE = 4;

interface Site {
  page: Page;
  cdp: CDPSession;
}

async function openSite(browser: Browser, origin: string, idOnly: boolean): Promise<Site> {
  const context = await newColdContext(browser, { skipHomeModal: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CLICK_CPU_THROTTLE });
  await page.addInitScript(clickProbe(idOnly));
  await page.goto(`${origin}/`);
  await page.waitForSelector(FIRST_LIST_SELECTOR, { timeout: 120_000 });
  // The betslip loads once the page's content has shown (host BetslipSlot); wait for its panel.
  await page.waitForSelector('section.sb-slip', { timeout: 120_000 });
  return { page, cdp };
}

/** `site` at 4x CPU, `other` unthrottled (see the top of this file). */
async function throttleOnly(site: Site, other: Site): Promise<void> {
  await other.cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await site.cdp.send('Emulation.setCPUThrottlingRate', { rate: CLICK_CPU_THROTTLE });
}

/** What the slip shows of the n-th open odds button's pick: match | market | option. */
async function keyOf(page: Page, index: number): Promise<string> {
  // No named inner functions: the bench runs under tsx, whose helpers (__name) the page lacks.
  return page
    .locator(ODDS_SELECTOR)
    .nth(index)
    .evaluate((button) =>
      [
        button.closest('.sb-sports-match')?.getAttribute('aria-label') ?? '',
        (
          button.closest('.sb-sports-market')?.querySelector('.sb-sports-market__title')
            ?.textContent ?? ''
        ).trim(),
        (button.querySelector('.sb-sports-odds__title')?.textContent ?? '').trim(),
      ].join('|'),
    );
}

/** Clicks the n-th open odds button of `site`; ms from the click to the selection painted. */
async function clickOnce(site: Site, other: Site, index: number): Promise<number> {
  const { page } = site;
  await throttleOnly(site, other);
  const key = await keyOf(page, index);
  // Each click starts from an empty slip, the first pick (issue 32's slip adds picks up: a slip of
  // several would show the pick among others, and grow to its 20).
  const remove = page.locator('.sb-slip-bet__remove');
  while ((await remove.count()) > 0) await remove.first().click();
  await page.waitForSelector('.sb-slip-bet', { state: 'detached', timeout: 30_000 });
  await page.evaluate((want) => {
    const probe = (window as unknown as { __benchClick: ProbeState }).__benchClick;
    probe.since = performance.now();
    probe.want = want;
    probe.clickedAt = Number.NaN;
    probe.paintedAt = Number.NaN;
  }, key);
  await page.locator(ODDS_SELECTOR).nth(index).click();
  await page.waitForFunction(
    () => !Number.isNaN((window as unknown as { __benchClick: ProbeState }).__benchClick.paintedAt),
    undefined,
    { timeout: 30_000, polling: 50 },
  );
  // The confirming answer lands before the next click, so each click starts from a quiet slip.
  await page.waitForSelector('section.sb-slip[aria-busy="false"]', { timeout: 30_000 });
  return page.evaluate(() => {
    const probe = (window as unknown as { __benchClick: ProbeState }).__benchClick;
    return probe.paintedAt - probe.clickedAt;
  });
}

async function worstInteraction(page: Page): Promise<number> {
  return page.evaluate(() => {
    const probe = (window as unknown as { __benchClick: ProbeState }).__benchClick;
    const durations = Object.values(probe.interactions);
    probe.interactions = {};
    return durations.length > 0 ? Math.max(...durations) : 0;
  });
}

/** "before 412 (380-450)": the figure of the id-alone page, beside today's. */
function beforeNote(samples: readonly number[]): string {
  const { min, median, max } = summarize(samples);
  return `before (id alone, as main's slip): ${median.toFixed(0)} (${min.toFixed(0)}-${max.toFixed(0)})`;
}

/** The rows of per-round samples: p95 click → painted and INP, each with "before" beside it. Pure. */
export function clickRows(samples: {
  now: { p95: number[]; inp: number[] };
  before: { p95: number[]; inp: number[] };
  clicks: number;
}): BenchRow[] {
  const rounds = `${samples.clicks} clicks a round, 4x CPU`;
  return [
    rowFromSamples(
      {
        group: 'web',
        figure: 'odds click → selection painted p95',
        unit: 'ms',
        target: '≤ 100',
        note: `${beforeNote(samples.before.p95)}; ${rounds}`,
      },
      samples.now.p95,
    ),
    rowFromSamples(
      {
        group: 'web',
        figure: 'odds click INP (worst of a round)',
        unit: 'ms',
        target: '≤ 200',
        note: `${beforeNote(samples.before.inp)}; ${rounds}`,
      },
      samples.now.inp,
    ),
  ];
}

/**
 * `rounds` rounds of `clicks` clicks on each page, interleaved click by click; consecutive clicks
 * pick different options so the slip changes every time.
 */
export async function oddsClickRows(
  browser: Browser,
  origin: string,
  options: { rounds: number; clicks: number },
  log: (line: string) => void,
): Promise<BenchRow[]> {
  const now = await openSite(browser, origin, false);
  const before = await openSite(browser, origin, true);
  try {
    const buttons = Math.min(await now.page.locator(ODDS_SELECTOR).count(), 12);
    if (buttons < 2) throw new Error('fewer than two open odds buttons on /');
    const result = {
      now: { p95: [] as number[], inp: [] as number[] },
      before: { p95: [] as number[], inp: [] as number[] },
      clicks: options.clicks,
    };
    // One click each first, not counted (the first pick also loads the slip's code paths).
    await clickOnce(now, before, 0);
    await clickOnce(before, now, 0);
    await worstInteraction(now.page);
    await worstInteraction(before.page);
    for (let round = 0; round < options.rounds; round += 1) {
      const times = { now: [] as number[], before: [] as number[] };
      for (let click = 0; click < options.clicks; click += 1) {
        const index = (click + 1) % buttons;
        times.now.push(await clickOnce(now, before, index));
        times.before.push(await clickOnce(before, now, index));
      }
      for (const which of ['now', 'before'] as const) {
        const p95 = percentile(times[which], 95);
        const inp = await worstInteraction(which === 'now' ? now.page : before.page);
        result[which].p95.push(p95);
        result[which].inp.push(inp);
        log(
          `odds click round ${round + 1}/${options.rounds} ${which}: p95 ${p95.toFixed(0)} ms, ` +
            `p50 ${percentile(times[which], 50).toFixed(0)} ms, INP ${inp.toFixed(0)} ms`,
        );
      }
    }
    return clickRows(result);
  } finally {
    await now.page.context().close();
    await before.page.context().close();
  }
}
