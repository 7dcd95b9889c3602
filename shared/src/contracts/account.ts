/** Wire types of sign-in, registration and the account calls (SPEC sections 3, 5, 7). */
import type { BetKind, BetSlipStatus, PlacedBetLeg } from './betting';

/** `POST /oauth/token` with grant_type=password, form data. */
export interface PasswordGrantRequest {
  grant_type: 'password';
  client_id: string;
  client_secret: string;
  username: string;
  password: string;
}

/** `POST /oauth/token` with grant_type=refresh_token, form data. */
export interface RefreshGrantRequest {
  grant_type: 'refresh_token';
  client_id: string;
  client_secret: string;
  refresh_token: string;
}

/** `POST /oauth/token` success (not enveloped, as OAuth 2 servers answer). */
export interface TokenResponse {
  token_type: 'Bearer';
  access_token: string;
  /** Lifetime of the access token in seconds; the cookie lives as long. */
  expires_in: number;
  refresh_token: string;
}

/** `POST ng/signup`, form data. */
export interface SignupRequest {
  username: string;
  email: string;
  password: string;
  password_confirm: string;
  phone: string;
  country: number;
  club: number;
  sponsorname?: string;
  /** Issue 31: an optional deposit limit set at registration (coins; blank or absent: none). */
  deposit_limit?: string;
  /** Its window: `day` (default), `week` or `month`. */
  deposit_limit_period?: string;
}

/** `POST /ng/user/profile/change-password`, form data. */
export interface PasswordChangeRequest {
  current_password: string;
  password: string;
  password_confirm: string;
}

/** `POST /ng/user/profile/change-club`, form data: the new club and the current password. */
export interface ClubChangeRequest {
  club: number;
  password: string;
}

/** `POST /ng/user/profile`, form data: the contact details. */
export interface ProfileUpdateRequest {
  email: string;
  country: number;
  phone: string;
}

/** `GET /ng/user/profile`. */
export interface User {
  id: number;
  username: string;
  /** Coins, two decimals. */
  current_balance: number;
  created_at: string;
  /** true is Active. */
  status: boolean;
  email: string | null;
  phone: string | null;
  country: { id: number; name: string } | null;
  club: { id: number } | null;
  clubs: { clubname: string } | null;
  sponsorname: string | null;
}

/** `GET /ng/user/coins`. */
export interface Coins {
  /** The coins the bettor can use now (held coins are not in it). */
  current_balance: number;
  /**
   * What can be withdrawn now: the balance less the reserve that must stay (RESERVE_COINS), never
   * below 0 (issue 25). Optional on the wire: a server before shared 2.5.0 does not send it.
   */
  withdrawable?: number;
  /**
   * Coins out of the balance until something resolves them (issue 25), so they do not seem to
   * vanish: pending withdrawals, stakes of open bets, stakes of unsettled prediction entries.
   * Optional on the wire, like `withdrawable`.
   */
  held?: HeldCoins;
}

/** The bettor's coins held by pending ledger holds, by what holds them. */
export interface HeldCoins {
  withdrawals: number;
  bets: number;
  predictions: number;
}

/** A row of `GET /ng/user/profile/bet-history?page=n`, newest first. */
export interface BetHistoryItem {
  id: number;
  bet_placed_at: string;
  tournament: string;
  match_title: string;
  bet_title: string;
  bet_event: { bet_event_title: string };
  bet_rate: number;
  bet_amount: number;
  status: BetSlipStatus;
  /** Issue 32, optional on the wire: absent means a single. */
  kind?: BetKind;
  /** The bet's reference, e.g. "B-000042", as the statement names it (issue 32). */
  reference?: string;
  /** A multiple's legs with their odds and results (issue 32). */
  legs?: PlacedBetLeg[];
  /**
   * Coins the bet returns: what it paid (winnings, returned stake, cash-outs) once settled or
   * cashed out; while open, cash-outs so far plus what the remaining stake wins.
   */
  returns?: number;
  /** Coins paid by cash-outs so far (0 when none). */
  cashed_out?: number;
  /** The stake still riding after partial cash-outs (0 once fully cashed out). */
  remaining_stake?: number;
  /** The automatic cash-out value the bettor set, or null when none. */
  cash_out_value?: number | null;
}

/**
 * Which bets bet history lists (issue 32): `GET /ng/user/profile/bet-history?page=n&status=…`;
 * `all` (or no parameter, SPEC's call) is every bet. Since shared 2.12.0.
 */
export type BetHistoryFilter = 'all' | 'open' | 'settled';

/** The filters in the order the page offers them. */
export const BET_HISTORY_FILTERS: readonly BetHistoryFilter[] = ['all', 'open', 'settled'];

/** An open bet: pending, with stake still riding (a bet cashed out in full is settled). */
export function isOpenBet(bet: Pick<BetHistoryItem, 'status' | 'remaining_stake'>): boolean {
  return bet.status === 'pending' && (bet.remaining_stake === undefined || bet.remaining_stake > 0);
}

/** True when `filter` lists `bet`: the one reading of open and settled, the API's and the page's. */
export function betHistoryFilterMatches(
  bet: Pick<BetHistoryItem, 'status' | 'remaining_stake'>,
  filter: BetHistoryFilter,
): boolean {
  if (filter === 'all') return true;
  return isOpenBet(bet) === (filter === 'open');
}

/** A row of `GET /ng/user/profile/followers?page=n`: a user who named me as sponsor, newest first. */
export interface Follower {
  username: string;
  phone: string | null;
  /** When the follower registered, ISO 8601. */
  join_date: string;
}

/**
 * The success body of a form post whose result is a message for the success panel:
 * `POST /ng/user/profile/change-password` answers this.
 */
export interface MessageResponse {
  message: string;
}

/**
 * The success body of `POST /ng/user/profile` (contact details) and of
 * `POST /ng/user/profile/change-club`: the message for the success panel and the user as saved,
 * so the page can refresh what it shows without another `GET /ng/user/profile`.
 */
export interface ProfileChangeResponse extends MessageResponse {
  data: User;
}

/**
 * The first-party web client of the password grant (SPEC section 7: "the client id is fixed in the
 * client"). It ships in the browser bundle, so the secret identifies the client, it protects nothing;
 * the server checks both and may be configured to accept another pair.
 */
export const FIRST_PARTY_CLIENT = {
  id: '2',
  secret: 'sportsbook-web-client',
} as const;

/** `POST ng/forgot-password`, form data: a reset request recorded for operators. */
export interface ForgotPasswordRequest {
  /** Username or email. */
  login: string;
}
