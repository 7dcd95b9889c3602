/** The accounts' tables: users, sign-in sessions (token families and their tokens), reset requests. */
import type { Generated } from 'kysely';

export interface UsersTable {
  id: Generated<number>;
  /** As registered; unique ignoring case. */
  username: string;
  /** Lower-cased; unique. */
  email: string;
  /** argon2id PHC string. */
  password_hash: string;
  phone: string;
  country_id: number;
  club_id: number;
  /** The user who sponsored this one: this user is that user's follower. */
  sponsor_id: number | null;
  /** 1 active, 0 inactive (refused at sign-in). */
  status: number;
  created_at: string;
  updated_at: string;
}

/** One sign-in: every access and refresh token issued from it, revoked together. */
export interface TokenFamiliesTable {
  id: Generated<number>;
  user_id: number;
  client_id: string;
  created_at: string;
  revoked_at: string | null;
  /** Why: `logout`, `refresh-token-reuse`, `password-set` (operator), `password-changed` (user). */
  revoked_reason: string | null;
}

export interface AccessTokensTable {
  id: Generated<number>;
  family_id: number;
  user_id: number;
  /** sha256 hex of the opaque token; the token itself is never stored. */
  token_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface RefreshTokensTable {
  id: Generated<number>;
  family_id: number;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  /** Set when the token is exchanged; a second exchange is reuse and revokes the family. */
  used_at: string | null;
}

export interface PasswordResetRequestsTable {
  id: Generated<number>;
  user_id: number;
  /** What the person typed (username or email). */
  login: string;
  status: 'open' | 'done';
  created_at: string;
  resolved_at: string | null;
}

export interface AccountsTables {
  users: UsersTable;
  token_families: TokenFamiliesTable;
  access_tokens: AccessTokensTable;
  refresh_tokens: RefreshTokensTable;
  password_reset_requests: PasswordResetRequestsTable;
}

declare module '../db/schema' {
  // The database holds this domain's tables (see db/schema.ts).
  interface Database extends AccountsTables {}
}
