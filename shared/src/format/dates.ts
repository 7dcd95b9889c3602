/**
 * The dates of SPEC section 9, shown in the browser's time zone (dayjs). Apart from the numbers, so
 * an app that formats only numbers (the host's balance) does not bundle dayjs.
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

/** Statements and bet history (SPEC-READINGS "Lists and dates"): `DD/MM/YYYY hh:mm A`. */
export function formatHistoryDateTime(value: DateInput): string {
  return dayjs(value).format('DD/MM/YYYY hh:mm A');
}

/** Complaints, followers and join dates (SPEC-READINGS "Lists and dates"): `DD/MM/YYYY`. */
export function formatDay(value: DateInput): string {
  return dayjs(value).format('DD/MM/YYYY');
}

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
