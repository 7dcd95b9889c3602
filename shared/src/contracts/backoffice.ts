/**
 * The operator API's replies (`/operator/...`), as the back office (backoffice/) reads them and
 * the API's back-office routes write them. Types only: no bettor app pays a byte for them. A
 * field a newer API adds stays optional until the back office has it (a remote ships alone).
 */
import type { SaferGamblingChange, SaferGamblingState } from './safer-gambling';

/** `POST /operator/session`: the operator's session (kept in the tab's sessionStorage). */
export interface OperatorSession {
  token: string;
  expires_at: string;
  operator: { id: number; username: string; role: string };
}

/** `GET /operator/me`: who is signed in and what the role may do. */
export interface OperatorMe {
  id: number;
  username: string;
  role: string;
  permissions: string[];
}

/** A bettor's safer-gambling state without the server's clock (the lists' ETags stay put). */
export type StateInForce = Omit<SaferGamblingState, 'server_time'>;

/** A line of a bettor's statement. */
export interface OperatorStatementLine {
  date: string;
  kind: string;
  reference: string;
  amount: number;
  balance: number;
}

/** The bettor beside a queued deposit or withdrawal. */
export interface QueuedBettor {
  user_id: number;
  username: string;
  active: boolean;
  balance: number;
  recent_statement: OperatorStatementLine[];
  responsible_gambling: StateInForce;
  /** The latest changes, newest first (optional: an API before it sends none). */
  responsible_gambling_history?: SaferGamblingChange[];
}

/** A pending deposit: what `ops deposits` prints, and the queue's row without its bettor. */
export interface PendingDeposit {
  id: number;
  username: string;
  date: string;
  coin_number: number;
  method: string;
  phone_from: string;
  phone_to: string;
}

export interface QueuedDeposit extends Omit<PendingDeposit, 'phone_to'> {
  /** Optional: an API before it sends none. */
  phone_to?: string;
  bettor: QueuedBettor;
}

/** `GET /operator/deposits`. */
export interface DepositQueue {
  deposits: QueuedDeposit[];
}

/** A pending withdrawal: what `ops withdrawals` prints, and the queue's row without the rest. */
export interface PendingWithdrawal {
  id: number;
  reference: string;
  username: string;
  date: string;
  withdraw_amount: number;
  payment_method: string;
  payment_type: string;
  phone_no: string;
}

export interface QueuedWithdrawal extends PendingWithdrawal {
  /** Above the four-eyes threshold: a second operator approves. */
  four_eyes: boolean;
  /** The operator who approved first, when four eyes are needed. */
  first_approval: string | null;
  bettor: QueuedBettor;
}

/** `GET /operator/withdrawals`. */
export interface WithdrawalQueue {
  four_eyes_above: number;
  withdrawals: QueuedWithdrawal[];
}

export interface OperatorSelection {
  id: number;
  title: string;
  odds: number;
}

export interface OperatorMarket {
  id: number;
  title: string;
  status: 'open' | 'locked' | 'settled';
  settlement: { outcome: string; winner: number | null } | null;
  selections: OperatorSelection[];
}

export interface OperatorMatch {
  id: number;
  title: string;
  status: string;
  starts_at?: string;
  markets: OperatorMarket[];
}

/** `GET /operator/markets`. */
export interface OperatorMarkets {
  matches: OperatorMatch[];
}

/** `GET /operator/markets/:id/settlement-preview`: the money a settlement would move. */
export interface SettlementImpact {
  market_id: number;
  title: string;
  outcome: 'void' | { winner: number; title: string };
  bets: number;
  total_stakes: number;
  total_payouts: number;
  /** Stakes kept minus payouts: what the house wins (negative: loses). */
  house_result: number;
  already_settled: boolean;
}

export interface FoundBettor {
  id: number;
  username: string;
  email: string;
  phone: string;
  active: boolean;
}

/** `GET /operator/users?q=`. */
export interface BettorSearch {
  users: FoundBettor[];
}

export interface BettorBet {
  id: number;
  market: string;
  selection: string;
  stake: number;
  odds: number;
  status: string;
  payout: number | null;
  placed_at?: string;
}

/** `GET /operator/users/:id`. */
export interface BettorDetails {
  profile: {
    id: number;
    username: string;
    email: string | null;
    phone: string | null;
    country: string | null;
    club: string | null;
    sponsor: string | null;
    active: boolean;
    joined: string;
  };
  balance: number;
  statement: OperatorStatementLine[];
  bets: BettorBet[];
  followers: { id: number; username: string; created_at?: string }[];
  /** Optional: an API before it sends none. */
  safer_gambling?: { state: StateInForce; history: SaferGamblingChange[] };
}

/** A record of the audit trail. */
export interface AuditRecord {
  id: number;
  operator: string;
  via: string;
  action: string;
  object: string;
  before: unknown;
  after: unknown;
  reason: string | null;
  created_at: string;
}

/** `GET /operator/audit`. */
export interface AuditList {
  records: AuditRecord[];
}

/** A complaint waiting for an answer. */
export interface OpenComplaintRow {
  id: number;
  username: string;
  date: string;
  qtitle: string;
  qdescription: string;
}

export interface AnsweredComplaintRow extends OpenComplaintRow {
  answer: string | null;
  answered_at: string | null;
}

/** `GET /operator/complaints`. */
export interface ComplaintQueues {
  open: OpenComplaintRow[];
  answered: AnsweredComplaintRow[];
}

export interface OperatorRow {
  id: number;
  username: string;
  role: string;
  active: boolean;
  created_at?: string;
}

/** `GET /operator/operators`. */
export interface OperatorList {
  operators: OperatorRow[];
}

/** `GET /operator/settings`. */
export interface OperatorSettings {
  four_eyes_above: number;
}

/** What an operator's change answers: its audit record, and whether it replays a first answer. */
export interface ActionAnswer {
  record: AuditRecord;
  replayed: boolean;
}

/** What a settlement did (`POST /operator/markets/{id}/settle`'s `summary`, and the ops tool's). */
export interface SettlementSummary {
  marketId: number;
  matchId: number;
  outcome: 'winner' | 'void';
  winningBetEventId: number | null;
  won: number;
  lost: number;
  voided: number;
  /** Coins paid to winners (payouts, stakes included), 2 decimals. */
  paid: number;
  /** Coins refunded by a void, 2 decimals. */
  refunded: number;
  /** Users who had a bet settled (a loser's balance is unchanged, but its history changed). */
  userIds: number[];
}

/** `POST /operator/markets/{id}/settle`: the change's answer and, unless replayed, its summary. */
export interface SettleAnswer extends ActionAnswer {
  summary: SettlementSummary | null;
}

/** One run of the ledger's verifier, as the back office lists it. */
export interface VerifierRunSummary {
  ok: boolean;
  violations: number;
  ran_at: string;
  /** `backoffice`, `cli` (npm run ledger:verify) or `ops` (ops verify); optional: older APIs. */
  source?: string;
  ran_by?: string | null;
}

/** `GET /operator/ledger-health` and `POST /operator/ledger-health/verify`. */
export interface LedgerHealth {
  /** The newest run, with its full report (violations named); null before the first. */
  last_check: VerifierRunSummary | null;
  recent_checks?: VerifierRunSummary[];
  house_accounts: { code: string; balance: number }[];
  bettors_total: number;
}

/** `POST /operator/operators` (201): the new operator and its two-factor enrolment. */
export interface OperatorEnrolment {
  operator: OperatorRow;
  totp_secret: string;
  otpauth_uri: string;
  qr_data_url: string;
}
