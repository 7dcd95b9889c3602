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
  /** The same event under the /ng/ prefix every other route has. */
  predictionEventNg: (eventId: number | string) => `ng/getPredictionEvent/${eventId}`,
  signup: 'ng/signup',
  oauthToken: 'oauth/token',
  broadcastingAuth: 'broadcasting/auth',
  /** GET: the signed-in user; POST (form: email, country, phone): update the contact details. */
  profile: 'ng/user/profile',
  changePassword: 'ng/user/profile/change-password',
  changeClub: 'ng/user/profile/change-club',
  coins: 'ng/user/coins',
  betHistory: 'ng/user/profile/bet-history',
  followers: 'ng/user/profile/followers',
  submitComplaint: 'ng/user/profile/submit-complain',
  complaintHistory: 'ng/user/profile/complain-history',
  logout: 'ng/logout',
  betSubmit: 'ng/bet-submit',
  /** A multiple (accumulator) of 2 to 20 selections of different matches, one stake (issue 32). */
  multipleBetSubmit: 'ng/multiple-bet-submit',
  /** GET: the bettor's betting preferences; POST (form: odds_change): save them (issue 32). */
  bettingPreferences: 'ng/user/betting-preferences',
  /** GET: the cash-out price of the signed-in bettor's open bet (issue 32). */
  betCashOutPrice: (betId: number | string) => `ng/bet/${betId}/cash-out`,
  /** POST (form: bet_id, amount?, price_seen?): cash a bet out, fully or partly (issue 32). */
  betCashOut: 'ng/bet/cash-out',
  /** POST (form: bet_id, value): set or clear (empty value) the automatic cash-out (issue 32). */
  betAutoCashOut: 'ng/bet/auto-cash-out',
  forgotPassword: 'ng/forgot-password',
  remoteLoads: 'ng/remote-loads',
  depositNumbers: 'ng/user/wallet/deposit-numbers',
  depositNumber: 'ng/user/wallet/deposit-number',
  depositHistory: 'ng/user/wallet/deposit-history',
  withdrawHistory: 'ng/user/wallet/withdraw-history',
  statement: 'ng/user/wallet/statement',
  depositRequest: 'ng/user/wallet/deposit-request',
  coinTransfer: 'ng/user/wallet/cointransfer',
  withdraw: 'ng/user/wallet/withdraw',
  withdrawCancel: 'ng/user/wallet/withdraw-cancel',
  predictionEntry: 'ng/prediction-entry',
  /** Safer gambling (issue 31): GET the bettor's state. */
  saferGambling: 'ng/user/safer-gambling',
  saferGamblingHistory: 'ng/user/safer-gambling/history',
  saferGamblingActivity: 'ng/user/safer-gambling/activity',
  /** GET: the signed-in session's start and net result (the reality check). */
  saferGamblingSession: 'ng/user/safer-gambling/session',
  depositLimit: 'ng/user/safer-gambling/deposit-limit',
  depositLimitConfirm: 'ng/user/safer-gambling/deposit-limit/confirm',
  depositLimitCancel: 'ng/user/safer-gambling/deposit-limit/cancel',
  timeOut: 'ng/user/safer-gambling/time-out',
  selfExclusion: 'ng/user/safer-gambling/self-exclusion',
  realityCheck: 'ng/user/safer-gambling/reality-check',
} as const;

/**
 * Header that makes a money-moving request idempotent: a retry with the same key moves nothing.
 * Every money-moving POST requires it (1 to 255 visible ASCII characters; without it the answer is
 * 400 `IDEMPOTENCY_KEY_REQUIRED` and nothing moves). The client makes one key per attempt (the same
 * bet, the same stake) and sends it again for every retry of that attempt until it knows how it
 * ended; the same key with a different request is 422 `IDEMPOTENCY_KEY_REUSED`.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/**
 * The money-moving POSTs (paths of API_PATHS), each of which requires IDEMPOTENCY_KEY_HEADER. A
 * route that moves coins is added here, and the API registers it through its one money-route
 * helper; a test walks this list.
 */
