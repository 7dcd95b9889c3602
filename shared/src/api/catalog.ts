import {
  API_PATHS,
  type BetEventDetails,
  type Club,
  type Country,
  type DataEnvelope,
  type Match,
  type PredictionEvent,
  type SiteNotice,
  type SiteSetting,
  type Sport,
  type UpcomingMatch,
} from '../contracts';
import { apiGet } from './client';

/** One function per public call of SPEC section 7; each resolves to the unwrapped data. */
async function data<T>(path: string, signal?: AbortSignal): Promise<T> {
  const body = await apiGet<DataEnvelope<T>>(path, { signal });
  return body.data;
}

export const fetchSports = (signal?: AbortSignal) => data<Sport[]>(API_PATHS.sports, signal);
export const fetchLiveMatches = (signal?: AbortSignal) =>
  data<Match[]>(API_PATHS.liveMatches, signal);
export const fetchAdvanceBets = (signal?: AbortSignal) =>
  data<Match[]>(API_PATHS.advanceBets, signal);
export const fetchUpcomingMatches = (signal?: AbortSignal) =>
  apiGet<UpcomingMatch[]>(API_PATHS.upcomingMatches, { signal });
export const fetchSportMatches = (sportId: number, signal?: AbortSignal) =>
  data<Match[]>(API_PATHS.sportMatchesWithEvents(sportId), signal);
export const fetchSportPreMatches = (sportId: number, signal?: AbortSignal) =>
  data<Match[]>(API_PATHS.sportPreMatches(sportId), signal);
export const fetchMatchDetails = (matchId: number, signal?: AbortSignal) =>
  data<Match>(API_PATHS.matchDetails(matchId), signal);
export const fetchEventDetails = (betEventId: number, signal?: AbortSignal) =>
  data<BetEventDetails>(API_PATHS.eventDetails(betEventId), signal);
export const fetchCountries = (signal?: AbortSignal) =>
  data<Country[]>(API_PATHS.countries, signal);
export const fetchClubs = (signal?: AbortSignal) => data<Club[]>(API_PATHS.clubs, signal);
export const fetchSiteNotices = (signal?: AbortSignal) =>
  data<SiteNotice[]>(API_PATHS.siteNotices, signal);
export const fetchSiteSettings = (signal?: AbortSignal) =>
  data<SiteSetting[]>(API_PATHS.siteSettings, signal);
export const fetchPredictionEvent = (eventId: number, signal?: AbortSignal) =>
  data<PredictionEvent>(API_PATHS.predictionEvent(eventId), signal);
