/**
 * Sessions: the OAuth password and refresh_token grants and bearer-token authentication.
 *
 * Tokens are opaque random strings (32 bytes, base64url); only their sha256 is stored, so a
 * database leak yields no usable token. Each sign-in starts a family: its access tokens (short
 * lived) and refresh tokens (rotated on every use) are revoked together. Presenting a refresh token
 * a second time means it was copied, so the whole family is revoked (RFC 9700, section 4.14).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { TokenResponse } from '@sportsbook/shared/contracts';
import type { AuthConfig } from '../config';
import type { Database } from '../db/schema';
import { toDbTime } from '../db/time';
import { ApiError } from '../errors';
import { PreparedQuery } from '../db/prepared-query';
import type { WriteTransactions } from '../db/write-transaction';
import type { AccountService } from './account-service';
import { verifyPassword } from './passwords';

export const INVALID_CREDENTIALS_MESSAGE = 'The user credentials were incorrect.';
export const INVALID_CLIENT_MESSAGE = 'Client authentication failed.';
export const INVALID_REFRESH_TOKEN_MESSAGE = 'The refresh token is invalid. Please sign in again.';
export const INACTIVE_ACCOUNT_MESSAGE = 'Your account is inactive. Please contact support.';
export const UNAUTHENTICATED_MESSAGE = 'Please Log In!';

/** The signed-in user of a request, read from its bearer token only. */
export interface AuthUser {
  id: number;
  username: string;
  /** The sign-in (token family) the token belongs to; logout revokes it. */
  familyId: number;
}

/** 32 random bytes in base64url: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

function invalidGrant(): ApiError {
  return new ApiError('INVALID_GRANT', INVALID_REFRESH_TOKEN_MESSAGE, { statusCode: 400 });
}

/** The access token's user and sign-in, read on every authenticated request (compiled once). */
const accessTokenUser = new PreparedQuery(['tokenHash'], (db, slots: { tokenHash: string }) =>
  db
    .selectFrom('access_tokens as t')
    .innerJoin('token_families as f', 'f.id', 't.family_id')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select([
      'u.id',
      'u.username',
      'u.status',
      't.family_id',
      't.expires_at',
      't.revoked_at',
      'f.revoked_at as family_revoked_at',
    ])
    .where('t.token_hash', '=', slots.tokenHash),
);

