/**
 * Sessions: the OAuth password and refresh_token grants and bearer-token authentication.
 *
 * Tokens are opaque random strings (32 bytes, base64url); only their sha256 is stored, so a
 * database leak yields no usable token. Each sign-in starts a family: its access tokens (short
 * lived) and refresh tokens (rotated on every use) are revoked together. Presenting a refresh token
 * a second time means it was copied, so the whole family is revoked (RFC 9700, section 4.14),
 * except within REFRESH_GRACE_MS of its first use: two tabs of one browser share the refresh
 * cookie and often refresh at once, so the same token presented again that soon gets the very
 * pair its first use got, and nothing is revoked. That pair is derived from the presented token
 * (HMAC keyed by it), so it is stored as hashes only, like every token, and only a holder of the
 * presented token can obtain it.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { TokenResponse } from '@sportsbook/shared/contracts';
import type { AuthConfig } from '../config';
import type { Database } from '../db/schema';
import { toDbTime } from '../db/time';
import { ApiError } from '../errors';
import { safeEqual } from '../safe-equal';
import { PreparedQuery } from '../db/prepared-query';
import type { WriteTransactions } from '../db/write-transaction';
import type { AccountService } from './account-service';
import { verifyPassword } from './passwords';
import { revokeSessions } from './sessions';
import type { AuthUser } from '../http/authenticate';

export const INVALID_CREDENTIALS_MESSAGE = 'The user credentials were incorrect.';
export const INVALID_CLIENT_MESSAGE = 'Client authentication failed.';
export const INVALID_REFRESH_TOKEN_MESSAGE = 'The refresh token is invalid. Please sign in again.';
export const INACTIVE_ACCOUNT_MESSAGE = 'Your account is inactive. Please contact support.';

/**
 * How long after its first use a refresh token presented again gets the same new pair instead of
 * revoking its family: long enough for two tabs (or a retry after a lost answer), too short to
 * be worth stealing a token for.
 */
export const REFRESH_GRACE_MS = 30_000;

/** A token pair, before it is stored. */
interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

/** The pair an exchange of `refreshToken` issues: the same every time it is computed. */
function successorOf(refreshToken: string): TokenPair {
  const derive = (label: string) =>
    createHmac('sha256', refreshToken).update(label).digest().toString('base64url');
  return { accessToken: derive('access-token'), refreshToken: derive('refresh-token') };
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
      return this.issue(trx, user.id, family.id, {
        accessToken: newToken(),
        refreshToken: newToken(),
      });
    });
  }

  /**
   * grant_type=refresh_token: rotates the refresh token. Presented again within REFRESH_GRACE_MS
   * of its first use it gets the same new pair; after that, reuse revokes its family.
   */
  async refreshGrant(refreshToken: string): Promise<TokenResponse> {
    if (!TOKEN_PATTERN.test(refreshToken)) throw invalidGrant();
    const outcome = await this.transactions.run(async (trx) => {
      const nowDate = this.now();
      const now = toDbTime(nowDate);
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
        const sinceUseMs = nowDate.getTime() - Date.parse(token.used_at);
        if (sinceUseMs <= REFRESH_GRACE_MS && token.status === 1) {
          return this.reissued(trx, refreshToken, nowDate);
        }
        await this.revokeFamily(trx, token.family_id, 'refresh-token-reuse');
        return { refused: true } as const;
      }
      if (token.expires_at <= now || token.status !== 1) return { refused: true } as const;
      // Of two concurrent exchanges (PostgreSQL), the second waits here for the first to commit,
      // then finds the token used a moment ago: it gets the pair the first issued.
      const marked = await trx
        .updateTable('refresh_tokens')
        .set({ used_at: now })
        .where('id', '=', token.id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) !== 1) return this.reissued(trx, refreshToken, nowDate);
      return {
        refused: false,
        tokens: await this.issue(trx, token.user_id, token.family_id, successorOf(refreshToken)),
      } as const;
    });
    // The revocation above is committed before the refusal is reported.
    if (outcome.refused) throw invalidGrant();
    return outcome.tokens;
  }

  /**
   * The pair the first exchange of `refreshToken` issued, while its access token still works
   * (not revoked, not expired, its family alive), with the seconds it has left.
   */
  private async reissued(
    trx: Kysely<Database>,
    refreshToken: string,
    now: Date,
  ): Promise<{ refused: true } | { refused: false; tokens: TokenResponse }> {
    const pair = successorOf(refreshToken);
    const access = await trx
      .selectFrom('access_tokens as t')
      .innerJoin('token_families as f', 'f.id', 't.family_id')
      .select(['t.expires_at', 't.revoked_at', 'f.revoked_at as family_revoked_at'])
      .where('t.token_hash', '=', tokenHash(pair.accessToken))
      .executeTakeFirst();
    const nowDb = toDbTime(now);
    if (
      !access ||
      access.revoked_at !== null ||
      access.family_revoked_at !== null ||
      access.expires_at <= nowDb
    ) {
      return { refused: true };
    }
    return {
      refused: false,
      tokens: {
        token_type: 'Bearer',
        access_token: pair.accessToken,
        expires_in: Math.max(1, Math.floor((Date.parse(access.expires_at) - now.getTime()) / 1000)),
        refresh_token: pair.refreshToken,
      },
    };
  }

  private async issue(
    trx: Kysely<Database>,
    userId: number,
    familyId: number,
    { accessToken, refreshToken }: TokenPair,
  ): Promise<TokenResponse> {
    const now = this.now();
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
