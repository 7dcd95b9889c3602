import { isPreMatchPath, parseRouteId, sportHref, sportsNavState } from './sports-paths';

describe('sports paths', () => {
  it('makes All active on the home, in-play and all-sports pages', () => {
    for (const path of ['/', '/in-play', '/sports/all', '/sports/all/']) {
      expect(sportsNavState(path, 7)).toEqual({ preMatch: false, active: 'all' });
    }
  });

  it('makes the sport of /sports/{id} active', () => {
    expect(sportsNavState('/sports/12', 7)).toEqual({ preMatch: false, active: 12 });
  });

  it('makes the first sport active on /pre-match and /pre-match/sports/all', () => {
    expect(sportsNavState('/pre-match', 7)).toEqual({ preMatch: true, active: 7 });
    expect(sportsNavState('/pre-match/sports/all', 7)).toEqual({ preMatch: true, active: 7 });
    expect(sportsNavState('/pre-match/sports/4', 7)).toEqual({ preMatch: true, active: 4 });
  });

  it('makes nothing active on other pages', () => {
    expect(sportsNavState('/match/5', 7).active).toBeNull();
    expect(sportsNavState('/sports/abc', 7).active).toBeNull();
    expect(sportsNavState('/pre-matches', 7)).toEqual({ preMatch: false, active: null });
  });

  it('builds links with the pre-match prefix only on pre-match pages', () => {
    expect(sportHref('all', false)).toBe('/sports/all');
    expect(sportHref(3, false)).toBe('/sports/3');
    expect(sportHref('all', true)).toBe('/pre-match/sports/all');
    expect(sportHref(3, true)).toBe('/pre-match/sports/3');
    expect(isPreMatchPath('/pre-match/sports/3')).toBe(true);
    expect(isPreMatchPath('/pre-matchx')).toBe(false);
  });

  it('reads only positive integer ids', () => {
    expect(parseRouteId('42')).toBe(42);
    expect(parseRouteId('0')).toBeNull();
    expect(parseRouteId('4x')).toBeNull();
    expect(parseRouteId(undefined)).toBeNull();
  });
});
