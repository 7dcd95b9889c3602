/**
 * What only the database can say about an account form, written once for registration, the
 * profile edits and the forms that ask for the current password again: whether an email is
 * someone else's, whether a country or club exists, whether a password is the user's.
 */
import type { Kysely } from 'kysely';
import type { ApiErrorCode } from '@sportsbook/shared/contracts';
import type { Database } from '../db/schema';
import type { CodesByMessage } from '../form-validation';
import { isUniqueViolation } from '../db/db-errors';
import { verifyPassword } from './passwords';
import { SIGNUP_MESSAGES } from './signup-rules';

/** True when another user (not `exceptUserId`) has this email; emails are stored lower-cased. */
export async function isEmailTaken(
  db: Kysely<Database>,
  email: string,
  exceptUserId: number | null = null,
): Promise<boolean> {
  let query = db.selectFrom('users').select('id').where('email', '=', email.toLowerCase());
  if (exceptUserId !== null) query = query.where('id', '!=', exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}

/**
 * PostgreSQL: two writes raced past `isEmailTaken` and the unique index decided. (On SQLite the
 * write transaction begins IMMEDIATE, so the check inside it cannot be raced.)
 */
export function isEmailUniqueViolation(error: unknown): boolean {
  return isUniqueViolation(error, 'users_email_idx', 'users.email');
}

export async function countryExists(db: Kysely<Database>, countryId: number): Promise<boolean> {
  const row = await db
    .selectFrom('countries')
    .select('id')
    .where('id', '=', countryId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function clubExists(db: Kysely<Database>, clubId: number): Promise<boolean> {
  const row = await db.selectFrom('clubs').select('id').where('id', '=', clubId).executeTakeFirst();
  return row !== undefined;
}

/** The answer to a wrong current password, wherever a form asks for it again. */
export const WRONG_PASSWORD_MESSAGE = 'The current password is incorrect.';

/** The codes an account form's refusal carries when one of these problems heads it. */
export const ACCOUNT_FORM_CODES = {
  [SIGNUP_MESSAGES.usernameTaken]: 'USERNAME_TAKEN',
  [SIGNUP_MESSAGES.emailTaken]: 'EMAIL_TAKEN',
  [WRONG_PASSWORD_MESSAGE]: 'INVALID_CREDENTIALS',
} as const satisfies Record<string, ApiErrorCode> & CodesByMessage;

/**
 * The user's stored password hash when `password` is their password, else null. Forms that change
 * the account or move coins ask for the current password again (SPEC section 6).
 */
export async function verifiedPasswordHash(
  db: Kysely<Database>,
  userId: number,
  password: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirst();
  const matches = await verifyPassword(row?.password_hash ?? null, password);
  return matches && row ? row.password_hash : null;
}
