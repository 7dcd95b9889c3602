import {
  isPreMatchPath,
  parseRouteId,
  parseSportSegment,
  sportHref,
  sportsNavState,
} from './sports-paths';

describe('sports paths', () => {
  it('makes All active on the home, in-play and all-sports pages', () => {
    for (const path of ['/', '/in-play', '/sports/all', '/sports/all/']) {
      expect(sportsNavState(path)).toEqual({ preMatch: false, active: 'all' });
    }
  });

  it('makes the sport of /sports/{id} active', () => {
    expect(sportsNavState('/sports/12')).toEqual({ preMatch: false, active: 12 });
  });

  it('makes All active on /pre-match and /pre-match/sports/all, and the sport of /pre-match/sports/{id}', () => {
    expect(sportsNavState('/pre-match')).toEqual({ preMatch: true, active: 'all' });
    expect(sportsNavState('/pre-match/sports/all')).toEqual({ preMatch: true, active: 'all' });
    expect(sportsNavState('/pre-match/sports/4')).toEqual({ preMatch: true, active: 4 });
  });

  it('makes nothing active on other pages', () => {
    expect(sportsNavState('/match/5').active).toBeNull();
    expect(sportsNavState('/sports/abc').active).toBeNull();
    expect(sportsNavState('/pre-matches')).toEqual({ preMatch: false, active: null });
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

describe('parseSportSegment', () => {
  it('reads no segment and "all" as All, a positive integer as a sport, anything else as none', () => {
    expect(parseSportSegment(undefined)).toBe('all');
    expect(parseSportSegment('all')).toBe('all');
    expect(parseSportSegment('12')).toBe(12);
    for (const segment of ['0', 'abc', '-3', '1.5', 'All']) {
      expect(parseSportSegment(segment)).toBeNull();
    }
  });
});
