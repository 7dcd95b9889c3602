/**
 * The replies of the API's routes, each tied to its wire type of `@sportsbook/shared/contracts`
 * (`wire<T>()`): a route gives one to Fastify as its `response` schema (`replyOf` in api/src/http).
 * Objects keep fields they do not list (builder.ts), so these describe the wire and never cut it.
 */
import type { Bet, BetEvent, BetEventDetails, Match, Sport, UpcomingMatch } from '../catalog';
import type { Club, Country, SiteNotice, SiteSetting } from '../site';
import type {
  BetHistoryItem,
  Coins,
  Follower,
  MessageResponse,
  ProfileChangeResponse,
  TokenResponse,
  User,
} from '../account';
import type { Complaint, ComplaintSubmitResponse } from '../support';
import type {
  BetSubmitResponse,
  BettingPreferencesResponse,
  BettingPreferences,
  PlacedBetLeg,
} from '../betting';
import type {
  CoinTransferResponse,
  DepositNumber,
  DepositRecord,
  DepositRequestResponse,
  StatementRow,
  WithdrawRecord,
  WithdrawResponse,
} from '../wallet';
import type { PredictionEntryResponse, PredictionEvent } from '../prediction';
import type { AutoCashOutResponse, CashOutQuoteResponse, CashOutResponse } from '../cash-out';
import { DEPOSIT_LIMIT_PERIODS, REALITY_CHECK_INTERVALS } from '../safer-gambling';
import type {
  ActivitySummary,
  ActivityTotals,
  SaferGamblingChange,
  SaferGamblingResponse,
  SaferGamblingState,
  SessionActivity,
} from '../safer-gambling';
import type { RemoteLoadSummary } from '../federation';
import type { ChannelAuthResponse } from '../realtime';
import type { DataEnvelope, Paged } from '../envelope';
import {
  array,
  boolean,
  literal,
  nullable,
  number,
  numberLiteral,
  object,
  optional,
  string,
  wire,
} from './builder';
import type { Typed } from './builder';

/** `{ data }` around a reply (SPEC section 7). */
export function dataOf<S extends Typed<unknown>>(data: S) {
  return object({ data });
}

/** A page of a list (SPEC section 7). */
export function pageOf<S extends Typed<unknown>>(row: S) {
  return object({
    data: array(row),
    current_page: number(),
    last_page: number(),
    per_page: number(),
    total: number(),
  });
}

const MATCH_STATUS = literal(['UPCOMING', 'LIVE', 'FINISHED']);
const BET_SLIP_STATUS = literal(['pending', 'won', 'lost', 'void']);

// Catalog.

const betEvent = wire<BetEvent>()(
  object({ id: number(), bet_id: number(), bet_event_title: string(), bet_ratio: number() }),
);
const bet = wire<Bet>()(
  object({
    id: number(),
    match_id: number(),
    bet_title: string(),
    bet_status: number(),
    cash_limit: number(),
    bet_events: array(betEvent),
  }),
);
const match = wire<Match>()(
  object({
    id: number(),
    match_id: number(),
    match_title: string(),
    first_team: string(),
    second_team: string(),
    status: MATCH_STATUS,
    live_updates: nullable(string()),
    match_datetime: string(),
    tournaments: object({
      id: number(),
      tournament_name: string(),
      categories: object({ id: number(), category_name: string(), category_icon_url: string() }),
    }),
    bets: array(bet),
  }),
);
export const matchesReply = wire<DataEnvelope<Match[]>>()(dataOf(array(match)));
export const matchReply = wire<DataEnvelope<Match>>()(dataOf(match));
export const sportsReply = wire<DataEnvelope<Sport[]>>()(
  dataOf(
    array(
      object({
        id: number(),
        category_name: string(),
        category_icon: string(),
        matches: array(object({ id: number(), status: MATCH_STATUS })),
        matches_count: number(),
      }),
    ),
  ),
);
const upcomingMarket = {
  id: number(),
  bet_status: number(),
  bet_events: array(betEvent),
};
export const upcomingMatchesReply = wire<UpcomingMatch[]>()(
  array(
    object({
      match_id: number(),
      match_date: number(),
      tournament: string(),
      first_team_name: string(),
      second_team_name: string(),
      bet: nullable(object({ ...upcomingMarket, bet_title: string() })),
      bets: array(object(upcomingMarket)),
    }),
  ),
);
export const eventDetailsReply = wire<DataEnvelope<BetEventDetails>>()(
  dataOf(
    object({
      id: number(),
      bet_id: number(),
      bet_event_title: string(),
      bet_ratio: number(),
      bets: object({
        id: number(),
        bet_title: string(),
        bet_status: number(),
        cash_limit: number(),
        match_id: number(),
        matches: object({
          id: number(),
          match_title: string(),
          first_team: string(),
          second_team: string(),
          status: MATCH_STATUS,
          match_datetime: string(),
        }),
      }),
    }),
  ),
);

// Site.

