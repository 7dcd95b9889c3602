/**
 * The replies of the operator API's routes (`/operator/...`, api/src/backoffice), each tied to its
 * wire type of `contracts/backoffice.ts` (`wire<T>()`). A bettor's safer-gambling state and its
 * history are written as they are (`unchecked`): their schemas belong to the safer-gambling routes.
 */
import type {
  ActionAnswer,
  AuditList,
  ComplaintQueues,
  LedgerHealth,
  OperatorEnrolment,
  OperatorList,
  OperatorRow,
  OperatorSettings,
  AuditRecord,
  BettorDetails,
  BettorSearch,
  DepositQueue,
  FoundBettor,
  OperatorMarket,
  OperatorMarkets,
  OperatorMatch,
  OperatorMe,
  OperatorSelection,
  OperatorSession,
  OperatorStatementLine,
  QueuedBettor,
  QueuedDeposit,
  QueuedWithdrawal,
  SettleAnswer,
  SettlementImpact,
  SettlementSummary,
  StateInForce,
  VerifierRunSummary,
  WithdrawalQueue,
} from '../backoffice';
import type { SaferGamblingChange } from '../safer-gambling';
import {
  array,
  boolean,
  literal,
  nullable,
  number,
  object,
  optional,
  string,
  unchecked,
  wire,
} from './builder';

export const operatorSessionReply = wire<OperatorSession>()(
  object({
    token: string(),
    expires_at: string(),
    operator: object({ id: number(), username: string(), role: string() }),
  }),
);

export const operatorMeReply = wire<OperatorMe>()(
  object({ id: number(), username: string(), role: string(), permissions: array(string()) }),
);

const statementLine = wire<OperatorStatementLine>()(
  object({
    date: string(),
    kind: string(),
    reference: string(),
    amount: number(),
    balance: number(),
  }),
);

const queuedBettor = wire<QueuedBettor>()(
  object({
    user_id: number(),
    username: string(),
    active: boolean(),
    balance: number(),
    recent_statement: array(statementLine),
    responsible_gambling: unchecked<StateInForce>(),
    responsible_gambling_history: optional(unchecked<SaferGamblingChange[]>()),
  }),
);

const queuedDeposit = wire<QueuedDeposit>()(
  object({
    id: number(),
    username: string(),
    date: string(),
    coin_number: number(),
    method: string(),
    phone_from: string(),
    phone_to: optional(string()),
    bettor: queuedBettor,
  }),
);

export const depositQueueReply = wire<DepositQueue>()(object({ deposits: array(queuedDeposit) }));

const queuedWithdrawal = wire<QueuedWithdrawal>()(
  object({
    id: number(),
    reference: string(),
    username: string(),
    date: string(),
    withdraw_amount: number(),
    payment_method: string(),
    payment_type: string(),
    phone_no: string(),
    four_eyes: boolean(),
    first_approval: nullable(string()),
    bettor: queuedBettor,
  }),
);

export const withdrawalQueueReply = wire<WithdrawalQueue>()(
  object({ four_eyes_above: number(), withdrawals: array(queuedWithdrawal) }),
);

const selection = wire<OperatorSelection>()(
  object({ id: number(), title: string(), odds: number() }),
);

const market = wire<OperatorMarket>()(
  object({
    id: number(),
    title: string(),
    status: literal(['open', 'locked', 'settled']),
    settlement: nullable(object({ outcome: string(), winner: nullable(number()) })),
    selections: array(selection),
  }),
);

const match = wire<OperatorMatch>()(
  object({
    id: number(),
    title: string(),
    status: string(),
    starts_at: optional(string()),
    markets: array(market),
  }),
);

export const operatorMarketsReply = wire<OperatorMarkets>()(object({ matches: array(match) }));

export const settlementImpactReply = wire<SettlementImpact>()(
  object({
    market_id: number(),
    title: string(),
    outcome: unchecked<SettlementImpact['outcome']>(),
    bets: number(),
    total_stakes: number(),
    total_payouts: number(),
    house_result: number(),
    already_settled: boolean(),
  }),
);

