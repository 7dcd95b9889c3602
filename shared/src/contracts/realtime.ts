/**
 * The realtime channels and events of SPEC section 7, over the Pusher protocol. Clients listen with
 * a leading dot (`.MatchEvents`) so Echo does not prepend its `App.Events` namespace.
 */
import type { BetHistoryItem } from './account';
import type { BetSlipStatus } from './betting';
import type { Bet } from './catalog';
import type { Complaint } from './support';
import type { DepositRecord, WithdrawRecord } from './wallet';

/** Channel names, exactly as SPEC section 7 gives them. */
export const REALTIME_CHANNELS = {
  betRatioChange: 'bet-ratio-change',
  reloadMatches: 'reload_matches',
  matchBetUpdate: 'match-bet-update',
} as const;

/** Event names published on those channels. SPEC names only MatchEvents; the other two are ours. */
export const REALTIME_EVENTS = {
  /** On `bet-ratio-change`: the odds of one market moved. */
  matchEvents: 'MatchEvents',
  /** On `reload_matches`: lists changed (a match went live or finished); refetch them. */
  reloadMatches: 'ReloadMatches',
  /** On `match-bet-update`: a match's markets changed (locked, unlocked, added); replace them. */
  matchBetUpdate: 'MatchBetUpdate',
  /** On a user's private channel: that user's coin balance changed; reload it. */
  coinsChanged: 'CoinsChanged',
  /** On a user's private channel: an operator answered one of that user's complaints. */
  complaintAnswered: 'ComplaintAnswered',
  /** On a user's private channel: bets of that user were settled (won, lost, void). */
  betsSettled: 'BetsSettled',
  /** On a user's private channel: an operator approved or rejected one of that user's deposits. */
  depositUpdated: 'DepositUpdated',
  /** On a user's private channel: an operator paid or rejected one of that user's withdrawals. */
  withdrawalUpdated: 'WithdrawalUpdated',
  /** On a user's private channel: one of that user's bets was cashed out or settled (issue 32). */
  betUpdated: 'BetUpdated',
} as const;

/**
 * The private channel of one signed-in user, `private-user.{id}`; `/broadcasting/auth` signs it for
 * that user only. With laravel-echo, subscribe as `echo.private("user." + id)` (Echo adds `private-`).
 */
export function privateUserChannel(userId: number): string {
  return `private-user.${userId}`;
}

/**
 * Payload of `CoinsChanged` on `private-user.{id}`. Sent by the API after a settlement, an
 * operator credit, an operator's decision on a deposit or withdrawal, the bettor's own cancelled withdrawal, or coins transferred in.
 */
export interface CoinsChangedPayload {
  reason:
    | 'bet-settled'
    | 'adjustment'
    | 'deposit-approved'
    | 'withdrawal-paid'
    | 'withdrawal-rejected'
    | 'withdrawal-cancelled'
    | 'transfer-received'
    | (string & {});
}

/**
 * Payload of `ComplaintAnswered` on `private-user.{id}`. Sent by the API when an operator answers
 * one of the user's complaints (`ops answer`): the complaint as the complain history now shows it.
 */
export interface ComplaintAnsweredPayload {
  complaint: Complaint;
}

/**
 * Payload of `BetsSettled` on `private-user.{id}` (shared 2.7.0). Sent by the API after a
 * settlement commits: the user's bets of that market with the status the bet history now shows.
 * Optional, as every field added to the wire: a listener ignores a payload without it.
 */
export interface BetsSettledPayload {
  bets?: { id: number; status: BetSlipStatus }[];
}

/**
 * Payload of `DepositUpdated` on `private-user.{id}` (shared 2.7.0). Sent by the API after an
 * operator's decision commits: the deposit as the deposit history now shows it.
 */
export interface DepositUpdatedPayload {
  deposit?: DepositRecord;
}

/**
 * Payload of `WithdrawalUpdated` on `private-user.{id}` (shared 2.7.0). Sent by the API after an
 * operator's decision, or the bettor's own cancel, commits: the withdrawal as the withdraw history
 * now shows it.
 */
export interface WithdrawalUpdatedPayload {
  withdrawal?: WithdrawRecord;
}

/**
 * Payload of `BetUpdated` on `private-user.{id}` (shared 2.12.0). Sent by the API after a
 * cash-out (by the bettor or automatic) or a settlement commits: the bet as bet history now shows
 * it, with its cash-out fields.
 */
export interface BetUpdatedPayload {
  bet?: BetHistoryItem;
}

/** The events of a user's private channel and their payloads. */
export interface UserEventPayloads {
  CoinsChanged: CoinsChangedPayload;
  ComplaintAnswered: ComplaintAnsweredPayload;
  BetsSettled: BetsSettledPayload;
  DepositUpdated: DepositUpdatedPayload;
  WithdrawalUpdated: WithdrawalUpdatedPayload;
  BetUpdated: BetUpdatedPayload;
}

export type UserEventName = keyof UserEventPayloads;

/** Payload of `MatchEvents` on `bet-ratio-change`. Sent by the API when odds move. */
export interface OddsChangePayload {
  betId: number;
  data: { id: number; bet_ratio: number }[];
}

/** Payload of `ReloadMatches` on `reload_matches`. Sent by the API when a match changes list. */
export interface ReloadMatchesPayload {
  reason: 'match-started' | 'match-finished' | 'match-added' | (string & {});
  match_id: number | null;
}

/** Payload of `MatchBetUpdate` on `match-bet-update`: the match's full list of markets. */
export interface MatchBetUpdatePayload {
  match_id: number;
  data: Bet[];
}

/**
 * The operators' private channel (shared 2.11.0): the back office's queues changed. Signed by
 * the API's `/operator/broadcasting/auth` for an operator's session only (never a bettor's, whose
 * `/broadcasting/auth` signs `private-user.{id}` alone). With laravel-echo, subscribe as
 * `echo.private("backoffice")` (Echo adds `private-`).
 */
export const BACKOFFICE_CHANNEL = 'private-backoffice';

/** The event of BACKOFFICE_CHANNEL: one or more of the back office's lists changed; refetch them. */
export const QUEUE_CHANGED_EVENT = 'QueueChanged';

/** The back office's lists a notice can name. */
export const BACKOFFICE_QUEUES = [
  'deposits',
  'withdrawals',
  'complaints',
  'markets',
  'users',
  'audit',
] as const;

export type BackofficeQueue = (typeof BACKOFFICE_QUEUES)[number];

/**
 * Payload of `QueueChanged` on `private-backoffice`: which lists changed, never their data (the
 * screen refetches what the operator's role may read).
 */
export interface QueueChangedPayload {
  queues: BackofficeQueue[];
}

/**
 * What `POST /broadcasting/auth` (and the operators' `/operator/broadcasting/auth`) answers, which
 * pusher-js passes on in `pusher:subscribe`: the subscription's signature.
 */
export interface ChannelAuthResponse {
  auth: string;
  /** Presence channels only. */
  channel_data?: string;
}
