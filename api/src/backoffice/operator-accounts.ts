/**
 * Operator accounts, apart from bettors: a username, a password (argon2id, as bettors'), a role
 * and a TOTP secret (RFC 6238, otplib). Signing in takes all three: the password and a current
 * six-digit code, never one already used. A session is an opaque token (`op_` and 32 random
 * bytes, stored as its sha256 only), idle for at most OPERATOR_IDLE_MS and alive for at most
 * OPERATOR_SESSION_MS. Bettors' tokens are looked up in their own table and never here, and an
 * operator's token has a shape no bettor route accepts, so neither opens the other's routes.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { generateSecret, generateURI, verify } from 'otplib';
import { toDataURL } from 'qrcode';
import { hashPassword, verifyPassword } from '../accounts/passwords';
import type { Database } from '../db/schema';
import { addMs, MINUTE_MS, HOUR_MS, toDbTime } from '../db/time';
import type { WriteTransactions } from '../db/write-transaction';
import { ApiError } from '../errors';
import { invalidField } from '../http/schemas';
import { OPERATOR_ROLES } from './backoffice-tables';
import type { OperatorRole } from './backoffice-tables';
import type { OperatorEnrolment as EnrolmentOnTheWire } from '@sportsbook/shared/contracts';

export const OPERATOR_IDLE_MS = 15 * MINUTE_MS;
export const OPERATOR_SESSION_MS = 8 * HOUR_MS;
/** The TOTP step, in seconds; a code from the step before or after is accepted too (clock drift). */
const TOTP_PERIOD_S = 30;

export const OPERATOR_SIGN_IN_FAILED = 'The username, password or code is incorrect.';
export const OPERATOR_UNAUTHENTICATED = 'Please sign in to the back office.';

const TOKEN_PATTERN = /^op_[A-Za-z0-9_-]{43}$/;
const CODE_PATTERN = /^\d{6}$/;
const USERNAME_PATTERN = /^[a-z0-9][a-z0-9._-]{2,31}$/;
export const OPERATOR_PASSWORD_MIN = 12;

/** The demo operator `npm start` prints: never seeded in production. */
export const DEMO_OPERATOR = {
  username: 'admin',
  password: 'backoffice-demo-1',
  role: 'admin',
  totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
} as const;

/** The signed-in operator of a back-office request. */
export interface Operator {
  id: number;
  username: string;
  role: OperatorRole;
  sessionId: number;
}

export interface OperatorSummary {
  id: number;
  username: string;
  role: OperatorRole;
  active: boolean;
  created_at: string;
}

export interface OperatorSession {
  token: string;
  expires_at: string;
  operator: { id: number; username: string; role: OperatorRole };
}

/** What enrolling an operator gives the admin to hand over: the secret as text, URI and QR. */
/** Shared's wire type, with the operator as this side knows it. */
export interface OperatorEnrolment extends EnrolmentOnTheWire {
  operator: OperatorSummary;
}

function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function isOperatorRole(value: unknown): value is OperatorRole {
  return typeof value === 'string' && (OPERATOR_ROLES as readonly string[]).includes(value);
}

