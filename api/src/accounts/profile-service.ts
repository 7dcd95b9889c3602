/**
 * The signed-in user's own edits of SPEC section 7: contact details, password and club. The user
 * is always the one of the access token (no form field or path names a user), the form arrives
 * already checked by its shared schema, and each edit is one write transaction (IMMEDIATE on
 * SQLite). The current password is verified before the transaction, since argon2 is slow, and
 * the write then requires the stored hash to be the one verified, so a password changed in the
 * meantime is never overwritten by a form that proved the old one.
 */
import type { Kysely } from 'kysely';
import {
  clubChangeSchema,
  passwordChangeSchema,
  profileUpdateSchema,
  VALIDATION_MESSAGES,
} from '@sportsbook/shared/contracts';
import type {
  ClubChangeForm,
  FormErrors,
  PasswordChangeForm,
  ProfileUpdateForm,
  User,
} from '@sportsbook/shared/contracts';
import type { Database } from '../db/schema';
import { toDbTime } from '../db/time';
import { formError } from '../form-validation';
import type { Ledger } from '../ledger/ledger';
import {
  ACCOUNT_FORM_CODES,
  clubExists,
  countryExists,
  isEmailTaken,
  isEmailUniqueViolation,
  verifiedPasswordHash,
  WRONG_PASSWORD_MESSAGE,
} from './account-checks';
import type { AccountService } from './account-service';
import { hashPassword } from './passwords';
import { SIGNUP_MESSAGES } from './signup-rules';
import { revokeSessions } from './sessions';
import type { AuthUser } from '../http/authenticate';

/** The success panel's message after each edit. */
export const PROFILE_MESSAGES = {
  contactUpdated: 'Your contact details have been updated.',
  passwordChanged: 'Your password has been changed. Your other devices have been signed out.',
  clubChanged: 'Your club has been changed.',
} as const;

export class ProfileService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly ledger: Ledger,
    private readonly accounts: AccountService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * `POST /ng/user/profile`: email, country and phone. An email another user has is refused;
   * the user's own is kept. Answers the user as saved.
   */
  async updateContact(userId: number, form: ProfileUpdateForm): Promise<User> {
    const email = form.email.toLowerCase();
    const countryId = Number(form.country);
    try {
      await this.ledger.run(async (trx) => {
        const errors: FormErrors = {};
        if (await isEmailTaken(trx, email, userId)) errors.email = SIGNUP_MESSAGES.emailTaken;
        if (!(await countryExists(trx, countryId))) {
          errors.country = VALIDATION_MESSAGES.countryInvalid;
        }
        if (Object.keys(errors).length > 0) {
          throw formError(profileUpdateSchema, errors, ACCOUNT_FORM_CODES);
        }
        await trx
          .updateTable('users')
          .set({ email, country_id: countryId, phone: form.phone, updated_at: this.nowText() })
          .where('id', '=', userId)
          .execute();
      });
    } catch (error) {
      if (isEmailUniqueViolation(error)) {
        throw formError(
          profileUpdateSchema,
          { email: SIGNUP_MESSAGES.emailTaken },
          ACCOUNT_FORM_CODES,
        );
      }
      throw error;
    }
    return this.accounts.profile(userId);
  }

  /**
   * `POST /ng/user/profile/change-password`: the current password verified, the new one hashed
   * (argon2id), and every other sign-in of the user ended (its refresh-token family and access
   * tokens); the sign-in that made the change stays.
   */
  async changePassword(user: AuthUser, form: PasswordChangeForm): Promise<void> {
    const verifiedHash = await verifiedPasswordHash(this.db, user.id, form.current_password);
    const wrongPassword = () =>
      formError(
        passwordChangeSchema,
        { current_password: WRONG_PASSWORD_MESSAGE },
        ACCOUNT_FORM_CODES,
      );
    if (!verifiedHash) throw wrongPassword();
    const passwordHash = await hashPassword(form.password);
    await this.ledger.run(async (trx) => {
      const updated = await trx
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: this.nowText() })
        .where('id', '=', user.id)
        .where('password_hash', '=', verifiedHash)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw wrongPassword();
      await revokeSessions(
        trx,
        { userId: user.id, exceptFamilyId: user.familyId },
        'password-changed',
        this.now(),
      );
    });
  }

  /** `POST /ng/user/profile/change-club`: the club must exist and the password be the user's. */
  async changeClub(userId: number, form: ClubChangeForm): Promise<User> {
    const clubId = Number(form.club);
    const errors: FormErrors = {};
    if (!(await clubExists(this.db, clubId))) errors.club = VALIDATION_MESSAGES.clubInvalid;
    const verifiedHash = await verifiedPasswordHash(this.db, userId, form.password);
    if (!verifiedHash) errors.password = WRONG_PASSWORD_MESSAGE;
    if (Object.keys(errors).length > 0 || !verifiedHash) {
      throw formError(clubChangeSchema, errors, ACCOUNT_FORM_CODES);
    }
    await this.ledger.run(async (trx) => {
      const updated = await trx
        .updateTable('users')
        .set({ club_id: clubId, updated_at: this.nowText() })
        .where('id', '=', userId)
        .where('password_hash', '=', verifiedHash)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) {
        throw formError(clubChangeSchema, { password: WRONG_PASSWORD_MESSAGE }, ACCOUNT_FORM_CODES);
      }
    });
    return this.accounts.profile(userId);
  }

  private nowText(): string {
    return toDbTime(this.now());
  }
}
