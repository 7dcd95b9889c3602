import { BET_STATUS_OPEN, api, formatOdds, marketToRead } from '../support/api';
import { expect, test } from '../support/fixtures';
import { matchDate } from '../support/format';

test.describe('home page', () => {
  test('lists every live match with its teams, date, markets and odds', async ({
    shell,
    sports,
  }) => {
    const live = await api.liveMatches();
    expect(live.length).toBeGreaterThan(0);

    await shell.open('/');
    await expect(sports.sectionHeading('Live Matches')).toBeVisible();
    await sports.waitForLiveMatches();

    // The same matches in the same order as the API sends them.
    await expect(sports.matchCards(sports.liveMatches)).toHaveCount(live.length);
    const names = await sports
      .matchCards(sports.liveMatches)
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')));
    expect(names).toEqual(live.map((match) => match.match_title));

    for (const match of live) {
      const card = sports.matchCard(match.match_title);
      // The card's header links to the match; the markets sit below it.
      const header = card.getByRole('link');
      await expect(header).toHaveAttribute('href', `/match/${match.id}`);
      await expect(header.getByText('LIVE', { exact: true })).toBeVisible();
      await expect(header.getByText(match.first_team, { exact: true })).toBeVisible();
      await expect(header.getByText(match.second_team, { exact: true })).toBeVisible();
      for (const title of new Set(match.bets.map((bet) => bet.bet_title))) {
        const count = match.bets.filter((bet) => bet.bet_title === title).length;
        await expect(sports.market(card, title)).toHaveCount(count);
      }
    }

    // Odds of one match, option by option: open markets show odds to 2 decimals, locked ones a
    // lock and a disabled button. (Another spec moves odds of a different match.)
    const { match } = await marketToRead();
    const card = sports.matchCard(match.match_title);
    await expect(card.getByText(matchDate(match.match_datetime), { exact: true })).toBeVisible();
    for (const bet of match.bets) {
      const market = sports.market(card, bet.bet_title);
      for (const option of bet.bet_events) {
        if (bet.bet_status === BET_STATUS_OPEN) {
          const button = market.getByRole('button', {
            name: `${option.bet_event_title} ${formatOdds(option.bet_ratio)}`,
            exact: true,
          });
          await expect(button).toBeEnabled();
          await expect(button).toContainText(formatOdds(option.bet_ratio));
        } else {
          const button = market.getByRole('button', {
            name: `${option.bet_event_title} locked`,
            exact: true,
          });
          await expect(button).toBeDisabled();
        }
      }
    }
  });

  test('the sidebar counts every sport’s matches as the API does, All their sum', async ({
    shell,
    sports,
  }) => {
    const apiSports = await api.sports();
    expect(apiSports.length).toBeGreaterThan(0);

    await shell.open('/');
    await expect(sports.sidebarItem('All')).toBeVisible();

    // All first, then the sports A-Z, as the API lists them.
    const items = sports.sidebar.getByRole('listitem');
    await expect(items).toHaveCount(apiSports.length + 1);
    for (const [index, sport] of apiSports.entries()) {
      await expect(items.nth(index + 1)).toContainText(sport.category_name);
      expect(await sports.sidebarCount(sport.category_name)).toBe(sport.matches_count);
      await expect(sports.sidebarItem(sport.category_name)).toHaveAttribute(
        'href',
        `/sports/${sport.id}`,
      );
    }
    const total = apiSports.reduce((sum, sport) => sum + sport.matches_count, 0);
    expect(await sports.sidebarCount('All')).toBe(total);
    await expect(sports.sidebarItem('All')).toHaveAttribute('aria-current', 'page');
  });

  test('shows the category strip with All and the Upcoming Matches cards', async ({
    shell,
    sports,
  }) => {
    const apiSports = await api.sports();
    await shell.open('/');

    await expect(sports.stripItem('All')).toHaveAttribute('aria-current', 'page');
    for (const sport of apiSports) {
      await expect(sports.stripItem(sport.category_name)).toHaveAttribute(
        'href',
        `/sports/${sport.id}`,
      );
    }

    await expect(sports.upcomingSection).toBeVisible();
    const cards = sports.upcomingSection.getByRole('article');
    await expect(cards.first()).toBeVisible();
    // Each card links to its match and shows odds to 2 decimals or a lock.
    await expect(cards.first().getByRole('link')).toHaveAttribute('href', /^\/match\/\d+$/);
    await expect(
      cards
        .first()
        .getByRole('button', { name: /^.+ (\d+\.\d{2}|locked)$/ })
        .first(),
    ).toBeVisible();
  });
});