export class OperatorAccounts {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly transactions: WriteTransactions,
    private readonly now: () => Date,
  ) {}

  /** Adds an operator; `totpSecret` is generated unless given (the demo operator's is known). */
  async create(input: {
    username: string;
    password: string;
    role: string;
    totpSecret?: string;
  }): Promise<OperatorEnrolment> {
    const username = input.username.trim().toLowerCase();
    if (!USERNAME_PATTERN.test(username)) {
      throw invalidField(
        'username',
        'The username must be 3 to 32 letters, digits, dots, dashes or underscores.',
      );
    }
    if (input.password.length < OPERATOR_PASSWORD_MIN) {
      throw invalidField(
        'password',
        `The password must be at least ${OPERATOR_PASSWORD_MIN} characters.`,
      );
    }
    if (!isOperatorRole(input.role)) {
      throw invalidField('role', `The role must be one of ${OPERATOR_ROLES.join(', ')}.`);
    }
    const role = input.role;
    const secret = input.totpSecret ?? generateSecret();
    const passwordHash = await hashPassword(input.password);
    const createdAt = toDbTime(this.now());
    const id = await this.transactions.run(async (trx) => {
      const taken = await trx
        .selectFrom('operators')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirst();
      if (taken) {
        throw new ApiError('CONFLICT', 'That username is taken.', {
          fieldErrors: { username: 'That username is taken.' },
        });
      }
      const row = await trx
        .insertInto('operators')
        .values({
          username,
          password_hash: passwordHash,
          role,
          totp_secret: secret,
          last_totp_step: null,
          status: 1,
          created_at: createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
    const uri = generateURI({ issuer: 'Sportsbook back office', label: username, secret });
    return {
      operator: { id, username, role, active: true, created_at: createdAt },
      totp_secret: secret,
      otpauth_uri: uri,
      qr_data_url: await toDataURL(uri),
    };
  }

  /** Seeds the demo operator when no operator exists yet; true when it did. */
  async ensureDemoOperator(): Promise<boolean> {
    const any = await this.db.selectFrom('operators').select('id').limit(1).executeTakeFirst();
    if (any) return false;
    await this.create({ ...DEMO_OPERATOR });
    return true;
  }

  async list(): Promise<OperatorSummary[]> {
    const rows = await this.db
      .selectFrom('operators')
      .select(['id', 'username', 'role', 'status', 'created_at'])
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      username: row.username,
      role: row.role,
      active: row.status === 1,
      created_at: row.created_at,
    }));
  }

  /**
   * Password and code; refused alike whichever is wrong, so a guess learns nothing. A code is
   * accepted once: its time step is kept and a code of that step or an older one is refused.
   */
  async signIn(username: string, password: string, code: string): Promise<OperatorSession> {
    const name = username.trim().toLowerCase();
    const row = await this.db
      .selectFrom('operators')
      .selectAll()
      .where('username', '=', name)
      .executeTakeFirst();
    const passwordOk = await verifyPassword(row?.password_hash ?? null, password);
    const step = row && passwordOk ? await this.codeStep(row.totp_secret, code) : null;
    const fresh = step !== null && (row?.last_totp_step ?? -1) < step;
    if (!row || !passwordOk || !fresh || row.status !== 1) {
      throw new ApiError('INVALID_CREDENTIALS', OPERATOR_SIGN_IN_FAILED, {
        fieldErrors: { code: OPERATOR_SIGN_IN_FAILED },
      });
    }
    const token = `op_${randomBytes(32).toString('base64url')}`;
    const now = this.now();
    const expiresAt = toDbTime(addMs(now, OPERATOR_IDLE_MS));
    await this.transactions.run(async (trx) => {
      // Conditional: of two sign-ins with one code, only the first moves the step.
      const moved = await trx
        .updateTable('operators')
        .set({ last_totp_step: step })
        .where('id', '=', row.id)
        .where((eb) => eb.or([eb('last_totp_step', 'is', null), eb('last_totp_step', '<', step)]))
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) {
        throw new ApiError('INVALID_CREDENTIALS', OPERATOR_SIGN_IN_FAILED, {
          fieldErrors: { code: OPERATOR_SIGN_IN_FAILED },
        });
      }
      await trx
        .insertInto('operator_sessions')
        .values({
          operator_id: row.id,
          token_hash: tokenHash(token),
          created_at: toDbTime(now),
          expires_at: expiresAt,
          absolute_expires_at: toDbTime(addMs(now, OPERATOR_SESSION_MS)),
          revoked_at: null,
        })
        .execute();
    });
    return {
      token,
      expires_at: expiresAt,
      operator: { id: row.id, username: row.username, role: row.role },
    };
  }

  /** The time step of a valid current code, or null. */
  private async codeStep(secret: string, code: string): Promise<number | null> {
    if (!CODE_PATTERN.test(code)) return null;
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(this.now().getTime() / 1000),
      epochTolerance: TOTP_PERIOD_S,
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  }

  /**
   * The operator of a session token, or null when unknown, expired, revoked or disabled. Each
   * use moves the idle expiry forward (at most once a minute, to spare writes).
   */
  async authenticate(token: string): Promise<Operator | null> {
    if (!TOKEN_PATTERN.test(token)) return null;
    const row = await this.db
      .selectFrom('operator_sessions as s')
      .innerJoin('operators as o', 'o.id', 's.operator_id')
      .select([
        's.id as session_id',
        's.expires_at',
        's.absolute_expires_at',
        's.revoked_at',
        'o.id',
        'o.username',
        'o.role',
        'o.status',
      ])
      .where('s.token_hash', '=', tokenHash(token))
      .executeTakeFirst();
    const now = this.now();
    const at = toDbTime(now);
    if (!row || row.revoked_at !== null || row.status !== 1 || row.expires_at <= at) return null;
    const next = toDbTime(addMs(now, OPERATOR_IDLE_MS));
    const capped = next < row.absolute_expires_at ? next : row.absolute_expires_at;
    if (Date.parse(capped) - Date.parse(row.expires_at) >= MINUTE_MS) {
      await this.transactions.run((trx) =>
        trx
          .updateTable('operator_sessions')
          .set({ expires_at: capped })
          .where('id', '=', row.session_id)
          .execute(),
      );
    }
    return { id: row.id, username: row.username, role: row.role, sessionId: row.session_id };
  }

  async signOut(operator: Operator): Promise<void> {
    await this.transactions.run((trx) =>
      trx
        .updateTable('operator_sessions')
        .set({ revoked_at: toDbTime(this.now()) })
        .where('id', '=', operator.sessionId)
        .execute(),
    );
  }

  /** The operator account of a name, for the ops tool's audit; null when there is none. */
  async idOf(username: string): Promise<number | null> {
    const row = await this.db
      .selectFrom('operators')
      .select('id')
      .where('username', '=', username.trim().toLowerCase())
      .executeTakeFirst();
    return row?.id ?? null;
  }
}
