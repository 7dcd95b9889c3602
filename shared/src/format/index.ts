/**
 * The date and number formats of SPEC section 9. Dates are shown in the browser's time zone.
 * Nothing here imports React, so the API could use it too.
 */
import dayjs from 'dayjs';

type DateInput = string | number | Date;

/** Matches: `DD-MMM-YY, hh:mm A`, e.g. 22-Nov-26, 02:05 PM. */
export function formatMatchDate(value: DateInput): string {
  return dayjs(value).format('DD-MMM-YY, hh:mm A');
}

/** Deposit cards: `DD/MM/YYYY hh:mm A`. */
export function formatDepositDate(value: DateInput): string {
  return dayjs(value).format('DD/MM/YYYY hh:mm A');
}

/** Statements: `DD/MM/YYYY hh:mm A`, the deposit format (SPEC-READINGS.md "Lists and dates"). */
export const formatStatementDate = formatDepositDate;

/** Withdraw dates: `DD/MM/YYYY, h:mm a`. */
export function formatWithdrawDate(value: DateInput): string {
  return dayjs(value).format('DD/MM/YYYY, h:mm a');
}

/** Upcoming cards: the day and short month of a unix-seconds time, e.g. { day: '22', month: 'Nov' }. */
export function upcomingDayMonth(unixS: number): { day: string; month: string } {
  const d = dayjs.unix(unixS);
  return { day: d.format('DD'), month: d.format('MMM') };
}

/** Upcoming cards: the weekday and time line, e.g. Sunday, 02:05 PM. */
export function upcomingWeekdayTime(unixS: number): string {
  return dayjs.unix(unixS).format('dddd, hh:mm A');
}

/** Odds always show two decimals: 1.5 → "1.50". */
export function formatOdds(odds: number): string {
  return toFixed2(odds);
}

/** Coin amounts (balance, possible win) always show two decimals. */
export function formatAmount(amount: number): string {
  return toFixed2(amount);
}

/** Rounds half away from zero at two decimals without binary-float surprises (1.005 → 1.01). */
export function roundTo2(value: number): number {
  const sign = value < 0 ? -1 : 1;
  return (sign * Math.round(Math.abs(value) * 100 + 1e-8)) / 100;
}

function toFixed2(value: number): string {
  if (!Number.isFinite(value)) return '0.00';
  return roundTo2(value).toFixed(2);
}

/** A countdown or elapsed time as `HH:MM:SS`, or `Dd HH:MM:SS` past a day. */
export function formatDuration(totalMs: number): string {
  const totalS = Math.max(0, Math.floor(totalMs / 1000));
  const days = Math.floor(totalS / 86400);
  const hours = Math.floor((totalS % 86400) / 3600);
  const minutes = Math.floor((totalS % 3600) / 60);
  const seconds = totalS % 60;
  const hms = [hours, minutes, seconds].map((n) => String(n).padStart(2, '0')).join(':');
  return days > 0 ? `${days}d ${hms}` : hms;
}
