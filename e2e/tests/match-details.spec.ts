import { api, type ApiMatch } from '../support/api';
import { expect, test } from '../support/fixtures';

/** Bets per page on match details (remote-sports/README.md, Decisions). */
const BETS_PER_PAGE = 10;

/** A live or upcoming match whose markets have at least two different titles. */
async function matchWithSeveralMarkets(): Promise<ApiMatch> {
  const matches = [...(await api.liveMatches()), ...(await api.advanceMatches())];
  const match = matches.find((item) => new Set(item.bets.map((bet) => bet.bet_title)).size >= 2);
  if (!match) throw new Error('The seed has no match with two different market titles.');
  return api.matchDetails(match.id);
}

function titlesOnFirstPage(match: ApiMatch, keep: (title: string) => boolean): string[] {
  return match.bets
    .map((bet) => bet.bet_title)
    .filter(keep)
    .slice(0, BETS_PER_PAGE);
}

/** "Match Winner" → "mATCH wINNER": the same text in the other case. */
function swapCase(text: string): string {
  return [...text]
    .map((char) => (char === char.toUpperCase() ? char.toLowerCase() : char.toUpperCase()))
    .join('');
}

/**
 * Part of a bet title, in the other case, that some of the match's bets contain and some do not.
 */
function searchThatFilters(match: ApiMatch): string {
  const titles = match.bets.map((bet) => bet.bet_title.toLowerCase());
  for (const title of new Set(match.bets.map((bet) => bet.bet_title))) {
    for (const part of [title.slice(0, Math.ceil(title.length / 2)), title.slice(1), title]) {
      const hits = titles.filter((item) => item.includes(part.toLowerCase())).length;
      if (hits > 0 && hits < titles.length) return swapCase(part);
    }
  }
  throw new Error(`No search separates the bets of match ${match.id}.`);
}

test.describe('match details filters', () => {
  test('the search keeps the bets whose title contains the text, ignoring case', async ({
    page,
    shell,
    sports,
  }) => {
    const match = await matchWithSeveralMarkets();
    const query = searchThatFilters(match);
    const expected = titlesOnFirstPage(match, (item) =>
      item.toLowerCase().includes(query.toLowerCase()),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(match.bets.length);

    await shell.open(`/match/${match.id}`);
    await expect(sports.detailsMarketTitles()).toHaveText(titlesOnFirstPage(match, () => true));

    await sports.betSearch().fill(query);
    await expect(sports.detailsMarketTitles()).toHaveText(expected);

    await sports.betSearch().fill('no market is called this');
    await expect(sports.detailsMarketTitles()).toHaveCount(0);
    await expect(page.getByText('No bet matches your search.')).toBeVisible();

    await sports.betSearch().fill('');
    await expect(sports.detailsMarketTitles()).toHaveText(titlesOnFirstPage(match, () => true));
  });

  test('the dropdown lists All and each bet title and shows only the chosen one', async ({
    shell,
    sports,
  }) => {
    const match = await matchWithSeveralMarkets();
    const distinct = [...new Set(match.bets.map((bet) => bet.bet_title))];
    const chosen = distinct[1] ?? '';

    await shell.open(`/match/${match.id}`);
    const select = sports.betTypeSelect();
    await expect(select.getByRole('option')).toHaveText(['All', ...distinct]);

    await select.selectOption({ label: chosen });
    await expect(sports.detailsMarketTitles()).toHaveText(
      titlesOnFirstPage(match, (item) => item === chosen),
    );

    // Dropdown and search apply together: a search the chosen title does not contain empties it.
    await sports.betSearch().fill(`${chosen} and more`);
    await expect(sports.detailsMarketTitles()).toHaveCount(0);
    await sports.betSearch().fill('');

    await select.selectOption({ label: 'All' });
    await expect(sports.detailsMarketTitles()).toHaveText(titlesOnFirstPage(match, () => true));
  });
});
