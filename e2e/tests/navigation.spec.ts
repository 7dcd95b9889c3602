import { api, marketToRead } from '../support/api';
import { expect, test } from '../support/fixtures';

test.describe('navigation', () => {
  test('a sport in the sidebar opens /sports/{id} with that sport’s matches', async ({
    page,
    shell,
    sports,
  }) => {
    // The sport with the most matches, so there is a list to compare.
    const sport = (await api.sports()).reduce((best, item) =>
      item.matches_count > best.matches_count ? item : best,
    );
    const expected = await api.sportMatches(sport.id);
    expect(expected.length).toBeGreaterThan(0);

    await shell.open('/');
    await sports.sidebarItem(sport.category_name).click();

    await expect(page).toHaveURL(`/sports/${sport.id}`);
    await expect(sports.sectionHeading(sport.category_name)).toBeVisible();
    await expect(sports.sidebarItem(sport.category_name)).toHaveAttribute('aria-current', 'page');
    await expect(sports.sidebarItem('All')).not.toHaveAttribute('aria-current', 'page');
    await expect(sports.stripItem(sport.category_name)).toHaveAttribute('aria-current', 'page');

    const list = page.getByRole('list', { name: `${sport.category_name} matches` });
    await expect(sports.matchCards(list)).toHaveCount(expected.length);
    const names = await sports
      .matchCards(list)
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')));
    expect(names).toEqual(expected.map((match) => match.match_title));

    // All goes back to the live list.
    await sports.sidebarItem('All').click();
    await expect(page).toHaveURL('/sports/all');
    await expect(sports.sectionHeading('Live Matches')).toBeVisible();
  });

  test('Advance Match opens pre-match All: every sport’s advance matches, All active', async ({
    page,
    shell,
    sports,
  }) => {
    const apiSports = await api.sports();
    const [first, second] = apiSports;
    if (!first || !second) throw new Error('The seed has fewer than two sports.');
    const advance = await api.advanceMatches();
    // Every sport's: more than one sport has advance matches in the seed.
    const sportsWithAdvance = new Set(
      advance.map((match) => match.tournaments.categories.category_name),
    );
    expect(sportsWithAdvance.size).toBeGreaterThan(1);

    await shell.open('/');
    await shell.menuLink('Advance Match').click();

    await expect(page).toHaveURL('/pre-match');
    await expect(sports.sectionHeading('All · Advance Matches')).toBeVisible();
    // The strip and the sidebar keep the pre-match prefix; All is active, no sport is.
    await expect(sports.stripItem('All')).toHaveAttribute('aria-current', 'page');
    await expect(sports.stripItem(first.category_name)).not.toHaveAttribute('aria-current', 'page');
    await expect(sports.stripItem(first.category_name)).toHaveAttribute(
      'href',
      `/pre-match/sports/${first.id}`,
    );
    await expect(sports.sidebarItem('All')).toHaveAttribute('aria-current', 'page');
    await expect(sports.sidebarItem(second.category_name)).toHaveAttribute(
      'href',
      `/pre-match/sports/${second.id}`,
    );
    await expect(sports.matchCards(sports.advanceMatches)).toHaveCount(advance.length);
    const names = await sports
      .matchCards(sports.advanceMatches)
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')));
    expect(names).toEqual(advance.map((match) => match.match_title));

    // A sport in the strip stays on pre-match and shows that sport's advance matches.
    const secondMatches = await api.sportPreMatches(second.id);
    await sports.stripItem(second.category_name).click();
    await expect(page).toHaveURL(`/pre-match/sports/${second.id}`);
    await expect(sports.sectionHeading(`${second.category_name} · Advance Matches`)).toBeVisible();
    await expect(sports.stripItem(second.category_name)).toHaveAttribute('aria-current', 'page');
    await expect(sports.stripItem('All')).not.toHaveAttribute('aria-current', 'page');
    if (secondMatches.length > 0) {
      await expect(sports.matchCards(sports.advanceMatches)).toHaveCount(secondMatches.length);
    }

    // All again, by its own path.
    await sports.stripItem('All').click();
    await expect(page).toHaveURL('/pre-match/sports/all');
    await expect(sports.sectionHeading('All · Advance Matches')).toBeVisible();
    await expect(sports.matchCards(sports.advanceMatches)).toHaveCount(advance.length);
  });

  test('a match card opens its details: breadcrumb, teams, timer, markets, disclaimer', async ({
    page,
    shell,
    sports,
  }) => {
    const { match } = await marketToRead();

    await shell.open('/');
    await sports.matchCard(match.match_title).getByRole('link').click();

    await expect(page).toHaveURL(`/match/${match.id}`);
    await expect(sports.matchTitle()).toHaveText(match.match_title);
    const breadcrumb = sports.breadcrumb();
    await expect(
      breadcrumb.getByRole('link', { name: match.tournaments.tournament_name }),
    ).toBeVisible();
    await expect(breadcrumb).toContainText(match.match_title);
    await expect(page.getByText(match.first_team, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(match.second_team, { exact: true }).first()).toBeVisible();
    // A live match has started: the banner counts up from its start.
    await expect(sports.matchTimer()).toContainText('Match Started From');
    for (const bet of match.bets) {
      await expect(sports.detailsMarketTitles().filter({ hasText: bet.bet_title })).not.toHaveCount(
        0,
      );
    }
    await expect(page.getByText(/live time display is only an indicator/)).toBeVisible();
    await expect(page.getByText(/takes no responsibility for the correctness/)).toBeVisible();
    // The active sidebar item is none on match details.
    await expect(sports.sidebarItem('All')).not.toHaveAttribute('aria-current', 'page');
  });

  test('a route change scrolls to the top', async ({ page, shell, sports }) => {
    const live = await api.liveMatches();
    const last = live.at(-1);
    if (!last) throw new Error('No live match.');

    await shell.open('/');
    const link = sports.matchCard(last.match_title).getByRole('link');
    await link.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    await link.click();
    await expect(page).toHaveURL(`/match/${last.id}`);
    await expect(sports.matchTitle()).toHaveText(last.match_title);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('In-Play in the header shows the live list with All active', async ({
    page,
    shell,
    sports,
  }) => {
    await shell.open('/pre-match');
    await shell.menuLink('In-Play').click();
    await expect(page).toHaveURL('/in-play');
    await expect(sports.sectionHeading('Live Matches')).toBeVisible();
    await sports.waitForLiveMatches();
    await expect(sports.sidebarItem('All')).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('not found', () => {
  test('an unknown path shows the 404 page and Back to Home returns to /', async ({
    page,
    shell,
    sports,
  }) => {
    await shell.open('/no-such-page/at-all');
    await expect(shell.content.getByText('404', { exact: true })).toBeVisible();
    await expect(shell.notFoundHeading()).toBeVisible();
    // The shell around it still works.
    await expect(shell.mainMenu).toBeVisible();

    await shell.backToHome().click();
    await expect(page).toHaveURL('/');
    await expect(sports.sectionHeading('Live Matches')).toBeVisible();
  });

  test('/404 itself shows the not-found page', async ({ shell }) => {
    await shell.open('/404');
    await expect(shell.notFoundHeading()).toBeVisible();
    await expect(shell.backToHome()).toHaveAttribute('href', '/');
  });

  test('a match that does not exist leads to /404', async ({ page, shell }) => {
    await shell.open('/match/2000000000');
    await expect(page).toHaveURL('/404');
    await expect(shell.notFoundHeading()).toBeVisible();
  });

  for (const path of ['/sports/999', '/pre-match/sports/999']) {
    test(`a sport that does not exist leads to /404 (${path})`, async ({ page, shell }) => {
      const known = (await api.sports()).map((sport) => sport.id);
      expect(known).not.toContain(999);
      await shell.open(path);
      await expect(page).toHaveURL('/404');
      await expect(shell.notFoundHeading()).toBeVisible();
    });
  }
});