export const clubsReply = wire<DataEnvelope<Club[]>>()(
  dataOf(array(object({ id: number(), name: string() }))),
);
export const countriesReply = wire<DataEnvelope<Country[]>>()(
  dataOf(array(object({ id: number(), name: string(), phone_code: string() }))),
);
export const siteNoticesReply = wire<DataEnvelope<SiteNotice[]>>()(
  dataOf(array(object({ id: number(), message: string() }))),
);
export const siteSettingsReply = wire<DataEnvelope<SiteSetting[]>>()(
  dataOf(array(object({ key: string(), value: string() }))),
);

// Accounts.

export const messageReply = wire<MessageResponse>()(object({ message: string() }));
export const tokenReply = wire<TokenResponse>()(
  object({
    token_type: literal(['Bearer']),
    access_token: string(),
    expires_in: number(),
    refresh_token: string(),
  }),
);
const user = wire<User>()(
  object({
    id: number(),
    username: string(),
    current_balance: number(),
    created_at: string(),
    status: boolean(),
    email: nullable(string()),
    phone: nullable(string()),
    country: nullable(object({ id: number(), name: string() })),
    club: nullable(object({ id: number() })),
    clubs: nullable(object({ clubname: string() })),
    sponsorname: nullable(string()),
  }),
);
export const userReply = wire<DataEnvelope<User>>()(dataOf(user));
export const profileChangeReply = wire<ProfileChangeResponse>()(
  object({ message: string(), data: user }),
);
export const coinsReply = wire<DataEnvelope<Coins>>()(
  dataOf(
    object({
      current_balance: number(),
      withdrawable: optional(number()),
      held: optional(object({ withdrawals: number(), bets: number(), predictions: number() })),
    }),
  ),
);
export const followersReply = wire<Paged<Follower>>()(
  pageOf(object({ username: string(), phone: nullable(string()), join_date: string() })),
);
const leg = wire<PlacedBetLeg>()(
  object({
    bet_event_id: number(),
    title: string(),
    match_title: optional(string()),
    tournament: optional(string()),
    odds: number(),
    result: BET_SLIP_STATUS,
  }),
);
const BET_KIND = literal(['single', 'multiple']);
const betHistoryItem = wire<BetHistoryItem>()(
  object({
    id: number(),
    bet_placed_at: string(),
    tournament: string(),
    match_title: string(),
    bet_title: string(),
    bet_event: object({ bet_event_title: string() }),
    bet_rate: number(),
    bet_amount: number(),
    status: BET_SLIP_STATUS,
    kind: optional(BET_KIND),
    reference: optional(string()),
    legs: optional(array(leg)),
    returns: optional(number()),
    cashed_out: optional(number()),
    remaining_stake: optional(number()),
    cash_out_value: optional(nullable(number())),
  }),
);
export const betHistoryReply = wire<Paged<BetHistoryItem>>()(pageOf(betHistoryItem));

// Support.

const complaint = wire<Complaint>()(
  object({
    id: number(),
    date: string(),
    qtitle: string(),
    qdescription: string(),
    answer: nullable(string()),
    status: literal(['open', 'answered']),
    answered_at: nullable(string()),
  }),
);
export const complaintsReply = wire<Paged<Complaint>>()(pageOf(complaint));
export const complaintSubmitReply = wire<ComplaintSubmitResponse>()(
  object({ message: string(), data: complaint }),
);

// Betting.

export const betSubmitReply = wire<BetSubmitResponse>()(
  object({
    status: literal(['success']),
    message: string(),
    data: object({
      id: number(),
      bet_event_id: number(),
      bet_amount: number(),
      bet_rate: number(),
      possible_win: number(),
      status: BET_SLIP_STATUS,
      bet_placed_at: string(),
      kind: optional(BET_KIND),
      reference: optional(string()),
      legs: optional(array(leg)),
    }),
  }),
);
const bettingPreferences = wire<BettingPreferences>()(
  object({ odds_change: literal(['ask', 'higher', 'any']) }),
);
export const bettingPreferencesReply = wire<DataEnvelope<BettingPreferences>>()(
  dataOf(bettingPreferences),
);
export const bettingPreferencesChangeReply = wire<BettingPreferencesResponse>()(
  object({ message: string(), data: bettingPreferences }),
);

/** `POST /ng/multiple-bet-submit`: the bet submit's reply, its PlacedBet of kind 'multiple'. */
export const multipleBetSubmitReply = wire<BetSubmitResponse>()(betSubmitReply);
export const cashOutQuoteReply = wire<CashOutQuoteResponse>()(
  object({
    status: literal(['success']),
    data: object({
      bet_id: number(),
      available: boolean(),
      reason: optional(string()),
      price: number(),
      stake: number(),
      cash_out_value: optional(nullable(number())),
    }),
  }),
);
export const cashOutReply = wire<CashOutResponse>()(
  object({
    status: literal(['success']),
    message: string(),
    data: object({ bet: betHistoryItem, paid: number() }),
  }),
);
export const autoCashOutReply = wire<AutoCashOutResponse>()(
  object({
    status: literal(['success']),
    message: string(),
    data: object({ bet: betHistoryItem }),
  }),
);

// Wallet.

