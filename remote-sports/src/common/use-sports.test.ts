import type { Sport } from '@sportsbook/shared/contracts';
import { sortSports } from './use-sports';

const sport = (id: number, name: string): Sport => ({
  id,
  category_name: name,
  category_icon: `/static/icons/${id}.svg`,
  matches: [],
  matches_count: 0,
});

const names = (sports: readonly Sport[]) => sports.map((s) => s.category_name);

describe('sortSports', () => {
  it('orders the sports A-Z as an English collation does, ignoring case and accents', () => {
    const given = [
      'Volleyball',
      'table tennis',
      'Équitation',
      'Ice Hockey',
      'E-Sports',
      'Écarté',
      'Basketball',
      'cricket',
      'Ice-hockey 5s',
      'Kabaddi',
      'Football',
      '3x3 Basketball',
      'Eton Fives',
      'Tennis',
      'Formula 1',
    ].map((name, i) => sport(i + 1, name));
    const english = new Intl.Collator('en', { sensitivity: 'base' });

    expect(names(sortSports(given))).toEqual(names(given).sort(english.compare));
    expect(names(sortSports(given)).slice(0, 5)).toEqual([
      '3x3 Basketball',
      'Basketball',
      'cricket',
      'E-Sports',
      'Écarté',
    ]);
  });

  it('keeps the server order of names that differ only in case or accents, and the input as it was', () => {
    const given = [sport(1, 'Polo'), sport(2, 'pólo'), sport(3, 'Archery'), sport(4, 'POLO')];

    expect(sortSports(given).map((s) => s.id)).toEqual([3, 1, 2, 4]);
    expect(given.map((s) => s.id)).toEqual([1, 2, 3, 4]);
  });
});
