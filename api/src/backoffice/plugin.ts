/**
 * The back-office domain: one Fastify plugin under `/operator/`, for the operators' web app
 * (backoffice/). Its sessions are operator sessions only: a bettor's token is refused on every
 * route here (401), as an operator's is on every bettor route. Every route but sign-in names the
 * permission its role needs (403 otherwise). Changes go through OperatorActions, the services of
 * the ops tool, each with its audit record; `Idempotency-Key` makes a retry answer the first
 * result. Lists answer an ETag, so the app polls them cheaply (304 while nothing changed).
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BACKOFFICE_CHANNEL, idOf, IDEMPOTENCY_KEY_HEADER } from '@sportsbook/shared/contracts';
import {
  actionAnswerReply,
  auditListReply,
  complaintQueuesReply,
  operatorListReply,
  operatorSettingsReply,
  auditQuery,
  bettorDetailsReply,
  bettorSearchReply,
  depositQueueReply,
  ledgerHealthReply,
  operatorEnrolmentReply,
  operatorMarketsReply,
  operatorMeReply,
  operatorSessionReply,
  SEARCH_MESSAGE,
  settleAnswerReply,
  settlementImpactReply,
  SEARCH_MIN_LENGTH,
  settlementPreviewQuery,
  userSearchQuery,
  WINNER_MESSAGE,
  withdrawalQueueReply,
} from '@sportsbook/shared/contracts/wire-schemas';
import type { Static } from '@sportsbook/shared/contracts/wire-schemas';
import { bearerToken } from '../http/authenticate';
import { queryOf } from '../http/query';
import {
  MemoryGuardStore,
  RedisGuardStore,
  SignInGuard,
  SignInHeld,
} from '../accounts/sign-in-guard';
import { ApiError } from '../errors';
import type { LedgerCheck } from '../ledger/verify-checks';
import { byAddress, limiter, rateLimited, registerRateLimits, tooMany } from '../http/rate-limits';
import { channelAuthSchema, signChannelRequest } from '../realtime/channel-auth-request';
import type { ChannelAuthBody } from '../realtime/channel-auth-request';
import { canonicalId, idParamsSchema, invalidField, replyOf } from '../http/schemas';
import type { IdParams } from '../http/schemas';
import type { AuditTrail } from './audit-trail';
import type { Actor } from './audit-trail';
import { BackofficeQueries } from './backoffice-queries';
import {
  OperatorAccounts,
  OPERATOR_SESSION_MS,
  OPERATOR_UNAUTHENTICATED,
} from './operator-accounts';
import type { Operator } from './operator-accounts';
import type { OperatorActions } from './operator-actions';
import { createOperatorActions } from './operator-services';
import type { ActionContext, ActionOutcome } from './operator-actions';
import { allows, PERMISSIONS } from './permissions';
import type { Permission } from './permissions';

export const OPERATOR_PREFIX = '/operator';
export const TOO_MANY_OPERATOR_SIGN_INS = 'Too many sign-in attempts.';

declare module 'fastify' {
  interface FastifyInstance {
    operators: OperatorAccounts;
    operatorActions: OperatorActions;
    operatorQueries: BackofficeQueries;
    auditTrail: AuditTrail;
  }
  interface FastifyRequest {
    /** Set by the back office's auth hook; null elsewhere. */
    operator: Operator | null;
  }
}

const text = { type: 'string', maxLength: 2000 } as const;
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;

function bodySchema(fields: Record<string, object>, required: readonly string[] = []) {
  return {
    type: 'object',
    properties: fields,
    required: [...required],
    additionalProperties: false,
  } as const;
}

function forbidden(role: string): ApiError {
  return new ApiError('FORBIDDEN', `The ${role} role may not do this.`);
}

/** The operator of a guarded route. */
function operatorOf(request: FastifyRequest): Operator {
  if (!request.operator) throw new ApiError('UNAUTHENTICATED', OPERATOR_UNAUTHENTICATED);
  return request.operator;
}

function contextOf(request: FastifyRequest, reason?: string): ActionContext {
  const operator = operatorOf(request);
  const key = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  const requestKey = typeof key === 'string' ? key : null;
  if (requestKey !== null && !KEY_PATTERN.test(requestKey)) {
    throw new ApiError(
      'VALIDATION_FAILED',
      `${IDEMPOTENCY_KEY_HEADER} must be 8 to 100 letters, digits, dots, colons, dashes or underscores.`,
    );
  }
  const actor: Actor = { operatorId: operator.id, name: operator.username, via: 'app' };
  return { actor, reason: reason ?? null, requestKey };
}

