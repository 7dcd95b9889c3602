/**
 * The one way to register a money-moving POST (bet submit, deposit, withdraw, coin transfer,
 * withdrawal cancel, prediction entry). It gives every such route the same rules, so none can
 * forget one:
 *
 * 1. the bearer token (401 before anything else is read);
 * 2. the `Idempotency-Key` header, required (400 IDEMPOTENCY_KEY_REQUIRED without it);
 * 3. a retry with the key of a request that went through gets that request's stored answer
 *    (`Idempotent-Replayed: true`) at once, before any password check or rate limit, and moves
 *    nothing: a client whose request timed out learns its answer however often it asks;
 * 4. SPEC's form fields, read and checked by the route's `prepare` before any transaction (with
 *    the password again, counted by `passwordAttempts` when it is wrong);
 * 5. the work, once per (user, key) in one money transaction, its answer stored with the coins it
 *    moved (a twin that arrives meanwhile still replays it, from inside the transaction).
 *
 * The work comes in one of two shapes. A `MoneyWork` runs in the money transaction this helper
 * asks the ledger for (`ledger.idempotent.run`), calling services with its `trx`. A
 * `ServiceMoneyWork` hands the request's key to a service, which asks the ledger for the one
 * idempotent transaction itself and moves the coins in it: the route then reads route → service →
 * ledger, with one door into the ledger (the bet submit does so: betting-service.ts `submitBet`).
 *
 * The path must be listed in MONEY_MOVING_PATHS of shared/contracts, the contract that tells
 * clients which calls need the key; registering one that is not listed fails at start.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  formFieldsOf,
  IDEMPOTENCY_KEY_HEADER,
  MONEY_MOVING_PATHS,
} from '@sportsbook/shared/contracts';
import type { FormOutput, FormSchema } from '@sportsbook/shared/contracts';
import { authenticate, currentUser } from './authenticate';
import type { AuthUser } from './authenticate';
import { requestHash, requireIdempotencyKey } from '../ledger/idempotency';
import type { IdempotentRequest, IdempotentResponse } from '../ledger/idempotency';
import type { WriteTrx } from '../db/write-transaction';
import { formBodySchema } from './form-body';
import { replyOf } from './schemas';
import type { FormBody } from './form-body';
import { validateForm } from '../form-validation';
import type { CodesByMessage } from '../form-validation';

function isFieldList(contract: FormSchema | readonly string[]): contract is readonly string[] {
  return Array.isArray(contract);
}

/**
 * What limits wrong passwords of a form that asks for the password again (the accounts domain's
 * `passwordAttemptLimit`): `guard` runs the check and counts it when it fails.
 */
export interface PasswordGuard {
  guard<T>(request: FastifyRequest, reply: FastifyReply, check: () => Promise<T>): Promise<T>;
}

/** Set on a response that is the stored answer of an earlier request with the same key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/**
 * The form as the request's fingerprint sees it: without the password, which would otherwise be
 * kept (hashed without salt) with the stored answer. A replay asks for no password: it moves
 * nothing, and tells only the answer the same user's request with that key already got.
 */
function withoutPassword(form: Record<string, string | undefined>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(form).filter(([name]) => name !== 'password'));
}

/** What the work of a money-moving request answers. */
export interface MoneyAnswer<T> {
  statusCode: number;
  body: T;
  /**
   * Runs once the transaction has committed, and not for a replay (e.g. `CoinsChanged` to the
   * receiver of a transfer). Its failure is logged; the answer stands.
   */
  afterCommit?: () => Promise<void>;
}

/** The work of one money-moving request, run in the money transaction this helper opens. */
export type MoneyWork<T> = (trx: WriteTrx) => Promise<MoneyAnswer<T>>;

/**
 * The work of one money-moving request whose service opens the money transaction: `once` asks the
 * ledger for the idempotent transaction of `request` (`ledger.idempotent.run`), moves the coins in
 * it and answers what was stored with the key (or the stored answer it replays).
 */
export interface ServiceMoneyWork<T> {
  once(request: IdempotentRequest): Promise<IdempotentResponse<T>>;
}

