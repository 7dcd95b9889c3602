import {
  API_PATHS,
  type ActivitySummary,
  type DataEnvelope,
  type DepositLimitPeriod,
  type RealityCheckMinutes,
  type SaferGamblingChange,
  type SaferGamblingResponse,
  type SaferGamblingState,
  type SelfExclusionDuration,
  type SessionActivity,
  type TimeOutDuration,
} from '../contracts';
import { apiGet, apiPostForm } from './client';

/** One function per safer-gambling call (issue 31), all authenticated. */

async function getData<T>(path: string, signal?: AbortSignal): Promise<T> {
  const body = await apiGet<DataEnvelope<T>>(path, { auth: true, signal });
  return body.data;
}

/** `GET /ng/user/safer-gambling`: limits (with any waiting raise), the break in force, the interval. */
export function fetchSaferGambling(signal?: AbortSignal): Promise<SaferGamblingState> {
  return getData<SaferGamblingState>(API_PATHS.saferGambling, signal);
}

/** `GET /ng/user/safer-gambling/history`: every change, newest first. */
export function fetchSaferGamblingHistory(signal?: AbortSignal): Promise<SaferGamblingChange[]> {
  return getData<SaferGamblingChange[]>(API_PATHS.saferGamblingHistory, signal);
}

/** `GET /ng/user/safer-gambling/activity`: the last 7 and 30 days. */
export function fetchActivitySummary(signal?: AbortSignal): Promise<ActivitySummary> {
  return getData<ActivitySummary>(API_PATHS.saferGamblingActivity, signal);
}

/** `GET /ng/user/safer-gambling/session`: this sign-in's start, stakes and returns. */
export function fetchSessionActivity(signal?: AbortSignal): Promise<SessionActivity> {
  return getData<SessionActivity>(API_PATHS.saferGamblingSession, signal);
}

function post(path: string, form: Record<string, string>): Promise<SaferGamblingResponse> {
  return apiPostForm<SaferGamblingResponse>(path, form, { auth: true });
}

/** Sets a limit (`limit` blank removes it): lower applies at once, higher waits 24 hours. */
export function postDepositLimit(
  period: DepositLimitPeriod,
  limit: string,
): Promise<SaferGamblingResponse> {
  return post(API_PATHS.depositLimit, { period, limit });
}

/** Confirms a waiting raise or removal once its 24 hours have passed. */
export function confirmDepositLimit(period: DepositLimitPeriod): Promise<SaferGamblingResponse> {
  return post(API_PATHS.depositLimitConfirm, { period });
}

/** Drops a waiting raise or removal. */
export function cancelDepositLimit(period: DepositLimitPeriod): Promise<SaferGamblingResponse> {
  return post(API_PATHS.depositLimitCancel, { period });
}

export function postTimeOut(duration: TimeOutDuration): Promise<SaferGamblingResponse> {
  return post(API_PATHS.timeOut, { duration });
}

/** Self-exclusion: the bettor has confirmed it cannot be undone early; every session ends. */
export function postSelfExclusion(duration: SelfExclusionDuration): Promise<SaferGamblingResponse> {
  return post(API_PATHS.selfExclusion, { duration, confirm: 'yes' });
}

export function postRealityCheck(minutes: RealityCheckMinutes): Promise<SaferGamblingResponse> {
  return post(API_PATHS.realityCheck, { minutes: String(minutes) });
}