function answer(outcome: ActionOutcome) {
  return { record: outcome.record, replayed: outcome.replayed };
}

/**
 * Builds the back office's services on the app's (decorated on the root, so the server and tests
 * reach them) and registers its routes as one encapsulated plugin. `ledgerChecks` are what the
 * verifier proves when an operator runs it (the app's full set).
 */
export function registerBackoffice(
  app: FastifyInstance,
  ledgerChecks: readonly LedgerCheck[],
): void {
  const { actions, audit, transactions } = createOperatorActions(app.db, {
    wallet: app.walletOperations,
    markets: app.markets,
    settlement: app.settlement,
    complaints: app.complaints,
    ledger: app.ledger,
    accounts: app.accounts,
    saferGambling: app.saferGambling,
    broadcaster: app.broadcaster,
    now: app.now,
  });
  const operators = new OperatorAccounts(app.db, transactions, app.now);
  const queries = new BackofficeQueries(
    app.db,
    transactions,
    app.walletOperations,
    app.complaints,
    ledgerChecks,
    app.now,
    app.saferGambling,
    app.accounts,
  );
  app.decorate('operators', operators);
  app.decorate('operatorActions', actions);
  app.decorate('operatorQueries', queries);
  app.decorate('auditTrail', audit);
  app.decorateRequest('operator', null);
  app.register(backofficeRoutes);
}

