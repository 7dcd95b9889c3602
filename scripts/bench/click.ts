/**
 * Odds click → slip (issue 33): from pressing an odds button of `/` to the betslip showing that
 * selection, at 4x CPU, and the click's Interaction to Next Paint. Two pages run side by side,
 * their clicks interleaved: one as the site is (the odds button sends its details, the slip shows
 * them at once) and one where every `bet:select` reaches the page with the id alone, as an older
 * sports remote sends it, so the slip waits for `GET /ng/event-details/{id}` as main's slip always
 * did ("before").
 *
 * How the button is pressed: as a bettor's pointer does, it reaches the button first and rests on
 * it until the page has drawn the hover, then presses and releases (back to back, with no hold).
 * Playwright's `click()` moves, checks the hit target from a listener inside the page and presses
 * in one go: its own checks, the hover's frame and the press then all ran inside the measured
 * interaction, work no bettor's browser does between arriving and pressing (issue 33, fifth
 * look). That figure is printed too, in a row of its own ("pressed on arrival").
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

/**
 * How the pointer presses: `rest` reaches the button, waits until the page has drawn the hover (two
 * frames and a task), then presses and releases; `arrival` is Playwright's `click()`.
 */
type Press = 'rest' | 'arrival';

async function press(page: Page, index: number, how: Press): Promise<void> {
  const button = page.locator(ODDS_SELECTOR).nth(index);
  if (how === 'arrival') {
    await button.click();
    return;
  }
  await button.hover();
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)));
      }),
  );
  await page.mouse.down();
  await page.mouse.up();
}

/** Clicks the n-th open odds button of `site`; ms from the click to the selection painted. */
async function clickOnce(site: Site, other: Site, index: number, how: Press): Promise<number> {
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
  await press(page, index, how);
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

/** Per-round samples of one way of clicking: p95 click → painted and the worst interaction. */
interface ClickSamples {
  p95: number[];
  inp: number[];
}

/**
 * The rows of per-round samples: p95 click → painted and INP with the pointer at rest, each with
 * "before" beside it, and the p95 of clicks pressed on arrival (Playwright's click). Pure.
 */
export function clickRows(samples: {
  now: ClickSamples;
  before: ClickSamples;
  onArrival: ClickSamples;
  clicks: number;
}): BenchRow[] {
  const rounds = `${samples.clicks} clicks a round, 4x CPU`;
  const arrival = summarize(samples.onArrival.inp);
  return [
    rowFromSamples(
      {
        group: 'web',
        figure: 'odds click → selection painted p95',
        unit: 'ms',
        target: '≤ 100',
        note: `${beforeNote(samples.before.p95)}; pointer at rest on the button; ${rounds}`,
      },
      samples.now.p95,
    ),
    rowFromSamples(
      {
        group: 'web',
        figure: 'odds click INP (worst of a round)',
        unit: 'ms',
        target: '≤ 200',
        note: `${beforeNote(samples.before.inp)}; pointer at rest; ${rounds}`,
      },
      samples.now.inp,
    ),
    rowFromSamples(
      {
        group: 'web',
        figure: 'odds click p95, pressed on arrival',
        unit: 'ms',
        target: '≤ 100',
        note:
          `Playwright's click(): its checks and the hover's frame inside the interaction; INP ` +
          `${arrival.median.toFixed(0)} (${arrival.min.toFixed(0)}-${arrival.max.toFixed(0)}); ${rounds}`,
      },
      samples.onArrival.p95,
    ),
  ];
}

/**
 * `rounds` rounds of `clicks` clicks on each page, interleaved click by click; consecutive clicks
 * pick different options so the slip changes every time. Today's page is also clicked the way
 * Playwright's `click()` presses (on arrival), between the others.
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
      onArrival: { p95: [] as number[], inp: [] as number[] },
      clicks: options.clicks,
    };
    const runs = [
      { which: 'now', site: now, other: before, how: 'rest' },
      { which: 'before', site: before, other: now, how: 'rest' },
      { which: 'onArrival', site: now, other: before, how: 'arrival' },
    ] as const;
    // One click each first, not counted (the first pick also loads the slip's code paths).
    for (const run of runs) {
      await clickOnce(run.site, run.other, 0, run.how);
      await worstInteraction(run.site.page);
    }
    for (let round = 0; round < options.rounds; round += 1) {
      const times = { now: [] as number[], before: [] as number[], onArrival: [] as number[] };
      const worst = { now: 0, before: 0, onArrival: 0 };
      for (let click = 0; click < options.clicks; click += 1) {
        const index = (click + 1) % buttons;
        for (const run of runs) {
          times[run.which].push(await clickOnce(run.site, run.other, index, run.how));
          // Read after each click: today's page is clicked both ways, each kept to its own.
          worst[run.which] = Math.max(worst[run.which], await worstInteraction(run.site.page));
        }
      }
      for (const { which } of runs) {
        const p95 = percentile(times[which], 95);
        result[which].p95.push(p95);
        result[which].inp.push(worst[which]);
        log(
          `odds click round ${round + 1}/${options.rounds} ${which}: p95 ${p95.toFixed(0)} ms, ` +
            `p50 ${percentile(times[which], 50).toFixed(0)} ms, INP ${worst[which].toFixed(0)} ms`,
        );
      }
    }
    return clickRows(result);
  } finally {
    await now.page.context().close();
    await before.page.context().close();
  }
}
