import { firstScreenModules, firstScreenRemotes } from './page-federation';

jest.mock('./mf-runtime', () => ({
  moduleFederationRuntime: { register: jest.fn(), load: jest.fn(), preload: jest.fn() },
}));

describe('firstScreenModules', () => {
  it('names the home page slots on /, /in-play and /sports/all', () => {
    for (const path of ['/', '/in-play', '/sports/all', '/in-play/']) {
      expect(firstScreenModules(path)).toEqual([
        'sports/CategoryStrip',
        'sports/LiveHome',
        'sports/UpcomingMatches',
      ]);
    }
  });

  it('names the page module of a match, a sport and the pre-match pages', () => {
    expect(firstScreenModules('/match/12')).toEqual(['sports/MatchDetailsPage']);
    expect(firstScreenModules('/sports/3')).toEqual(['sports/SportPage']);
    expect(firstScreenModules('/pre-match/sports/3')).toEqual(['sports/PreMatchPage']);
  });

  it('names nothing elsewhere, and never a module of the layout (sidebar, betslip)', () => {
    expect(firstScreenModules('/sign-in')).toEqual([]);
    expect(firstScreenModules('/profile/view-profile')).toEqual([]);
    for (const path of ['/', '/match/12', '/sports/3', '/sign-in']) {
      expect(firstScreenModules(path)).not.toContain('sports/SportsSidebar');
      expect(firstScreenModules(path)).not.toContain('betslip/Betslip');
    }
  });
});

describe('firstScreenRemotes', () => {
  it('names each remote of the first screen once, and those of the layout', () => {
    expect(firstScreenRemotes('/')).toEqual(['sports', 'betslip']);
    expect(firstScreenRemotes('/profile/view-profile')).toEqual(['sports', 'betslip']);
  });
});