async function backofficeRoutes(app: FastifyInstance): Promise<void> {
  const { operators, operatorActions: actions, operatorQueries: queries, auditTrail: audit } = app;
  await registerRateLimits(app);

  // Lists answer an ETag of their body; a poll with If-None-Match gets an empty 304.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200 || typeof payload !== 'string') {
      return payload;
    }
    const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
    reply.header('etag', etag);
    if (request.headers['if-none-match'] === etag) {
      reply.code(304);
      return '';
    }
    return payload;
  });

  const guard =
    (permission: Permission) => async (request: FastifyRequest, reply: FastifyReply) => {
      reply.header('cache-control', 'no-store');
      const token = bearerToken(request.headers.authorization);
      const operator = token ? await operators.authenticate(token) : null;
      if (!operator) {
        reply.header('WWW-Authenticate', 'Bearer realm="operator"');
        throw new ApiError('UNAUTHENTICATED', OPERATOR_UNAUTHENTICATED);
      }
      request.operator = operator;
      if (!allows(operator.role, permission)) throw forbidden(operator.role);
    };
  const paramIdOf = (request: FastifyRequest) => (request.params as IdParams).id;
  const withId = { params: idParamsSchema };
  /** A change's answer (`answer`): its audit record, and whether it replays. */
  const answered = replyOf(actionAnswerReply);

  // Sign-in: password and TOTP code, limited per address and guarded per operator account.
  const signInGuard = new SignInGuard({
    store: app.redis
      ? new RedisGuardStore(app.redis, `${app.config.redisKeyPrefix}operator:`)
      : new MemoryGuardStore(),
    maxFailures: app.config.auth.tokenRateLimitPerUsername,
    windowMs: app.config.auth.rateLimitWindowMs,
    knownForMs: OPERATOR_SESSION_MS,
    now: app.now,
    log: app.log,
  });
  const signInLimits = rateLimited(
    [
      {
        limiter: limiter(
          app,
          'operator-session',
          app.config.auth.tokenRateLimitPerAddress,
          byAddress,
        ),
      },
    ],
    TOO_MANY_OPERATOR_SIGN_INS,
  );
  app.post<{ Body: { username?: string; password?: string; code?: string } }>(
    `${OPERATOR_PREFIX}/session`,
    {
      schema: {
        body: bodySchema({ username: text, password: text, code: text }),
        ...replyOf(operatorSessionReply),
      },
      preHandler: signInLimits,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { username = '', password = '', code = '' } = request.body ?? {};
      const fieldErrors: Record<string, string> = {};
      if (username.trim() === '') fieldErrors.username = 'The username is required.';
      if (password === '') fieldErrors.password = 'The password is required.';
      if (!/^\d{6}$/.test(code.trim()))
        fieldErrors.code = 'The code is the 6 digits your app shows.';
      const first = Object.values(fieldErrors)[0];
      if (first) throw new ApiError('VALIDATION_FAILED', first, { fieldErrors });
      try {
        return await signInGuard.attempt(
          `operator:${username.trim().toLowerCase()}`,
          request.ip,
          () => operators.signIn(username, password, code.trim()),
        );
      } catch (error) {
        if (!(error instanceof SignInHeld)) throw error;
        throw tooMany(reply, error.retryAfterS, TOO_MANY_OPERATOR_SIGN_INS);
      }
    },
  );

  // Any signed-in operator: who am I, what may I do, sign out.
  const signedIn = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    const token = bearerToken(request.headers.authorization);
    const operator = token ? await operators.authenticate(token) : null;
    if (!operator) throw new ApiError('UNAUTHENTICATED', OPERATOR_UNAUTHENTICATED);
    request.operator = operator;
  };
  app.get(
    `${OPERATOR_PREFIX}/me`,
    { onRequest: signedIn, schema: replyOf(operatorMeReply) },
    async (request) => {
      const operator = operatorOf(request);
      return {
        id: operator.id,
        username: operator.username,
        role: operator.role,
        permissions: (Object.keys(PERMISSIONS) as Permission[]).filter((p) =>
          allows(operator.role, p),
        ),
      };
    },
  );
  // The operators' realtime channel, for any signed-in operator: its notices name which lists
  // changed, never their data, which each screen refetches under its role's permission.
  app.post<{ Body: ChannelAuthBody }>(
    `${OPERATOR_PREFIX}/broadcasting/auth`,
    { onRequest: signedIn, schema: channelAuthSchema },
    async (request) =>
      signChannelRequest(
        app.config.pusher,
        request.body,
        (channel) => channel === BACKOFFICE_CHANNEL,
      ),
  );
  app.delete(`${OPERATOR_PREFIX}/session`, { onRequest: signedIn }, async (request, reply) => {
    await operators.signOut(operatorOf(request));
    return reply.code(204).send();
  });

  // Deposits and withdrawals.
  const reasonBody = { body: bodySchema({ reason: text }) };
  type ReasonBody = { Body: { reason?: string } | undefined; Params: IdParams };
  app.get(
    `${OPERATOR_PREFIX}/deposits`,
    { onRequest: guard('wallet.read'), schema: replyOf(depositQueueReply) },
    async () => ({
      deposits: await queries.depositQueue(),
    }),
  );
  app.post<ReasonBody>(
    `${OPERATOR_PREFIX}/deposits/:id/approve`,
    {
      onRequest: guard('wallet.decide'),
      preValidation: canonicalId,
      schema: { ...withId, ...reasonBody, ...answered },
    },
    async (request) =>
      answer(
        await actions.approveDeposit(contextOf(request, request.body?.reason), paramIdOf(request)),
      ),
  );
  app.post<ReasonBody>(
    `${OPERATOR_PREFIX}/deposits/:id/reject`,
    {
      onRequest: guard('wallet.decide'),
      preValidation: canonicalId,
      schema: { ...withId, ...reasonBody, ...answered },
    },
    async (request) =>
      answer(
        await actions.rejectDeposit(contextOf(request, request.body?.reason), paramIdOf(request)),
      ),
  );
  app.get(
    `${OPERATOR_PREFIX}/withdrawals`,
    { onRequest: guard('wallet.read'), schema: replyOf(withdrawalQueueReply) },
    async () => {
      const threshold = await actions.fourEyesThreshold();
      return { four_eyes_above: threshold, withdrawals: await queries.withdrawalQueue(threshold) };
    },
  );
  app.post<ReasonBody>(
    `${OPERATOR_PREFIX}/withdrawals/:id/approve`,
    {
      onRequest: guard('wallet.decide'),
      preValidation: canonicalId,
      schema: { ...withId, ...reasonBody, ...answered },
    },
    async (request) =>
      answer(
        await actions.approveWithdrawal(
          contextOf(request, request.body?.reason),
          paramIdOf(request),
        ),
      ),
  );
  app.post<ReasonBody>(
    `${OPERATOR_PREFIX}/withdrawals/:id/reject`,
    {
      onRequest: guard('wallet.decide'),
      preValidation: canonicalId,
      schema: { ...withId, ...reasonBody, ...answered },
    },
    async (request) =>
      answer(
        await actions.rejectWithdrawal(
          contextOf(request, request.body?.reason),
          paramIdOf(request),
        ),
      ),
  );
  app.post<{ Body: { username?: string; coins?: string; reason?: string } }>(
    `${OPERATOR_PREFIX}/credits`,
    {
      onRequest: guard('wallet.credit'),
      schema: { body: bodySchema({ username: text, coins: text, reason: text }), ...answered },
    },
    async (request) => {
      const { username = '', coins = '', reason } = request.body ?? {};
      if (username.trim() === '') throw invalidField('username', 'The username is required.');
      return answer(
        await actions.credit(contextOf(request, reason), username.trim(), coins.trim()),
      );
    },
  );

  // Markets.
  app.get(
    `${OPERATOR_PREFIX}/markets`,
    { onRequest: guard('markets.read'), schema: replyOf(operatorMarketsReply) },
    async () => ({
      matches: await queries.markets(),
    }),
  );
  for (const [verb, locked] of [
    ['lock', true],
    ['unlock', false],
  ] as const) {
    app.post<{ Params: IdParams }>(
      `${OPERATOR_PREFIX}/markets/:id/${verb}`,
      {
        onRequest: guard('markets.change'),
        preValidation: canonicalId,
        schema: { ...withId, ...answered },
      },
      async (request) =>
        answer(await actions.setMarketStatus(contextOf(request), paramIdOf(request), locked)),
    );
  }
  app.post<{ Params: IdParams; Body: { odds?: { id: number; odds: number }[] } }>(
    `${OPERATOR_PREFIX}/markets/:id/odds`,
    {
      onRequest: guard('markets.change'),
      preValidation: canonicalId,
      schema: {
        ...withId,
        body: bodySchema(
          {
            odds: {
              type: 'array',
              minItems: 1,
              maxItems: 50,
              items: {
                type: 'object',
                properties: { id: { type: 'integer', minimum: 1 }, odds: { type: 'number' } },
                required: ['id', 'odds'],
                additionalProperties: false,
              },
            },
          },
          ['odds'],
        ),
        ...answered,
      },
    },
    async (request) =>
      answer(
        await actions.changeOdds(
          contextOf(request),
          paramIdOf(request),
          (request.body?.odds ?? []).map((change) => ({ id: change.id, bet_ratio: change.odds })),
        ),
      ),
  );
  const winnerOf = (value: unknown): number | 'void' => {
    if (value === 'void') return 'void';
    const id = idOf(value);
    if (id !== null) return id;
    if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value;
    throw invalidField('winner', WINNER_MESSAGE);
  };
  app.get<{ Params: IdParams; Querystring: Static<typeof settlementPreviewQuery> }>(
    `${OPERATOR_PREFIX}/markets/:id/settlement-preview`,
    {
      onRequest: guard('markets.settle'),
      preValidation: canonicalId,
      schema: {
        ...withId,
        querystring: settlementPreviewQuery,
        ...replyOf(settlementImpactReply),
      },
    },
    async (request) => queries.settlementImpact(paramIdOf(request), winnerOf(request.query.winner)),
  );
  app.post<{ Params: IdParams; Body: { winner?: string; reason?: string } }>(
    `${OPERATOR_PREFIX}/markets/:id/settle`,
    {
      onRequest: guard('markets.settle'),
      preValidation: canonicalId,
      schema: {
        ...withId,
        body: bodySchema({ winner: { type: 'string', maxLength: 20 }, reason: text }, ['winner']),
        ...replyOf(settleAnswerReply),
      },
    },
    async (request) => {
      const winner = winnerOf(request.body?.winner);
      const outcome = await actions.settle(
        contextOf(request, request.body?.reason),
        paramIdOf(request),
        winner === 'void' ? 'void' : { winningBetEventId: winner },
      );
      return { ...answer(outcome), summary: outcome.summary };
    },
  );

  // Complaints.
  app.get(
    `${OPERATOR_PREFIX}/complaints`,
    { onRequest: guard('complaints.read'), schema: replyOf(complaintQueuesReply) },
    async () => queries.complaints(),
  );
  app.post<{ Params: IdParams; Body: { answer?: string } }>(
    `${OPERATOR_PREFIX}/complaints/:id/answer`,
    {
      onRequest: guard('complaints.answer'),
      preValidation: canonicalId,
      schema: {
        ...withId,
        body: bodySchema({ answer: { type: 'string', maxLength: 5000 } }),
        ...answered,
      },
    },
    async (request) =>
      answer(
        await actions.answerComplaint(
          contextOf(request),
          paramIdOf(request),
          request.body?.answer ?? '',
        ),
      ),
  );

  // Bettors.
  app.get<{ Querystring: Static<typeof userSearchQuery> }>(
    `${OPERATOR_PREFIX}/users`,
    { onRequest: guard('users.read'), ...queryOf(userSearchQuery, bettorSearchReply) },
    async (request) => {
      const q = request.query.q?.trim() ?? '';
      if (q.length < SEARCH_MIN_LENGTH) throw invalidField('q', SEARCH_MESSAGE);
      return { users: await queries.searchUsers(q) };
    },
  );
  app.get<{ Params: IdParams }>(
    `${OPERATOR_PREFIX}/users/:id`,
    {
      onRequest: guard('users.read'),
      preValidation: canonicalId,
      schema: { ...withId, ...replyOf(bettorDetailsReply) },
    },
    async (request) => queries.userDetails(paramIdOf(request)),
  );
  for (const [verb, active] of [
    ['suspend', false],
    ['reactivate', true],
  ] as const) {
    app.post<ReasonBody>(
      `${OPERATOR_PREFIX}/users/:id/${verb}`,
      {
        onRequest: guard('users.status'),
        preValidation: canonicalId,
        schema: { ...withId, ...reasonBody, ...answered },
      },
      async (request) =>
        answer(
          await actions.setUserActive(
            contextOf(request, request.body?.reason),
            paramIdOf(request),
            active,
          ),
        ),
    );
  }

  // A time-out an operator adds, through the safer-gambling service's own. There is no route to
  // end or shorten a break (the bettor's or an operator's): none is ever lifted early.
  app.post<{ Params: IdParams; Body: { duration?: string; reason?: string } | undefined }>(
    `${OPERATOR_PREFIX}/users/:id/time-out`,
    {
      onRequest: guard('users.time-out'),
      preValidation: canonicalId,
      schema: { ...withId, body: bodySchema({ duration: text, reason: text }), ...answered },
    },
    async (request) =>
      answer(
        await actions.addTimeOut(
          contextOf(request, request.body?.reason),
          paramIdOf(request),
          request.body?.duration,
        ),
      ),
  );

  // Audit trail, ledger health, operators, settings.
  app.get<{ Querystring: Static<typeof auditQuery> }>(
    `${OPERATOR_PREFIX}/audit`,
    { onRequest: guard('audit.read'), ...queryOf(auditQuery, auditListReply) },
    async (request) => {
      const { operator, action, object, before_id: beforeId } = request.query;
      return {
        records: await audit.list({
          operator: operator?.trim() || undefined,
          action: action?.trim() || undefined,
          object: object?.trim() || undefined,
          beforeId: beforeId ? Number(beforeId) : undefined,
        }),
      };
    },
  );
  const health = { onRequest: guard('ledger.read'), schema: replyOf(ledgerHealthReply) };
  app.get(`${OPERATOR_PREFIX}/ledger-health`, health, async () => queries.ledgerHealth());
  app.post(`${OPERATOR_PREFIX}/ledger-health/verify`, health, async (request) =>
    queries.runLedgerCheck(operatorOf(request).username),
  );
  app.get(
    `${OPERATOR_PREFIX}/operators`,
    { onRequest: guard('operators.manage'), schema: replyOf(operatorListReply) },
    async () => ({
      operators: await operators.list(),
    }),
  );
  app.post<{ Body: { username?: string; password?: string; role?: string } }>(
    `${OPERATOR_PREFIX}/operators`,
    {
      onRequest: guard('operators.manage'),
      schema: {
        body: bodySchema({ username: text, password: text, role: text }),
        ...replyOf(operatorEnrolmentReply),
      },
    },
    async (request, reply) => {
      const { username = '', password = '', role = '' } = request.body ?? {};
      const ctx = contextOf(request);
      let enrolment: Awaited<ReturnType<OperatorAccounts['create']>> | null = null;
      await audit.act(
        {
          actor: ctx.actor,
          action: 'create-operator',
          object: `operator:${username.trim().toLowerCase()}`,
        },
        async () => {
          enrolment = await operators.create({ username, password, role });
        },
      );
      return reply.code(201).send(enrolment);
    },
  );
  app.get(
    `${OPERATOR_PREFIX}/settings`,
    { onRequest: guard('settings.manage'), schema: replyOf(operatorSettingsReply) },
    async () => ({
      four_eyes_above: await actions.fourEyesThreshold(),
    }),
  );
  app.put<{ Body: { four_eyes_above?: number } }>(
    `${OPERATOR_PREFIX}/settings`,
    {
      onRequest: guard('settings.manage'),
      schema: {
        body: bodySchema({ four_eyes_above: { type: 'integer' } }, ['four_eyes_above']),
        ...answered,
      },
    },
    async (request) =>
      answer(
        await actions.setFourEyesThreshold(contextOf(request), request.body?.four_eyes_above ?? -1),
      ),
  );
}
