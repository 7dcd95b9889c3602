/**
 * The routes the sports pages live on (SPEC section 2) and which sport a path makes active. The
 * host owns the route table; these helpers only read the path, so the sidebar and the strip agree.
 */

/** Pages under this prefix are pre-match pages: their sport links keep the prefix. */
export const PRE_MATCH_PREFIX = '/pre-match';

/** The sport a navigation item stands for: one sport by id, or All. */
export type SportKey = number | 'all';

export interface SportsNavState {
  /** True on /pre-match pages: links use the pre-match prefix. */
  preMatch: boolean;
  /** The active item, or null when the page is not a sports list (e.g. match details). */
  active: SportKey | null;
}

export function isPreMatchPath(pathname: string): boolean {
  return pathname === PRE_MATCH_PREFIX || pathname.startsWith(`${PRE_MATCH_PREFIX}/`);
}

/** `/sports/{id}` or `/sports/all`, with the pre-match prefix on pre-match pages. */
export function sportHref(sport: SportKey, preMatch: boolean): string {
  return `${preMatch ? PRE_MATCH_PREFIX : ''}/sports/${sport}`;
}

export function matchHref(matchId: number): string {
  return `/match/${matchId}`;
}

function trimTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The id segment of the All item: `/sports/all`, `/pre-match/sports/all`. */
export const ALL_SEGMENT = 'all';

/**
 * Reads the sport segment of a sports route: All (no segment, or `all`), a sport's id, or null
 * for a segment that names no sport (the page goes to /404, as an unknown match does).
 */
export function parseSportSegment(segment: string | undefined): SportKey | null {
  if (segment === undefined || segment === ALL_SEGMENT) return 'all';
  return parseRouteId(segment);
}

/** Reads an id segment of a route (a sport, a match): a positive integer, or null. */
export function parseRouteId(segment: string | undefined): number | null {
  if (!segment || !/^\d+$/.test(segment)) return null;
  const id = Number(segment);
  return id > 0 ? id : null;
}

/**
 * Which item is active for a path. /, /in-play and /sports/all make All active; /sports/{id} that
 * sport. On /pre-match and /pre-match/sports/all All is active too: pre-match All lists the
 * advance matches of every sport (SPEC-READINGS, which wins over SPEC section 2's "first sport").
 */
export function sportsNavState(pathname: string): SportsNavState {
  const path = trimTrailingSlash(pathname);
  if (isPreMatchPath(path)) {
    const rest = path.slice(PRE_MATCH_PREFIX.length);
    if (rest === '' || rest === '/sports/all' || rest === '/sports') {
      return { preMatch: true, active: 'all' };
    }
    const match = /^\/sports\/([^/]+)$/.exec(rest);
    return { preMatch: true, active: match ? parseRouteId(match[1]) : null };
  }
  if (path === '/' || path === '/in-play' || path === '/sports/all' || path === '/sports') {
    return { preMatch: false, active: 'all' };
  }
  const match = /^\/sports\/([^/]+)$/.exec(path);
  return { preMatch: false, active: match ? parseRouteId(match[1]) : null };
}
