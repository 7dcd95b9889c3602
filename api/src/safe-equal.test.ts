import { bearerMatches, safeEqual } from './safe-equal';

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

describe('bearerMatches', () => {
  it('is true only for `Bearer <token>` with the configured token', () => {
    expect(bearerMatches('Bearer t0ken', 't0ken')).toBe(true);
    expect(bearerMatches('Bearer t0ken', 't0kem')).toBe(false);
    expect(bearerMatches('bearer t0ken', 't0ken')).toBe(false);
    expect(bearerMatches('t0ken', 't0ken')).toBe(false);
    expect(bearerMatches(undefined, 't0ken')).toBe(false);
  });

  it('is false whatever the header when no token is configured', () => {
    expect(bearerMatches('Bearer ', null)).toBe(false);
    expect(bearerMatches('Bearer null', null)).toBe(false);
  });
});
