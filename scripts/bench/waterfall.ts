/**
 * The critical path of one cold load, for BENCH_VERBOSE: every request that started before the
 * first match list showed (when it started and ended, in the page's clock) and the main thread's
 * long tasks, so a gap between two hops can be told apart: the network, or a main thread busy
 * with something else (the seventh pass found the registry → manifest hop waiting behind the
 * bootstrap's script evaluation that way).
 */

/** A request of the page, in the page's clock (ms since navigation start). */
export interface TimelineRequest {
  start: number;
  end: number;
  /** The resource type the browser gives (script, link, fetch, xmlhttprequest, img...). */
  kind: string;
  url: string;
}

/** A main-thread task longer than 50 ms. */
export interface LongTask {
  start: number;
  duration: number;
}

export interface Timeline {
  firstListMs: number;
  requests: TimelineRequest[];
  longTasks: LongTask[];
}

/** A URL without its scheme and host when it is one of the site's (localhost) servers. */
function shortUrl(url: string): string {
  return url.replace(/^https?:\/\/(localhost|127\.0\.0\.1)/, '');
}

/** The lines BENCH_VERBOSE prints for one load: requests by start time, then the long tasks. */
export function waterfallLines(label: string, timeline: Timeline): string[] {
  const ms = (value: number) => `${Math.round(value)}`.padStart(6);
  const requests = timeline.requests
    .filter((request) => request.start <= timeline.firstListMs)
    .sort((a, b) => a.start - b.start);
  const longTasks = timeline.longTasks.filter((task) => task.start <= timeline.firstListMs);
  const busy = longTasks.reduce((sum, task) => sum + task.duration, 0);
  return [
    `${label}: first list at ${Math.round(timeline.firstListMs)} ms; ${requests.length} requests ` +
      `before it; ${longTasks.length} long tasks before it, ${Math.round(busy)} ms in all`,
    `  ${'start'.padStart(6)} ${'end'.padStart(6)}  kind            url`,
    ...requests.map(
      (request) =>
        `  ${ms(request.start)} ${ms(request.end)}  ${request.kind.padEnd(15)} ${shortUrl(request.url)}`,
    ),
    `  long tasks (start+duration ms): ${
      longTasks.map((task) => `${Math.round(task.start)}+${Math.round(task.duration)}`).join(' ') ||
      'none'
    }`,
  ];
}
