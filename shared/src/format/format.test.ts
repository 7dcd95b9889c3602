import {
  formatAmount,
  formatDay,
  formatDepositDate,
  formatHistoryDateTime,
  formatDuration,
  formatMatchDate,
  formatOdds,
  formatWithdrawDate,
  roundTo2,
  upcomingDayMonth,
  upcomingWeekdayTime,
} from './index';

// Built from local components so the expectations hold in any time zone.
const afternoon = new Date(2026, 10, 22, 14, 5, 0);
const morning = new Date(2026, 0, 3, 9, 7, 0);

describe('date formats of SPEC section 9', () => {
  it('shows match dates as DD-MMM-YY, hh:mm A', () => {
    expect(formatMatchDate(afternoon)).toBe('22-Nov-26, 02:05 PM');
    expect(formatMatchDate(morning)).toBe('03-Jan-26, 09:07 AM');
  });

  it('accepts ISO strings from the API', () => {
    expect(formatMatchDate(afternoon.toISOString())).toBe('22-Nov-26, 02:05 PM');
  });

  it('shows deposit dates as DD/MM/YYYY hh:mm A', () => {
    expect(formatDepositDate(afternoon)).toBe('22/11/2026 02:05 PM');
  });

  it('shows statement and bet history dates as DD/MM/YYYY hh:mm A', () => {
    expect(formatHistoryDateTime(afternoon)).toBe('22/11/2026 02:05 PM');
    expect(formatHistoryDateTime(morning)).toBe('03/01/2026 09:07 AM');
  });

  it('shows complaint, follower and join dates as DD/MM/YYYY', () => {
    expect(formatDay(afternoon)).toBe('22/11/2026');
    expect(formatDay(morning)).toBe('03/01/2026');
  });

  it('shows withdraw dates as DD/MM/YYYY, h:mm a', () => {
    expect(formatWithdrawDate(afternoon)).toBe('22/11/2026, 2:05 pm');
    expect(formatWithdrawDate(morning)).toBe('03/01/2026, 9:07 am');
  });

  it('splits unix seconds into the day, month and weekday line of an upcoming card', () => {
    const unixS = Math.floor(afternoon.getTime() / 1000);
    expect(upcomingDayMonth(unixS)).toEqual({ day: '22', month: 'Nov' });
    expect(upcomingWeekdayTime(unixS)).toBe('Sunday, 02:05 PM');
  });

  it('shows midnight and noon as 12 on the 12-hour clock', () => {
    const midnight = new Date(2005, 6, 9, 0, 0, 0);
    const noon = new Date(2005, 6, 9, 12, 30, 0);
    expect(formatMatchDate(midnight)).toBe('09-Jul-05, 12:00 AM');
    expect(formatMatchDate(noon)).toBe('09-Jul-05, 12:30 PM');
    expect(formatWithdrawDate(midnight)).toBe('09/07/2005, 12:00 am');
    expect(formatWithdrawDate(noon)).toBe('09/07/2005, 12:30 pm');
    expect(upcomingWeekdayTime(midnight.getTime() / 1000)).toBe('Saturday, 12:00 AM');
  });

  it('reads epoch milliseconds as the API may send them', () => {
    expect(formatDay(afternoon.getTime())).toBe('22/11/2026');
  });

  it('shows "Invalid Date" for a value that is no time', () => {
    expect(formatMatchDate('not a date')).toBe('Invalid Date');
    expect(formatDay(Number.NaN)).toBe('Invalid Date');
  });
});

describe('number formats', () => {
  it('shows odds and amounts with two decimals', () => {
    expect(formatOdds(1.5)).toBe('1.50');
    expect(formatOdds(2)).toBe('2.00');
    expect(formatOdds(1.005)).toBe('1.01');
    expect(formatAmount(37.5)).toBe('37.50');
    expect(formatAmount(0)).toBe('0.00');
  });

  it('never shows NaN or Infinity', () => {
    expect(formatAmount(Number.NaN)).toBe('0.00');
    expect(formatOdds(Number.POSITIVE_INFINITY)).toBe('0.00');
  });

  it('rounds half away from zero at two decimals', () => {
    expect(roundTo2(1.005)).toBe(1.01);
    expect(roundTo2(20 * 1.85)).toBe(37);
    expect(roundTo2(-2.675)).toBe(-2.68);
  });

  it('formats durations for the match countdown', () => {
    expect(formatDuration(0)).toBe('00:00:00');
    expect(formatDuration(61_000)).toBe('00:01:01');
    expect(formatDuration(3_600_000 * 5 + 59_999)).toBe('05:00:59');
    expect(formatDuration(86_400_000 + 1000)).toBe('1d 00:00:01');
    expect(formatDuration(-5000)).toBe('00:00:00');
  });
});