/** What `prepare` answers: the work, in either shape. */
type Prepared<T> = MoneyWork<T> | ServiceMoneyWork<T> | Promise<MoneyWork<T> | ServiceMoneyWork<T>>;

export interface MoneyFormOptions {
  /** Guards `prepare`, which checks the password again: wrong passwords are limited. */
  passwordAttempts?: PasswordGuard;
  /** With a schema: the codes of its problems that are not VALIDATION_FAILED, by message. */
  codes?: CodesByMessage;
  /** The reply's schema from shared's wire-schemas (`betSubmitReply`...): the route's `response`. */
  reply?: unknown;
}

/**
 * Registers `POST /<path>`, schema first: the form's schema from shared's contracts gives the
 * body's fields (Fastify's schema), the checked values' type and each problem's message
 * (`validateForm`: a 422 naming each field's first problem, before anything runs). `prepare`
 * gets the cleaned values and returns the work; it may be async for checks that are slow and need
 * no lock (the wallet's password re-check), so they run outside the transaction.
 */
export function postMoneyForm<S extends FormSchema, T>(
  app: FastifyInstance,
  path: string,
  schema: S,
  prepare: (form: FormOutput<S>, user: AuthUser) => Prepared<T>,
  options?: MoneyFormOptions,
): void;
/**
 * Registers `POST /<path>` with the form `fields` as optional strings; `prepare` reads them itself
 * (throwing an ApiError for bad input, before anything runs). Prefer a schema (above).
 */
export function postMoneyForm<const F extends readonly string[], T>(
  app: FastifyInstance,
  path: string,
  fields: F,
  prepare: (form: FormBody<F[number]>, user: AuthUser) => Prepared<T>,
  options?: MoneyFormOptions,
): void;
export function postMoneyForm<T>(
  app: FastifyInstance,
  path: string,
  contract: FormSchema | readonly string[],
  prepare: (form: never, user: AuthUser) => Prepared<T>,
  options: MoneyFormOptions = {},
): void {
  if (!MONEY_MOVING_PATHS.includes(path)) {
    throw new Error(
      `POST /${path} moves coins: list it in MONEY_MOVING_PATHS of shared/contracts.`,
    );
  }
  const fields = isFieldList(contract) ? contract : formFieldsOf(contract);
  /** The form as `prepare` takes it: the schema's cleaned values, or the fields as sent. */
  const formOf = (body: FormBody<string>): never =>
    (isFieldList(contract) ? body : validateForm(contract, body, options.codes)) as never;
  app.post<{ Body: FormBody<string> | undefined }>(
    `/${path}`,
    {
      schema: {
        body: formBodySchema(fields),
        ...(options.reply === undefined ? {} : replyOf(options.reply)),
      },
      onRequest: authenticate(app),
    },
    async (request, reply) => {
      const user = currentUser(request);
      const key = requireIdempotencyKey(request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()]);
      const form = request.body ?? {};
      const idempotent = {
        userId: user.id,
        key,
        requestHash: requestHash('POST', path, withoutPassword(form)),
      };
      const stored = await app.ledger.idempotent.storedAnswer<T>(app.db, idempotent);
      if (stored) {
        reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
        return reply.status(stored.statusCode).send(stored.body);
      }
      const { passwordAttempts } = options;
      const work = passwordAttempts
        ? await passwordAttempts.guard(request, reply, async () => prepare(formOf(form), user))
        : await prepare(formOf(form), user);
      let afterCommit: MoneyAnswer<T>['afterCommit'];
      const result =
        typeof work === 'function'
          ? await app.ledger.idempotent.run<T>(idempotent, async (trx) => {
              const answer = await work(trx);
              // A retried attempt (PostgreSQL) replaces the hook of the one that rolled back.
              afterCommit = answer.afterCommit;
              return { statusCode: answer.statusCode, body: answer.body };
            })
          : await work.once(idempotent);
      if (result.replayed) reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
      else if (afterCommit) {
        await afterCommit().catch((error: unknown) =>
          request.log.warn({ err: error, path }, 'after-commit work of a money POST failed'),
        );
      }
      return reply.status(result.statusCode).send(result.body);
    },
  );
}
