/**
 * Users: registration, the profile, followers, and password resets for operators. Rows stay in
 * here; callers get wire types. A new user's coin account is opened by the ledger in the same
 * transaction as the user row.
 */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { registerSchema, VALIDATION_MESSAGES } from '@sportsbook/shared/contracts';
import type { Follower, Paged, User } from '@sportsbook/shared/contracts';
import type { Database } from '../db/schema';
import { toDbTime } from '../db/time';
import { ApiError, notFound } from '../errors';
import { formError } from '../form-validation';
import { isUniqueViolation } from '../db/db-errors';
import type { Ledger } from '../ledger/ledger';
import type { WriteTrx } from '../db/write-transaction';
import { coinsFromMinor } from '../ledger/coins';
import {
  ACCOUNT_FORM_CODES,
  clubExists,
  countryExists,
  isEmailTaken,
  isEmailUniqueViolation,
} from './account-checks';
import { pageOf } from '../db/paging';
import { hashPassword } from './passwords';
import { checkSignupForm, passwordProblem, SIGNUP_MESSAGES } from './signup-rules';
import { revokeSessions } from './sessions';
import type { SignupFieldErrors, SignupForm, SignupInput } from './signup-rules';

export const SIGNUP_SUCCESS_MESSAGE = 'Registration successful. Please sign in.';
export const FORGOT_PASSWORD_MESSAGE =
  'If the account exists, your request has been recorded. Our support team will contact you shortly.';

/** What sign-in needs of a user. */
export interface SignInCandidate {
  id: number;
  username: string;
  passwordHash: string;
  active: boolean;
}

export interface PasswordResetRequest {
  id: number;
  username: string;
  email: string;
  phone: string;
  login: string;
  requestedAt: string;
}

/**
 * Signup refusals answer 422 like the other form errors, headed by the first problem in the
 * form's order; a taken username or email heading the list gives its own code.
 */
function signupError(errors: SignupFieldErrors): ApiError {
  return formError(registerSchema, errors, ACCOUNT_FORM_CODES);
}

export interface NewUser extends SignupInput {
  /** Defaults to now. */
  createdAt?: Date;
}