const depositNumber = wire<DepositNumber>()(object({ type: string(), phone_no: string() }));
export const depositNumbersReply = wire<DataEnvelope<DepositNumber[]>>()(
  dataOf(array(depositNumber)),
);
export const depositNumberReply = wire<DataEnvelope<DepositNumber>>()(dataOf(depositNumber));
export const depositHistoryReply = wire<Paged<DepositRecord>>()(
  pageOf(
    object({
      id: number(),
      date: string(),
      updated_at: string(),
      coin_number: number(),
      method: string(),
      phone_to: nullable(string()),
      phone_from: nullable(string()),
      status: string(),
    }),
  ),
);
const withdrawal = wire<WithdrawRecord>()(
  object({
    id: number(),
    date: string(),
    withdraw_amount: number(),
    method: string(),
    payment_method: string(),
    phone_no: string(),
    reference: string(),
    status: string(),
  }),
);
export const withdrawHistoryReply = wire<Paged<WithdrawRecord>>()(pageOf(withdrawal));
export const statementReply = wire<Paged<StatementRow>>()(
  pageOf(
    object({
      id: number(),
      date: string(),
      reference: string(),
      debit: number(),
      credit: number(),
      current_balance: number(),
    }),
  ),
);
export const depositRequestReply = wire<DepositRequestResponse>()(
  object({ message: string(), data: string() }),
);
export const withdrawReply = wire<WithdrawResponse>()(
  object({ message: string(), data: withdrawal }),
);
export const coinTransferReply = wire<CoinTransferResponse>()(
  object({ message: string(), data: object({ current_balance: number() }) }),
);

// Prediction.

export const predictionEventReply = wire<DataEnvelope<PredictionEvent>>()(
  dataOf(
    object({
      id: number(),
      name: string(),
      description: string(),
      remuneration: number(),
      status: literal(['open', 'closed', 'settled']),
      teams: array(
        object({
          id: number(),
          short_name: string(),
          full_name: string(),
          color: string(),
          text_color: string(),
          logo: string(),
        }),
      ),
    }),
  ),
);
export const predictionEntryReply = wire<PredictionEntryResponse>()(
  object({
    status: literal(['success']),
    message: string(),
    data: object({
      id: number(),
      prediction_event_id: number(),
      prediction: number(),
      stake: number(),
      status: literal(['pending', 'won', 'lost']),
      entered_at: string(),
    }),
  }),
);

// Safer gambling.

const saferGamblingState = wire<SaferGamblingState>()(
  object({
    deposit_limits: array(
      object({
        period: literal(DEPOSIT_LIMIT_PERIODS),
        limit: nullable(number()),
        used: number(),
        left: nullable(number()),
        pending: nullable(
          object({
            limit: nullable(number()),
            requested_at: string(),
            confirmable_at: string(),
          }),
        ),
      }),
    ),
    play_break: nullable(
      object({
        kind: literal(['time-out', 'self-exclusion']),
        started_at: string(),
        until: string(),
      }),
    ),
    reality_check_minutes: numberLiteral(REALITY_CHECK_INTERVALS),
    server_time: string(),
  }),
);
export const saferGamblingStateReply = wire<DataEnvelope<SaferGamblingState>>()(
  dataOf(saferGamblingState),
);
export const saferGamblingReply = wire<SaferGamblingResponse>()(
  object({ message: string(), data: saferGamblingState }),
);
export const saferGamblingHistoryReply = wire<DataEnvelope<SaferGamblingChange[]>>()(
  dataOf(
    array(
      object({
        id: number(),
        subject: string(),
        change: string(),
        from_value: nullable(string()),
        to_value: nullable(string()),
        effective_at: nullable(string()),
        actor: string(),
        created_at: string(),
      }),
    ),
  ),
);
const activityTotals = wire<ActivityTotals>()(
  object({ deposits: number(), withdrawals: number(), stakes: number(), returns: number() }),
);
export const activitySummaryReply = wire<DataEnvelope<ActivitySummary>>()(
  dataOf(object({ last_7_days: activityTotals, last_30_days: activityTotals })),
);
export const sessionActivityReply = wire<DataEnvelope<SessionActivity>>()(
  dataOf(
    object({ started_at: string(), server_time: string(), stakes: number(), returns: number() }),
  ),
);

// Remote loads (the host's federation reports).

export const remoteLoadsReply = wire<DataEnvelope<RemoteLoadSummary[]>>()(
  dataOf(
    array(
      object({
        remote: string(),
        version: string(),
        page_loads: number(),
        failed_page_loads: number(),
        last_failure_at: nullable(string()),
        last_error: nullable(string()),
      }),
    ),
  ),
);
export const remoteLoadsRecordedReply = wire<DataEnvelope<{ recorded: number }>>()(
  dataOf(object({ recorded: number() })),
);

/** `{ data: "<a message>" }`: sign-up, sign-out, the forgotten password. */
export const dataTextReply = wire<DataEnvelope<string>>()(dataOf(string()));

/** A private channel's signature (`/broadcasting/auth`, `/operator/broadcasting/auth`). */
export const channelAuthReply = wire<ChannelAuthResponse>()(
  object({ auth: string(), channel_data: optional(string()) }),
);
