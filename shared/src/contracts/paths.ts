/**
 * The HTTP paths of SPEC section 7, relative to the API base URL (no leading slash, so a base URL
 * with a path prefix works). The client calls these; the API registers routes at `/` + these.
 */
export const API_PATHS = {
  liveMatches: 'ng/live_matches',
  advanceBets: 'ng/advancebets',
  upcomingMatches: 'ng/upcoming-matches',
  sports: 'ng/sports',
  sportMatchesWithEvents: (sportId: number | string) => `ng/sport/${sportId}/matchesWithEvents`,
  sportPreMatches: (sportId: number | string) => `ng/sport/${sportId}/pre-matches`,
  matchDetails: (matchId: number | string) => `ng/match-details/${matchId}`,
  eventDetails: (betEventId: number | string) => `ng/event-details/${betEventId}`,
  countries: 'ng/countries',
  clubs: 'ng/clubs',
  siteNotices: 'ng/site-notices',
  siteSettings: 'ng/site-settings',
  predictionEvent: (eventId: number | string) => `getPredictionEvent/${eventId}`,
  signup: 'ng/signup',
  oauthToken: 'oauth/token',
  broadcastingAuth: 'broadcasting/auth',
  profile: 'ng/user/profile',
  coins: 'ng/user/coins',
  betHistory: 'ng/user/profile/bet-history',
  followers: 'ng/user/profile/followers',
  logout: 'ng/logout',
  betSubmit: 'ng/bet-submit',
  forgotPassword: 'ng/forgot-password',
} as const;

/** Header that makes a money-moving request idempotent: a retry with the same key moves nothing. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