export class AccountService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly ledger: Ledger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** `POST /ng/signup`: checks every rule, then creates the user and its coin account. */
  async signup(form: SignupForm): Promise<number> {
    const { input, errors } = checkSignupForm(form);
    await this.checkAgainstDatabase(this.db, form, errors);
    if (!input || Object.keys(errors).length > 0) throw signupError(errors);
    const passwordHash = await hashPassword(input.password);
    try {
      return await this.ledger.run(async (trx) => {
        // Checked again inside the write transaction: another signup may have just taken a name.
        const again: SignupFieldErrors = {};
        await this.checkAgainstDatabase(trx, form, again);
        if (Object.keys(again).length > 0) throw signupError(again);
        return this.createUser(trx, { ...input }, passwordHash);
      });
    } catch (error) {
      // PostgreSQL: two signups raced past the checks; the unique index decided.
      if (isUniqueViolation(error, 'users_username_lower_idx')) {
        throw signupError({ username: SIGNUP_MESSAGES.usernameTaken });
      }
      if (isEmailUniqueViolation(error)) {
        throw signupError({ email: SIGNUP_MESSAGES.emailTaken });
      }
      throw error;
    }
  }

  /** Writes a user and opens its coin account, in the caller's money transaction. */
  async createUser(trx: WriteTrx, input: NewUser, passwordHash: string): Promise<number> {
    const sponsor =
      input.sponsorname === null ? undefined : await this.findByUsername(trx, input.sponsorname);
    const createdAt = toDbTime(input.createdAt ?? this.now());
    const user = await trx
      .insertInto('users')
      .values({
        username: input.username,
        email: input.email,
        password_hash: passwordHash,
        phone: input.phone,
        country_id: input.countryId,
        club_id: input.clubId,
        sponsor_id: sponsor?.id ?? null,
        status: 1,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await this.ledger.openUserAccount(trx, user.id);
    return user.id;
  }

  /** Adds the problems only the database can see: taken names, unknown country, club or sponsor. */
  private async checkAgainstDatabase(
    db: Kysely<Database>,
    form: SignupForm,
    errors: SignupFieldErrors,
  ): Promise<void> {
    const username = (form.username ?? '').trim();
    const email = (form.email ?? '').trim().toLowerCase();
    if (!errors.username && username !== '' && (await this.findByUsername(db, username))) {
      errors.username = SIGNUP_MESSAGES.usernameTaken;
    }
    if (!errors.email && email !== '' && (await isEmailTaken(db, email))) {
      errors.email = SIGNUP_MESSAGES.emailTaken;
    }
    if (
      !errors.country &&
      form.country &&
      !(await countryExists(db, Number(form.country.trim())))
    ) {
      errors.country = VALIDATION_MESSAGES.countryInvalid;
    }
    if (!errors.club && form.club && !(await clubExists(db, Number(form.club.trim())))) {
      errors.club = VALIDATION_MESSAGES.clubInvalid;
    }
    const sponsorname = (form.sponsorname ?? '').trim();
    if (
      !errors.sponsorname &&
      sponsorname !== '' &&
      !(await this.findByUsername(db, sponsorname))
    ) {
      errors.sponsorname = VALIDATION_MESSAGES.sponsorUnknown;
    }
  }

  /** A user by username, ignoring case. */
  findByUsername(db: Kysely<Database>, username: string) {
    return db
      .selectFrom('users')
      .select(['id', 'username'])
      .where(sql<string>`lower(username)`, '=', username.toLowerCase())
      .executeTakeFirst();
  }

  /** The user a sign-in names: a username (any case) or an email. */
  async findForSignIn(login: string): Promise<SignInCandidate | null> {
    const key = login.trim().toLowerCase();
    if (key === '') return null;
    const row = await this.db
      .selectFrom('users')
      .select(['id', 'username', 'password_hash', 'status'])
      .where((eb) =>
        key.includes('@') ? eb('email', '=', key) : eb(sql<string>`lower(username)`, '=', key),
      )
      .executeTakeFirst();
    return row
      ? {
          id: row.id,
          username: row.username,
          passwordHash: row.password_hash,
          active: row.status === 1,
        }
      : null;
  }

  /** `GET /ng/user/profile`. */
  async profile(userId: number): Promise<User> {
    const row = await this.db
      .selectFrom('users as u')
      .innerJoin('countries as c', 'c.id', 'u.country_id')
      .innerJoin('clubs as k', 'k.id', 'u.club_id')
      .innerJoin('ledger_accounts as a', 'a.user_id', 'u.id')
      .leftJoin('users as s', 's.id', 'u.sponsor_id')
      .select([
        'u.id',
        'u.username',
        'u.email',
        'u.phone',
        'u.status',
        'u.created_at',
        'c.id as country_id',
        'c.name as country_name',
        'k.id as club_id',
        'k.name as club_name',
        's.username as sponsorname',
        'a.balance_minor',
      ])
      .where('u.id', '=', userId)
      .executeTakeFirst();
    if (!row) throw notFound('User not found.');
    return {
      id: row.id,
      username: row.username,
      current_balance: coinsFromMinor(Number(row.balance_minor)),
      created_at: row.created_at,
      status: row.status === 1,
      email: row.email,
      phone: row.phone,
      country: { id: row.country_id, name: row.country_name },
      club: { id: row.club_id },
      clubs: { clubname: row.club_name },
      sponsorname: row.sponsorname,
    };
  }

  /** `GET /ng/user/profile/followers`: users who named this one as sponsor, newest first. */
  followers(userId: number, page: number): Promise<Paged<Follower>> {
    const query = this.db
      .selectFrom('users')
      .select(['username', 'phone', 'created_at'])
      .where('sponsor_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc');
    return pageOf(query, page, (row) => ({
      username: row.username,
      phone: row.phone,
      join_date: row.created_at,
    }));
  }

  /**
   * `POST /ng/forgot-password`: records a reset request for the operators when the login names a
   * user (one open request per user). The caller answers the same either way.
   */
  async requestPasswordReset(login: string): Promise<void> {
    const user = await this.findForSignIn(login);
    if (!user) return;
    await this.ledger.run(async (trx) => {
      const open = await trx
        .selectFrom('password_reset_requests')
        .select('id')
        .where('user_id', '=', user.id)
        .where('status', '=', 'open')
        .executeTakeFirst();
      if (open) return;
      await trx
        .insertInto('password_reset_requests')
        .values({
          user_id: user.id,
          login: login.trim(),
          status: 'open',
          created_at: toDbTime(this.now()),
          resolved_at: null,
        })
        .execute();
    });
  }

  /** Open reset requests, oldest first (`ops password-resets`). */
  async openPasswordResets(): Promise<PasswordResetRequest[]> {
    const rows = await this.db
      .selectFrom('password_reset_requests as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select(['r.id', 'u.username', 'u.email', 'u.phone', 'r.login', 'r.created_at'])
      .where('r.status', '=', 'open')
      .orderBy('r.created_at')
      .orderBy('r.id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      username: row.username,
      email: row.email,
      phone: row.phone,
      login: row.login,
      requestedAt: row.created_at,
    }));
  }

  /**
   * `ops set-password`: a new password (argon2id), every session of the user revoked, and the
   * user's open reset requests marked done. Returns how many requests it closed.
   */
  async setPassword(username: string, password: string): Promise<number> {
    const problem = passwordProblem(password);
    if (problem)
      throw new ApiError('VALIDATION_FAILED', problem, { fieldErrors: { password: problem } });
    const user = await this.findByUsername(this.db, username.trim());
    if (!user) throw notFound(`No user is named ${username}.`);
    const passwordHash = await hashPassword(password);
    return this.ledger.run(async (trx) => {
      const now = toDbTime(this.now());
      await trx
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: now })
        .where('id', '=', user.id)
        .execute();
      await revokeSessions(trx, { userId: user.id }, 'password-set', this.now());
      const closed = await trx
        .updateTable('password_reset_requests')
        .set({ status: 'done', resolved_at: now })
        .where('user_id', '=', user.id)
        .where('status', '=', 'open')
        .executeTakeFirst();
      return Number(closed.numUpdatedRows);
    });
  }

  /** The id of a user by username (any case), or a 404. */
  async userIdOf(username: string): Promise<number> {
    const user = await this.findByUsername(this.db, username.trim());
    if (!user) throw notFound(`No user is named ${username}.`);
    return user.id;
  }
}
