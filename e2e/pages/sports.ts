import { expect, type Locator, type Page } from '@playwright/test';
import type { ApiBetEvent, OpenMarket } from '../support/api';

/** Escapes text for use inside a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The number at the end of a sidebar item ("Cricket 10" → 10). */
function trailingNumber(text: string): number {
  const match = /(\d+)\s*$/.exec(text.trim());
  if (!match?.[1]) throw new Error(`No count in "${text}"`);
  return Number(match[1]);
}

/**
 * remote-sports as a visitor sees it: the sports sidebar, the category strip, the match lists,
 * match cards with their markets and odds buttons, and the match details page.
 */
export class SportsRemote {
  readonly sidebar: Locator;
  readonly categoryStrip: Locator;
  readonly liveMatches: Locator;
  readonly advanceMatches: Locator;
  readonly upcomingSection: Locator;

  constructor(readonly page: Page) {
    this.sidebar = page.getByRole('navigation', { name: 'Sports (A-Z)' });
    this.categoryStrip = page.getByRole('navigation', { name: 'Sport categories' });
    this.liveMatches = page.getByRole('list', { name: 'Live matches' });
    this.advanceMatches = page.getByRole('list', { name: 'Advance matches' });
    this.upcomingSection = page.getByRole('region', { name: 'Upcoming Matches' });
  }

  /** A sidebar item: its name followed by its match count. */
  sidebarItem(name: string): Locator {
    return this.sidebar.getByRole('link', { name: new RegExp(`^${escapeRegExp(name)}\\s*\\d+$`) });
  }

  async sidebarCount(name: string): Promise<number> {
    return trailingNumber(await this.sidebarItem(name).innerText());
  }

  stripItem(name: string): Locator {
    return this.categoryStrip.getByRole('link', { name, exact: true });
  }

  /** The title of a list section or page (level 2), e.g. "Live Matches" or a sport's name. */
  sectionHeading(title: string): Locator {
    return this.page.getByRole('heading', { level: 2, name: title, exact: true });
  }

  /** A match card in a list (the live list by default). */
  matchCard(matchTitle: string, list: Locator = this.liveMatches): Locator {
    return list.getByRole('article', { name: matchTitle, exact: true });
  }

  /** A list's match cards (their titles are their accessible names). */
  matchCards(list: Locator): Locator {
    return list.getByRole('article');
  }

  /** A market of a match card or of the details page: its title and its options. */
  market(scope: Locator, betTitle: string): Locator {
    return scope.getByRole('group', { name: betTitle, exact: true });
  }

  /**
   * An option of an open market: named "<title> <odds>" (plus " odds up" / " odds down" right
   * after a move); a locked one is named "<title> locked".
   */
  oddsButton(scope: Locator, eventTitle: string): Locator {
    return scope.getByRole('button', {
      name: new RegExp(`^${escapeRegExp(eventTitle)} \\d+\\.\\d{2}( odds (up|down))?$`),
    });
  }

  /**
   * Picks an option (the first by default) of a market on its match card in the live list, as a
   * bettor does; returns the option.
   */
  async pickOption({ match, bet }: OpenMarket, index = 0): Promise<ApiBetEvent> {
    const option = bet.bet_events[index] ?? bet.bet_events[0];
    if (!option) throw new Error(`Market ${bet.id} has no options.`);
    const market = this.market(this.matchCard(match.match_title), bet.bet_title);
    await this.oddsButton(market, option.bet_event_title).click();
    return option;
  }

  /** Waits until the live list has rendered its cards. */
  async waitForLiveMatches(): Promise<void> {
    await expect(this.liveMatches.getByRole('article').first()).toBeVisible();
  }

  // Match details (/match/{id})

  matchTitle(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  breadcrumb(): Locator {
    return this.page.getByRole('navigation', { name: 'Breadcrumb' });
  }

  matchTimer(): Locator {
    return this.page.getByRole('timer');
  }

  detailsBets(): Locator {
    return this.page.getByRole('region', { name: 'Bets' });
  }

  betTypeSelect(): Locator {
    return this.detailsBets().getByRole('combobox', { name: 'Bet type' });
  }

  betSearch(): Locator {
    return this.detailsBets().getByRole('searchbox', { name: 'Search bets' });
  }

  /** The titles of the markets the details page shows (its market headings). */
  detailsMarketTitles(): Locator {
    return this.detailsBets().getByRole('heading', { level: 3 });
  }
}