export const MONEY_MOVING_PATHS: readonly string[] = [
  API_PATHS.betSubmit,
  API_PATHS.multipleBetSubmit,
  API_PATHS.depositRequest,
  API_PATHS.coinTransfer,
  API_PATHS.withdraw,
  API_PATHS.withdrawCancel,
  API_PATHS.predictionEntry,
  API_PATHS.betCashOut,
];

/**
 * The account area's pages (SPEC section 2, SPEC-READINGS.md "Routes and navigation"): the
 * canonical path of each, which every link uses, and the unprefixed entry point SPEC's route table
 * also names, which replaces itself with the canonical one. Grouped as the section menu shows them.
 */
export const ACCOUNT_AREA = [
  {
    group: 'Profile',
    pages: [
      {
        key: 'view-profile',
        label: 'View Profile',
        path: '/profile/view-profile',
        alias: '/view-profile',
      },
      {
        key: 'update-profile',
        label: 'Update Profile',
        path: '/profile/update-profile',
        alias: '/update-profile',
      },
      {
        key: 'update-password',
        label: 'Update Password',
        path: '/profile/update-password',
        alias: '/update-password',
      },
      {
        key: 'update-club',
        label: 'Update Club',
        path: '/profile/update-club',
        alias: '/update-club',
      },
      {
        key: 'my-followers',
        label: 'My Followers',
        path: '/profile/my-followers',
        alias: '/my-followers',
      },
      {
        key: 'bet-history',
        label: 'Bet History',
        path: '/profile/bet-history',
        alias: '/bet-history',
      },
    ],
  },
  {
    group: 'Wallet',
    pages: [
      {
        key: 'make-deposit',
        label: 'Make Deposit',
        path: '/wallet/make-deposit',
        alias: '/make-deposit',
      },
      {
        key: 'deposit-history',
        label: 'Deposit History',
        path: '/wallet/deposit-history',
        alias: '/deposit-history',
      },
      {
        key: 'coin-transfer',
        label: 'Coin Transfer',
        path: '/wallet/coin-transfer',
        alias: '/coin-transfer',
      },
      { key: 'withdraw', label: 'Withdraw', path: '/wallet/withdraw', alias: '/withdraw' },
      {
        key: 'withdraw-history',
        label: 'Withdraw History',
        path: '/wallet/withdraw-history',
        alias: '/withdraw-history',
      },
      { key: 'statement', label: 'Statement', path: '/wallet/statement', alias: '/statement' },
    ],
  },
  {
    group: 'Support',
    pages: [
      {
        key: 'complain-history',
        label: 'Complain History',
        path: '/support/complain-history',
        alias: '/complain-history',
      },
      {
        key: 'submit-complain',
        label: 'Submit Complain',
        path: '/support/submit-complain',
        alias: '/submit-complain',
      },
    ],
  },
  {
    // Issue 31: the bettor's own controls over their play, enforced by the API.
    group: 'Safer gambling',
    pages: [
      {
        key: 'deposit-limits',
        label: 'Deposit Limits',
        path: '/safer-gambling/deposit-limits',
        alias: '/deposit-limits',
      },
      {
        key: 'time-out',
        label: 'Take a Time-out',
        path: '/safer-gambling/time-out',
        alias: '/time-out',
      },
      {
        key: 'self-exclusion',
        label: 'Self-exclusion',
        path: '/safer-gambling/self-exclusion',
        alias: '/self-exclusion',
      },
      {
        key: 'reality-check',
        label: 'Reality Check',
        path: '/safer-gambling/reality-check',
        alias: '/reality-check',
      },
      {
        key: 'activity-summary',
        label: 'Activity Summary',
        path: '/safer-gambling/activity-summary',
        alias: '/activity-summary',
      },
    ],
  },
] as const;

export type AccountAreaPageKey = (typeof ACCOUNT_AREA)[number]['pages'][number]['key'];

/** The canonical path of an account-area page, e.g. `accountPath('statement')` = `/wallet/statement`. */
export function accountPath(key: AccountAreaPageKey): string {
  for (const group of ACCOUNT_AREA) {
    for (const page of group.pages) if (page.key === key) return page.path;
  }
  throw new Error(`Unknown account page ${key}`);
}

/** The prediction event's page (SPEC shows no route; the project serves it here, README). */
export const PREDICTION_PATH = '/prediction';
