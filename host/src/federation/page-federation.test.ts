import { firstScreenModules, firstScreenRemotes } from './page-federation';

jest.mock('./mf-runtime', () => ({
  moduleFederationRuntime: { register: jest.fn(), load: jest.fn(), preload: jest.fn() },
}));

describe('firstScreenModules', () => {
  it('names the home page slots on /, /in-play and /sports/all, the sidebar first', () => {
    for (const path of ['/', '/in-play', '/sports/all', '/in-play/']) {
      expect(firstScreenModules(path)).toEqual([
        'sports/SportsSidebar',
        'sports/CategoryStrip',
        'sports/LiveHome',
        'sports/UpcomingMatches',
      ]);
    }
  });

  it('names the page module of a match, a sport and the pre-match pages', () => {
    expect(firstScreenModules('/match/12')).toEqual([
      'sports/SportsSidebar',
      'sports/MatchDetailsPage',
    ]);
    expect(firstScreenModules('/sports/3')).toEqual(['sports/SportsSidebar', 'sports/SportPage']);
    expect(firstScreenModules('/pre-match/sports/3')).toEqual([
      'sports/SportsSidebar',
      'sports/PreMatchPage',
    ]);
  });

  it('names only the sidebar elsewhere, and never the betslip', () => {
    expect(firstScreenModules('/sign-in')).toEqual(['sports/SportsSidebar']);
    expect(firstScreenModules('/profile/view-profile')).toEqual(['sports/SportsSidebar']);
  });
});

describe('firstScreenRemotes', () => {
  it('names each remote of the first screen once, and the betslip of the layout', () => {
    expect(firstScreenRemotes('/')).toEqual(['sports', 'betslip']);
    expect(firstScreenRemotes('/profile/view-profile')).toEqual(['sports', 'betslip']);
  });
});
