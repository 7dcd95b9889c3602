/** Filtering and paging of a match's bets on the details page (SPEC section 2). */
import type { Bet } from '@sportsbook/shared/contracts';

/** The dropdown value that keeps every bet title. */
export const ALL_TITLES = '';

/** Bets per page of the details page. Ten markets fill a desktop screen without scrolling far. */
export const BETS_PER_PAGE = 10;

/** Each distinct bet_title once, in the order the bets come. */
export function distinctTitles(bets: readonly Bet[]): string[] {
  return [...new Set(bets.map((bet) => bet.bet_title))];
}

/** Keeps bets whose title is the chosen one (or any) and contains the search text, ignoring case. */
export function filterBets(bets: readonly Bet[], title: string, search: string): Bet[] {
  const needle = search.trim().toLocaleLowerCase();
  return bets.filter(
    (bet) =>
      (title === ALL_TITLES || bet.bet_title === title) &&
      (needle === '' || bet.bet_title.toLocaleLowerCase().includes(needle)),
  );
}

export function lastPageOf(count: number, perPage = BETS_PER_PAGE): number {
  return Math.max(1, Math.ceil(count / perPage));
}

export function pageOf<T>(items: readonly T[], page: number, perPage = BETS_PER_PAGE): T[] {
  const start = (page - 1) * perPage;
  return items.slice(start, start + perPage);
}
