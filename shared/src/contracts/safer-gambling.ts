/**
 * Safer gambling (issue 31): deposit limits with a 24-hour cooling-off on a raise, time-outs,
 * self-exclusion, the reality-check interval and the activity summary, under
 * `/ng/user/safer-gambling`. Every control is enforced by the API in the money transaction of
 * the movement it limits (deposit request, bet submit, prediction entry, coin transfer out);
 * the pages only show it. Amounts on the wire are coins (numbers with two decimals), times ISO
 * 8601 UTC from the server's clock.
 */

/** The rolling windows of a deposit limit: the last 24 hours, 7 days or 30 days. */
export const DEPOSIT_LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type DepositLimitPeriod = (typeof DEPOSIT_LIMIT_PERIODS)[number];

/** How long each window is, in milliseconds. */
export const DEPOSIT_LIMIT_WINDOW_MS: Record<DepositLimitPeriod, number> = {
  day: 24 * 3_600_000,
  week: 7 * 24 * 3_600_000,
  month: 30 * 24 * 3_600_000,
};

/** The words of a period in messages and labels: "daily deposit limit". */
export const DEPOSIT_LIMIT_LABELS: Record<DepositLimitPeriod, string> = {
  day: 'daily',
  week: 'weekly',
  month: 'monthly',
};

/** How long a raise or a removal waits before the bettor can confirm it. */
export const LIMIT_COOLING_OFF_MS = 24 * 3_600_000;

export const TIME_OUT_DURATIONS = ['24h', '7d', '30d', '6w'] as const;
export type TimeOutDuration = (typeof TIME_OUT_DURATIONS)[number];

export const SELF_EXCLUSION_DURATIONS = ['6m', '1y', '2y', '5y'] as const;
export type SelfExclusionDuration = (typeof SELF_EXCLUSION_DURATIONS)[number];

export const DURATION_LABELS: Record<TimeOutDuration | SelfExclusionDuration, string> = {
  '24h': '24 hours',
  '7d': '7 days',
  '30d': '30 days',
  '6w': '6 weeks',
  '6m': '6 months',
  '1y': '1 year',
  '2y': '2 years',
  '5y': '5 years',
};

/** Minutes between two reality checks; 0 is off (the default). */
export const REALITY_CHECK_INTERVALS = [0, 15, 30, 60] as const;
export type RealityCheckMinutes = (typeof REALITY_CHECK_INTERVALS)[number];

/** One deposit limit as it stands. */
export interface DepositLimitState {
  period: DepositLimitPeriod;
  /** The limit in force, in coins; null when there is none. */
  limit: number | null;
  /** Deposits requested (and not rejected) in the window, in coins. */
  used: number;
  /** What is left in the window; null when there is no limit. */
  left: number | null;
  /** A raise or removal waiting for its cooling-off and the bettor's confirmation. */
  pending: {
    /** The limit asked for; null is a removal. */
    limit: number | null;
    requested_at: string;
    /** When the bettor can confirm it. */
    confirmable_at: string;
  } | null;
}

/** A time-out or self-exclusion in force. */
export interface PlayBreak {
  kind: 'time-out' | 'self-exclusion';
  started_at: string;
  until: string;
}

export interface SaferGamblingState {
  deposit_limits: DepositLimitState[];
  /** The break in force with the latest end, or null. */
  play_break: PlayBreak | null;
  reality_check_minutes: RealityCheckMinutes;
  /** The server's clock when it answered. */
  server_time: string;
}

/** One change of a bettor's settings, as stored (never overwritten). */
export interface SaferGamblingChange {
  id: number;
  /** `deposit-limit-day`, `deposit-limit-week`, `deposit-limit-month`, `time-out`, `self-exclusion`, `reality-check`. */
  subject: string;
  /** `applied`, `requested` (a raise waiting), `cancelled` (a waiting raise dropped). */
  change: string;
  /**
   * The value before, as text: a limit in hundredths of a coin (`60000` is 600.00 coins), a
   * duration key (`24h`, `6m`...), minutes; for a break, the end of the break it followed. Null
   * for none.
   */
  from_value: string | null;
  to_value: string | null;
  /** When a requested change can be confirmed, or when a break ends. */
  effective_at: string | null;
  /** `bettor`, or the operator who made it. */
  actor: string;
  created_at: string;
}