const foundBettor = wire<FoundBettor>()(
  object({
    id: number(),
    username: string(),
    email: string(),
    phone: string(),
    active: boolean(),
  }),
);

export const bettorSearchReply = wire<BettorSearch>()(object({ users: array(foundBettor) }));

export const bettorDetailsReply = wire<BettorDetails>()(
  object({
    profile: object({
      id: number(),
      username: string(),
      email: nullable(string()),
      phone: nullable(string()),
      country: nullable(string()),
      club: nullable(string()),
      sponsor: nullable(string()),
      active: boolean(),
      joined: string(),
    }),
    balance: number(),
    statement: array(statementLine),
    bets: array(
      object({
        id: number(),
        market: string(),
        selection: string(),
        stake: number(),
        odds: number(),
        status: string(),
        payout: nullable(number()),
        placed_at: optional(string()),
      }),
    ),
    followers: array(object({ id: number(), username: string(), created_at: optional(string()) })),
    safer_gambling: optional(
      object({
        state: unchecked<StateInForce>(),
        history: unchecked<SaferGamblingChange[]>(),
      }),
    ),
  }),
);

const auditRecord = wire<AuditRecord>()(
  object({
    id: number(),
    operator: string(),
    via: string(),
    action: string(),
    object: string(),
    before: unchecked<unknown>(),
    after: unchecked<unknown>(),
    reason: nullable(string()),
    created_at: string(),
  }),
);

export const auditListReply = wire<AuditList>()(object({ records: array(auditRecord) }));

const openComplaint = {
  id: number(),
  username: string(),
  date: string(),
  qtitle: string(),
  qdescription: string(),
};

export const complaintQueuesReply = wire<ComplaintQueues>()(
  object({
    open: array(object(openComplaint)),
    answered: array(
      object({
        ...openComplaint,
        answer: nullable(string()),
        answered_at: nullable(string()),
      }),
    ),
  }),
);

const operatorRow = wire<OperatorRow>()(
  object({
    id: number(),
    username: string(),
    role: string(),
    active: boolean(),
    created_at: optional(string()),
  }),
);

export const operatorListReply = wire<OperatorList>()(object({ operators: array(operatorRow) }));

export const operatorEnrolmentReply = wire<OperatorEnrolment>()(
  object({
    operator: operatorRow,
    totp_secret: string(),
    otpauth_uri: string(),
    qr_data_url: string(),
  }),
);

const verifierRun = wire<VerifierRunSummary>()(
  object({
    ok: boolean(),
    violations: number(),
    ran_at: string(),
    source: optional(string()),
    ran_by: optional(nullable(string())),
  }),
);

/** The newest run carries its report too (additional properties are written as they are). */
export const ledgerHealthReply = wire<LedgerHealth>()(
  object({
    last_check: nullable(verifierRun),
    recent_checks: optional(array(verifierRun)),
    house_accounts: array(object({ code: string(), balance: number() })),
    bettors_total: number(),
  }),
);

export const operatorSettingsReply = wire<OperatorSettings>()(
  object({ four_eyes_above: number() }),
);

/** The answer of every change but settling, which adds its summary. */
export const actionAnswerReply = wire<ActionAnswer>()(
  object({ record: auditRecord, replayed: boolean() }),
);

const settlementSummary = wire<SettlementSummary>()(
  object({
    marketId: number(),
    matchId: number(),
    outcome: literal(['winner', 'void']),
    winningBetEventId: nullable(number()),
    won: number(),
    lost: number(),
    voided: number(),
    paid: number(),
    refunded: number(),
    userIds: array(number()),
  }),
);

export const settleAnswerReply = wire<SettleAnswer>()(
  object({ record: auditRecord, replayed: boolean(), summary: nullable(settlementSummary) }),
);
