/** Sign-in sessions (token families and their access tokens) ended together. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { toDbTime } from '../db/time';

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
