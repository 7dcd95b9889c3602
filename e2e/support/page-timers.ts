/**
 * Timers the page schedules while a test holds its clock (`page.clock`). `waitForResponse` resolves
 * when the answer reaches the browser, not when the page's code has handled it: on a busy machine
 * that code may run after the test has already moved the clock on, and its timer then starts late.
 * Waiting until the page has scheduled the timer the test is about to run removes the race.
 */
import { expect, type Page } from '@playwright/test';

declare global {
  interface Window {
    __scheduledDelays?: number[];
  }
}

/** In the page: has setTimeout record every delay passed to it from now on. */
function recordDelays(): void {
  const schedule = window.setTimeout;
  window.__scheduledDelays = [];
  window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) => {
    window.__scheduledDelays?.push(delay ?? 0);
    return schedule(handler, delay, ...rest);
  }) as typeof window.setTimeout;
}

/** Records every delay the page passes to setTimeout from now on. Call after `page.clock.install()`. */
export async function recordTimers(page: Page): Promise<void> {
  await page.evaluate(recordDelays);
}

/**
 * Records every delay each page loaded from now on passes to setTimeout, from its first script
 * (an init script). Call after `page.clock.install()` and before the navigation.
 */
export async function recordTimersFromLoad(page: Page): Promise<void> {
  await page.addInitScript(recordDelays);
}

/** Waits until the page has scheduled a timer of `delay` ms since `recordTimers`. */
export async function waitForTimer(page: Page, delay: number): Promise<void> {
  await expect
    .poll(() => page.evaluate((ms) => (window.__scheduledDelays ?? []).includes(ms), delay))
    .toBe(true);
}

/**
 * Waits until the page has scheduled a timer of at least `minDelay` ms since it started recording:
 * for a timer whose exact delay depends on the moment it is armed (a reminder due at the session's
 * 15th minute, counted from a sign-in a few real seconds ago).
 */
export async function waitForTimerOf(page: Page, minDelay: number): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        (ms) => (window.__scheduledDelays ?? []).some((delay) => delay >= ms),
        minDelay,
      ),
    )
    .toBe(true);
}
