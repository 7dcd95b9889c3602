/**
 * The one way to register a money-moving POST (bet submit today; deposit, withdraw, coin transfer
 * and prediction entry when they come). It gives every such route the same rules, so none can
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
 * The path must be listed in MONEY_MOVING_PATHS of shared/contracts, the contract that tells
 * clients which calls need the key; registering one that is not listed fails at start.
 */
import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, MONEY_MOVING_PATHS } from '@sportsbook/shared/contracts';
import { authenticate, currentUser } from '../accounts/authenticate';
import type { AuthUser } from '../accounts/tokens';
import { requestHash, requireIdempotencyKey } from '../ledger/idempotency';
import type { WriteTrx } from '../db/write-transaction';
import { formBodySchema } from './auth/form-body';
import type { FormBody } from './auth/form-body';
import type { PasswordAttempts } from './account/password-attempts';

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

/** The work of one money-moving request, run in its money transaction. */
export type MoneyWork<T> = (trx: WriteTrx) => Promise<MoneyAnswer<T>>;

/**
 * Registers `POST /<path>` with the form `fields`. `prepare` reads the form (throwing an ApiError
 * for bad input, before anything runs) and returns the work; it may be async for checks that are
 * slow and need no lock (the wallet's password re-check), so they run outside the transaction.
 */
export function postMoneyForm<const F extends readonly string[], T>(
  app: FastifyInstance,
  path: string,
  fields: F,
  prepare: (form: FormBody<F[number]>, user: AuthUser) => MoneyWork<T> | Promise<MoneyWork<T>>,
  options: {
    /** Guards `prepare`, which checks the password again: wrong passwords are limited. */
    passwordAttempts?: PasswordAttempts;
  } = {},
): void {
  if (!MONEY_MOVING_PATHS.includes(path)) {
    throw new Error(
      `POST /${path} moves coins: list it in MONEY_MOVING_PATHS of shared/contracts.`,
    );
  }
  app.post<{ Body: FormBody<F[number]> | undefined }>(
    `/${path}`,
    {
      schema: { body: formBodySchema(fields) },
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
        ? await passwordAttempts.guard(request, reply, async () => prepare(form, user))
        : await prepare(form, user);
      let afterCommit: MoneyAnswer<T>['afterCommit'];
      const result = await app.ledger.idempotent.run<T>(idempotent, async (trx) => {
        const answer = await work(trx);
        // A retried attempt (PostgreSQL) replaces the hook of the one that rolled back.
        afterCommit = answer.afterCommit;
        return { statusCode: answer.statusCode, body: answer.body };
      });
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
