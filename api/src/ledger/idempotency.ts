/**
 * Idempotent money-moving requests. Every money-moving POST carries an `Idempotency-Key` (required:
 * see MONEY_MOVING_PATHS in shared/contracts and http/money-post.ts); the client makes one per
 * attempt and sends it again with every retry of that attempt. The first request with a key claims it (a row unique per user and key) and stores its response in
 * the same transaction as the coins it moved. A retry with the key replays that response and moves
 * nothing; the key with a different request is refused. A refused request (any ApiError) rolls
 * back its claim too, so nothing of it is remembered and a retry is judged afresh.
 *
 * Concurrent requests with one key: on SQLite the IMMEDIATE transactions run one after another,
 * so the second sees the first's row. On PostgreSQL the second insert of the key waits for the
 * first transaction and then inserts nothing (`on conflict do nothing`), so it reads the first's
 * row and replays (or, when the first rolled back, claims the key itself). A unique violation
 * all the same is retried and replays.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { toDbTime } from '../db/time';
import { ApiError } from '../errors';
import { isUniqueViolation } from '../db/db-errors';
import { PreparedQuery } from '../db/prepared-query';
import type { WriteTransactions, WriteTrx } from '../db/write-transaction';

export const IDEMPOTENCY_KEY_REUSED_MESSAGE =
  'This Idempotency-Key was already used for a different request.';
export const IDEMPOTENCY_KEY_REQUIRED_MESSAGE =
  'This request moves coins: send an Idempotency-Key header, one per attempt, the same for its retries.';
export const IDEMPOTENCY_KEY_MALFORMED_MESSAGE =
  'The Idempotency-Key header must be 1 to 255 visible ASCII characters.';

/** Visible ASCII, 1 to 255 characters (UUIDs, ULIDs, random base64url all fit). */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export interface IdempotentRequest {
  userId: number;
  /** The header's value (required: see `requireIdempotencyKey`). */
  key: string;
  /** `requestHash(...)` of the request. */
  requestHash: string;
}

export interface IdempotentResponse<T> {
  statusCode: number;
  body: T;
  /** True when this is the stored response of an earlier request with the same key. */
  replayed: boolean;
}

/**
 * The header's value; a missing (or empty) key is 400 IDEMPOTENCY_KEY_REQUIRED and a malformed one
 * 400 VALIDATION_FAILED, before anything runs.
 */
export function requireIdempotencyKey(value: string | string[] | undefined): string {
  if (value === undefined || value === '') {
    throw new ApiError('IDEMPOTENCY_KEY_REQUIRED', IDEMPOTENCY_KEY_REQUIRED_MESSAGE, {
      fieldErrors: { idempotency_key: IDEMPOTENCY_KEY_REQUIRED_MESSAGE },
    });
  }
  if (typeof value !== 'string' || !KEY_PATTERN.test(value)) {
    throw new ApiError('VALIDATION_FAILED', IDEMPOTENCY_KEY_MALFORMED_MESSAGE, {
      fieldErrors: { idempotency_key: IDEMPOTENCY_KEY_MALFORMED_MESSAGE },
    });
  }
  return value;
}

/** A stable fingerprint of a request: method, route and the body with its keys sorted. */
export function requestHash(method: string, route: string, body: unknown): string {
  const fields =
    typeof body === 'object' && body !== null
      ? Object.entries(body as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1))
      : [];
  return createHash('sha256')
    .update(JSON.stringify([method.toUpperCase(), route, fields]))
    .digest('hex');
}

/** How many times a PostgreSQL request that lost the race for its key is re-run (to replay). */
const MAX_KEY_RACES = 3;

/** The claim of a key: one row per (user, key), or nothing when the key is stored already. */
const claimKey = new PreparedQuery(
  ['userId', 'key', 'requestHash', 'createdAt'],
  (trx, slots: { userId: number; key: string; requestHash: string; createdAt: string }) =>
    trx
      .insertInto('idempotency_keys')
      .values({
        user_id: slots.userId,
        idempotency_key: slots.key,
        request_hash: slots.requestHash,
        response_status: 0,
        response_body: '',
        created_at: slots.createdAt,
      })
      .onConflict((conflict) => conflict.columns(['user_id', 'idempotency_key']).doNothing())
      .returning('id'),
);

/** The response stored with the claim, in the transaction of the work. */
const storeResponse = new PreparedQuery(
  ['id', 'status', 'body'],
  (trx, slots: { id: number; status: number; body: string }) =>
    trx
      .updateTable('idempotency_keys')
      .set({ response_status: slots.status, response_body: slots.body })
      .where('id', '=', slots.id),
);

export class IdempotentRequests {
  constructor(
    private readonly transactions: WriteTransactions,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Runs `work` once per (user, key) in a money transaction and stores its response with it. */
  async run<T>(
    request: IdempotentRequest,
    work: (trx: WriteTrx) => Promise<{ statusCode: number; body: T }>,
  ): Promise<IdempotentResponse<T>> {
    const { key } = request;
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.transactions.run((trx) => this.runOnce(trx, request, key, work));
      } catch (error) {
        const lostTheRace = isUniqueViolation(
          error,
          'idempotency_keys_user_key_unique',
          'idempotency_keys.user_id, idempotency_keys.idempotency_key',
        );
        if (!lostTheRace || attempt >= MAX_KEY_RACES) throw error;
      }
    }
  }

  /**
   * The answer stored for this user's key, to replay; null when the key has none (never used, or
   * its request was refused and so not kept). The key with another request is
   * IDEMPOTENCY_KEY_REUSED. Read outside any transaction, it lets a retry learn its answer before
   * anything else runs (http/money-post.ts); `run` reads it again in its transaction.
   */
  async storedAnswer<T>(
    db: Kysely<Database>,
    request: IdempotentRequest,
  ): Promise<IdempotentResponse<T> | null> {
    const stored = await db
      .selectFrom('idempotency_keys')
      .select(['request_hash', 'response_status', 'response_body'])
      .where('user_id', '=', request.userId)
      .where('idempotency_key', '=', request.key)
      .executeTakeFirst();
    if (!stored) return null;
    if (stored.request_hash !== request.requestHash) {
      throw new ApiError('IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_KEY_REUSED_MESSAGE);
    }
    return {
      statusCode: stored.response_status,
      body: JSON.parse(stored.response_body) as T,
      replayed: true,
    };
  }

  private async runOnce<T>(
    trx: WriteTrx,
    request: IdempotentRequest,
    key: string,
    work: (trx: WriteTrx) => Promise<{ statusCode: number; body: T }>,
  ): Promise<IdempotentResponse<T>> {
    // Claim the key before any other lock, so a concurrent twin waits here and not in a cycle.
    // The claim is the common path's only statement about the key: a key already stored (or
    // committed meanwhile by a twin on PostgreSQL, whose insert waits for it) inserts nothing,
    // and is then read to replay or refuse.
    const claim = await claimKey.first(trx, {
      userId: request.userId,
      key,
      requestHash: request.requestHash,
      createdAt: toDbTime(this.now()),
    });
    if (!claim) {
      const stored = await this.storedAnswer<T>(trx, request);
      if (!stored) throw new Error(`Idempotency key ${key} is claimed but not stored.`);
      return stored;
    }
    const result = await work(trx);
    await storeResponse.execute(trx, {
      id: claim.id,
      status: result.statusCode,
      body: JSON.stringify(result.body),
    });
    return { ...result, replayed: false };
  }
}
