import {
  API_PATHS,
  type BettingPreferences,
  type BettingPreferencesResponse,
  type DataEnvelope,
} from '../contracts';
import { apiGet, apiPostForm } from './client';

/** `GET /ng/user/betting-preferences` (issue 32): the signed-in bettor's preferences. */
export async function fetchBettingPreferences(signal?: AbortSignal): Promise<BettingPreferences> {
  const body = await apiGet<DataEnvelope<BettingPreferences>>(API_PATHS.bettingPreferences, {
    auth: true,
    signal,
  });
  return body.data;
}

/** `POST /ng/user/betting-preferences`: saves them; resolves to the message and them as saved. */
export function saveBettingPreferences(
  preferences: BettingPreferences,
): Promise<BettingPreferencesResponse> {
  return apiPostForm<BettingPreferencesResponse>(
    API_PATHS.bettingPreferences,
    { ...preferences },
    { auth: true },
  );
}
