import { safeEqual } from './safe-equal';

describe('safeEqual', () => {
  it('is true for the same text, empty and non-ASCII texts included', () => {
    expect(safeEqual('sportsbook-secret', 'sportsbook-secret')).toBe(true);
    expect(safeEqual('', '')).toBe(true);
    expect(safeEqual('ключ✓', 'ключ✓')).toBe(true);
  });

  it('is false for texts that differ in one character, in case or in length', () => {
    expect(safeEqual('sportsbook-secret', 'sportsbook-secreT')).toBe(false);
    expect(safeEqual('abc', 'ABC')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
    expect(safeEqual('abc', '')).toBe(false);
    expect(safeEqual('', 'abc')).toBe(false);
  });
});