export class TokenService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly transactions: WriteTransactions,
    private readonly accounts: AccountService,
    private readonly config: AuthConfig,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Refuses any client but the configured one (constant-time comparison). */
  checkClient(clientId: string, clientSecret: string): void {
    const idOk = safeEqual(clientId, this.config.clientId);
    const secretOk = safeEqual(clientSecret, this.config.clientSecret);
    if (!idOk || !secretOk) throw new ApiError('INVALID_CLIENT', INVALID_CLIENT_MESSAGE);
  }

  /** grant_type=password. */
  async passwordGrant(username: string, password: string): Promise<TokenResponse> {
    const user = await this.accounts.findForSignIn(username);
    const matches = await verifyPassword(user?.passwordHash ?? null, password);
    if (!user || !matches) {
      throw new ApiError('INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE, {
        fieldErrors: { username: INVALID_CREDENTIALS_MESSAGE },
      });
    }
    if (!user.active) throw new ApiError('FORBIDDEN', INACTIVE_ACCOUNT_MESSAGE);
    return this.transactions.run(async (trx) => {
      const family = await trx
        .insertInto('token_families')
        .values({
          user_id: user.id,
          client_id: this.config.clientId,
          created_at: toDbTime(this.now()),
          revoked_at: null,
          revoked_reason: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return this.issue(trx, user.id, family.id);
    });
  }

  /** grant_type=refresh_token: rotates the refresh token; a reused one revokes its family. */
  async refreshGrant(refreshToken: string): Promise<TokenResponse> {
    if (!TOKEN_PATTERN.test(refreshToken)) throw invalidGrant();
    const outcome = await this.transactions.run(async (trx) => {
      const now = toDbTime(this.now());
      const token = await trx
        .selectFrom('refresh_tokens as r')
        .innerJoin('token_families as f', 'f.id', 'r.family_id')
        .innerJoin('users as u', 'u.id', 'r.user_id')
        .select([
          'r.id',
          'r.user_id',
          'r.family_id',
          'r.expires_at',
          'r.used_at',
          'f.revoked_at',
          'u.status',
        ])
        .where('r.token_hash', '=', tokenHash(refreshToken))
        .executeTakeFirst();
      if (!token || token.revoked_at !== null) return { refused: true } as const;
      if (token.used_at !== null) {
        await this.revokeFamily(trx, token.family_id, 'refresh-token-reuse');
        return { refused: true } as const;
      }
      if (token.expires_at <= now || token.status !== 1) return { refused: true } as const;
      // Only the first of two concurrent exchanges marks it used; the second is reuse.
      const marked = await trx
        .updateTable('refresh_tokens')
        .set({ used_at: now })
        .where('id', '=', token.id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) !== 1) {
        await this.revokeFamily(trx, token.family_id, 'refresh-token-reuse');
        return { refused: true } as const;
      }
      return {
        refused: false,
        tokens: await this.issue(trx, token.user_id, token.family_id),
      } as const;
    });
    // The revocation above is committed before the refusal is reported.
    if (outcome.refused) throw invalidGrant();
    return outcome.tokens;
  }

  private async issue(
    trx: Kysely<Database>,
    userId: number,
    familyId: number,
  ): Promise<TokenResponse> {
    const now = this.now();
    const accessToken = newToken();
    const refreshToken = newToken();
    await trx
      .insertInto('access_tokens')
      .values({
        family_id: familyId,
        user_id: userId,
        token_hash: tokenHash(accessToken),
        created_at: toDbTime(now),
        expires_at: toDbTime(new Date(now.getTime() + this.config.accessTokenTtlS * 1000)),
        revoked_at: null,
      })
      .execute();
    await trx
      .insertInto('refresh_tokens')
      .values({
        family_id: familyId,
        user_id: userId,
        token_hash: tokenHash(refreshToken),
        created_at: toDbTime(now),
        expires_at: toDbTime(new Date(now.getTime() + this.config.refreshTokenTtlS * 1000)),
        used_at: null,
      })
      .execute();
    return {
      token_type: 'Bearer',
      access_token: accessToken,
      expires_in: this.config.accessTokenTtlS,
      refresh_token: refreshToken,
    };
  }

  private revokeFamily(trx: Kysely<Database>, familyId: number, reason: string): Promise<void> {
    return revokeSessions(trx, { familyId }, reason, this.now());
  }

  /** The user of a bearer access token, or null when it is unknown, expired or revoked. */
  async authenticate(accessToken: string): Promise<AuthUser | null> {
    if (!TOKEN_PATTERN.test(accessToken)) return null;
    const row = await accessTokenUser.first(this.db, { tokenHash: tokenHash(accessToken) });
    if (!row) return null;
    const usable =
      row.revoked_at === null &&
      row.family_revoked_at === null &&
      row.status === 1 &&
      row.expires_at > toDbTime(this.now());
    return usable ? { id: row.id, username: row.username, familyId: row.family_id } : null;
  }

  /** Logout: the sign-in's access and refresh tokens stop working. */
  logout(user: AuthUser): Promise<void> {
    return this.transactions.run((trx) => this.revokeFamily(trx, user.familyId, 'logout'));
  }
}

/** Which sign-ins to end: one (logout, refresh-token reuse), or all of a user's but one. */
export type SessionScope = { familyId: number } | { userId: number; exceptFamilyId?: number };

/**
 * Ends sign-ins, in the caller's write transaction: their token families are revoked (so no
 * refresh token of theirs is exchanged again) and so are their access tokens. `reason` is kept
 * on the family: `logout`, `refresh-token-reuse`, `password-set`, `password-changed`.
 */
export async function revokeSessions(
  trx: Kysely<Database>,
  scope: SessionScope,
  reason: string,
  now: Date,
): Promise<void> {
  const at = toDbTime(now);
  let families = trx
    .updateTable('token_families')
    .set({ revoked_at: at, revoked_reason: reason })
    .where('revoked_at', 'is', null);
  let accessTokens = trx
    .updateTable('access_tokens')
    .set({ revoked_at: at })
    .where('revoked_at', 'is', null);
  if ('familyId' in scope) {
    families = families.where('id', '=', scope.familyId);
    accessTokens = accessTokens.where('family_id', '=', scope.familyId);
  } else {
    families = families.where('user_id', '=', scope.userId);
    accessTokens = accessTokens.where('user_id', '=', scope.userId);
    if (scope.exceptFamilyId !== undefined) {
      families = families.where('id', '!=', scope.exceptFamilyId);
      accessTokens = accessTokens.where('family_id', '!=', scope.exceptFamilyId);
    }
  }
  await families.execute();
  await accessTokens.execute();
}

function safeEqual(a: string, b: string): boolean {
  // Hashing first gives equal lengths, so the comparison time says nothing about either value.
  return timingSafeEqual(
    createHash('sha256').update(a).digest(),
    createHash('sha256').update(b).digest(),
  );
}
