/**
 * The safer-gambling domain's routes (issue 31), under `/ng/user/safer-gambling`, all for the
 * signed-in bettor only. GETs answer `{ data }`; POSTs (SPEC's form posts) answer
 * `{ message, data: SaferGamblingState }`. The enforcement itself is `guard`, which every money
 * route calls in its own transaction (safer-gambling-service.ts).
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS, SAFER_GAMBLING_MESSAGES } from '@sportsbook/shared/contracts';
import {
  activitySummaryReply,
  saferGamblingHistoryReply,
  saferGamblingReply,
  saferGamblingStateReply,
  sessionActivityReply,
} from '@sportsbook/shared/contracts/wire-schemas';
import type { Typed } from '@sportsbook/shared/contracts/wire-schemas';
import type {
  ActivitySummary,
  DataEnvelope,
  SaferGamblingChange,
  SaferGamblingResponse,
  SaferGamblingState,
  SessionActivity,
} from '@sportsbook/shared/contracts';
import { authenticate, currentUser } from '../http/authenticate';
import type { AuthUser } from '../http/authenticate';
import { ApiError } from '../errors';
import { formBodySchema } from '../http/form-body';
import { replyOf } from '../http/schemas';
import type { FormBody } from '../http/form-body';
import { SaferGamblingService } from './safer-gambling-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Deposit limits, breaks and reality checks; `guard` runs in every money route (issue 31). */
    saferGambling: SaferGamblingService;
  }
}

/** Safer gambling: its services, decorated at once, then its routes (README "Layout"). */
export function registerSaferGambling(app: FastifyInstance): void {
  app.decorate('saferGambling', new SaferGamblingService(app.db, app.ledger.transactions, app.now));
  app.register(saferGamblingRoutes);
}

type Change = Promise<{ message: string; state: SaferGamblingState }>;

function postForm<const F extends readonly string[]>(
  app: FastifyInstance,
  path: string,
  fields: F,
  work: (form: FormBody<F[number]>, user: AuthUser) => Change,
): void {
  app.post<{ Body: FormBody<F[number]> | undefined; Reply: SaferGamblingResponse }>(
    `/${path}`,
    {
      schema: { body: formBodySchema(fields), ...replyOf(saferGamblingReply) },
      onRequest: authenticate(app),
    },
    async (request) => {
      const { message, state } = await work(request.body ?? {}, currentUser(request));
      return { message, data: state };
    },
  );
}

/** `GET /<path>` answering `{ data }`, written with `reply`, the schema of that very type. */
function getData<T>(
  app: FastifyInstance,
  path: string,
  reply: Typed<DataEnvelope<T>>,
  read: (user: AuthUser) => Promise<T>,
): void {
  app.get<{ Reply: DataEnvelope<T> }>(
    `/${path}`,
    { schema: replyOf(reply), onRequest: authenticate(app) },
    async (request) => ({ data: await read(currentUser(request)) }),
  );
}

export async function saferGamblingRoutes(app: FastifyInstance): Promise<void> {
  const service = app.saferGambling;
  getData<SaferGamblingState>(app, API_PATHS.saferGambling, saferGamblingStateReply, (user) =>
    service.stateOf(user.id),
  );
  getData<SaferGamblingChange[]>(
    app,
    API_PATHS.saferGamblingHistory,
    saferGamblingHistoryReply,
    (user) => service.historyOf(user.id),
  );
  getData<ActivitySummary>(app, API_PATHS.saferGamblingActivity, activitySummaryReply, (user) =>
    service.activityOf(user.id),
  );
  getData<SessionActivity>(app, API_PATHS.saferGamblingSession, sessionActivityReply, (user) =>
    service.sessionOf(user.id, user.familyId),
  );

  postForm(app, API_PATHS.depositLimit, ['period', 'limit'] as const, (form, user) => {
    const { period, limitMinor } = SaferGamblingService.readLimit(form.period, form.limit);
    return service.setDepositLimit(user.id, period, limitMinor);
  });
  postForm(app, API_PATHS.depositLimitConfirm, ['period'] as const, (form, user) =>
    service.confirmDepositLimit(user.id, SaferGamblingService.readPeriod(form.period)),
  );
  postForm(app, API_PATHS.depositLimitCancel, ['period'] as const, (form, user) =>
    service.cancelDepositLimit(user.id, SaferGamblingService.readPeriod(form.period)),
  );
  postForm(app, API_PATHS.timeOut, ['duration'] as const, (form, user) =>
    service.takeTimeOut(user.id, SaferGamblingService.readTimeOut(form.duration)),
  );
  postForm(app, API_PATHS.selfExclusion, ['duration', 'confirm'] as const, (form, user) => {
    const duration = SaferGamblingService.readSelfExclusion(form.duration);
    if (form.confirm?.trim() !== 'yes') {
      const message = SAFER_GAMBLING_MESSAGES.exclusionConfirmRequired;
      throw new ApiError('VALIDATION_FAILED', message, {
        fieldErrors: { confirm: message },
        statusCode: 422,
      });
    }
    return service.selfExclude(user.id, duration);
  });
  postForm(app, API_PATHS.realityCheck, ['minutes'] as const, (form, user) =>
    service.setRealityCheck(user.id, SaferGamblingService.readRealityCheck(form.minutes)),
  );
}