export interface ActivityTotals {
  deposits: number;
  withdrawals: number;
  stakes: number;
  returns: number;
}

export interface ActivitySummary {
  last_7_days: ActivityTotals;
  last_30_days: ActivityTotals;
}

/** The signed-in session the reality check reports on. */
export interface SessionActivity {
  started_at: string;
  server_time: string;
  stakes: number;
  returns: number;
}

/** Form of `POST /ng/user/safer-gambling/deposit-limit`: `limit` blank removes it. */
export interface DepositLimitRequest {
  period: DepositLimitPeriod;
  limit: string;
}

/** Every POST of the domain answers `{ message, data: SaferGamblingState }`. */
export interface SaferGamblingResponse {
  message: string;
  data: SaferGamblingState;
}

/** Refusal of a money route while a break is in force (403 PLAY_PAUSED). */
export function playPausedMessage(kind: PlayBreak['kind'], until: string): string {
  const what = kind === 'time-out' ? 'You are on a time-out' : 'You have excluded yourself';
  return `${what} until ${formatUtc(until)}: betting, deposits, predictions and coin transfers are paused until then.`;
}

/** "27 Nov 2026, 05:00 UTC": the same on the server and in every browser. */
export function formatUtc(iso: string): string {
  const date = new Date(iso);
  const months = [
    'Jan',
    'Feb',
    'Mar',
    'Apr',
    'May',
    'Jun',
    'Jul',
    'Aug',
    'Sep',
    'Oct',
    'Nov',
    'Dec',
  ];
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getUTCDate()} ${months[date.getUTCMonth()]} ${date.getUTCFullYear()}, ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())} UTC`;
}

/** Coins with two decimals: 40 is "40.00". */
export function coinsText(coins: number): string {
  return coins.toFixed(2);
}

export const SAFER_GAMBLING_MESSAGES = {
  periodInvalid: 'Choose a daily, weekly or monthly limit.',
  limitInvalid: 'The limit must be a positive amount of coins with at most 2 decimals.',
  limitApplied: 'Your deposit limit is in force now.',
  raiseRequested: (confirmableAt: string) =>
    `A higher limit or a removal waits 24 hours: you can confirm it from ${formatUtc(confirmableAt)}.`,
  nothingPending: 'There is no raise waiting for this limit.',
  raiseTooSoon: (confirmableAt: string) =>
    `You can confirm this change from ${formatUtc(confirmableAt)}.`,
  raiseConfirmed: 'Your new deposit limit is in force now.',
  raiseCancelled: 'The waiting change is cancelled; your limit stays as it is.',
  durationInvalid: 'Choose one of the offered lengths.',
  timeOutTaken: (until: string) => `Your time-out runs until ${formatUtc(until)}.`,
  exclusionConfirmRequired: 'Confirm that the self-exclusion cannot be undone early.',
  exclusionTaken: (until: string) =>
    `You have excluded yourself until ${formatUtc(until)}. You are signed out everywhere.`,
  realityCheckInvalid: 'Choose off, 15, 30 or 60 minutes.',
  realityCheckSaved: 'Your reality check setting is saved.',
  depositLimitReached: (period: DepositLimitPeriod, limit: number, left: number) =>
    `This deposit would pass your ${DEPOSIT_LIMIT_LABELS[period]} deposit limit of ${coinsText(limit)} coins: ${coinsText(left)} coins left in the rolling ${period === 'day' ? '24 hours' : period === 'week' ? '7 days' : '30 days'}.`,
} as const;
