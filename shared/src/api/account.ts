import {
  API_PATHS,
  FIRST_PARTY_CLIENT,
  IDEMPOTENCY_KEY_HEADER,
  type BetHistoryItem,
  type BetSubmitRequest,
  type BetSubmitResponse,
  type Coins,
  type DataEnvelope,
  type Follower,
  type MessageResponse,
  type Paged,
  type PasswordChangeRequest,
  type ProfileChangeResponse,
  type ProfileUpdateRequest,
  type ClubChangeRequest,
  type SignupRequest,
  type TokenResponse,
  type User,
} from '../contracts';
import { apiGet, apiPostForm } from './client';

/** One function per account call of SPEC section 7. */

/** `POST /oauth/token`, password grant. Resolves to the token response (not enveloped). */
export function signIn(username: string, password: string): Promise<TokenResponse> {
  return apiPostForm<TokenResponse>(API_PATHS.oauthToken, {
    grant_type: 'password',
    client_id: FIRST_PARTY_CLIENT.id,
    client_secret: FIRST_PARTY_CLIENT.secret,
    username,
    password,
  });
}

/**
 * `POST ng/logout`: the server revokes this sign-in (its access and refresh tokens). The token is
 * passed in rather than read through the token provider, so logging out never triggers a refresh
 * or a redirect; the caller removes the cookies whatever the answer.
 */
export async function signOut(accessToken: string): Promise<void> {
  await apiPostForm<unknown>(
    API_PATHS.logout,
    {},
    { headers: { Authorization: `Bearer ${accessToken}` } },
  );
}

/** `POST ng/signup`; resolves to the server's success message. */
export async function signUp(form: SignupRequest): Promise<string> {
  const body = await apiPostForm<DataEnvelope<string>>(API_PATHS.signup, { ...form });
  return body.data;
}

/** `POST ng/forgot-password`; resolves to the server's message. */
export async function requestPasswordReset(login: string): Promise<string> {
  const body = await apiPostForm<DataEnvelope<string>>(API_PATHS.forgotPassword, { login });
  return body.data;
}

export async function fetchProfile(signal?: AbortSignal): Promise<User> {
  const body = await apiGet<DataEnvelope<User>>(API_PATHS.profile, { auth: true, signal });
  return body.data;
}

export async function fetchCoins(signal?: AbortSignal): Promise<Coins> {
  const body = await apiGet<DataEnvelope<Coins>>(API_PATHS.coins, { auth: true, signal });
  return body.data;
}

export function fetchBetHistory(page = 1, signal?: AbortSignal): Promise<Paged<BetHistoryItem>> {
  return apiGet<Paged<BetHistoryItem>>(API_PATHS.betHistory, {
    auth: true,
    params: { page },
    signal,
  });
}

/** `GET /ng/user/profile/followers?page=n`: the users who named this user as sponsor. */
export function fetchFollowers(page = 1, signal?: AbortSignal): Promise<Paged<Follower>> {
  return apiGet<Paged<Follower>>(API_PATHS.followers, { auth: true, params: { page }, signal });
}

/** `POST /ng/user/profile`: the contact details; resolves to the message and the user as saved. */
export function updateProfile(request: ProfileUpdateRequest): Promise<ProfileChangeResponse> {
  return apiPostForm<ProfileChangeResponse>(API_PATHS.profile, { ...request }, { auth: true });
}

/** `POST /ng/user/profile/change-password`; resolves to the server's message. */
export async function changePassword(request: PasswordChangeRequest): Promise<string> {
  const body = await apiPostForm<MessageResponse>(
    API_PATHS.changePassword,
    { ...request },
    { auth: true },
  );
  return body.message;
}

/** `POST /ng/user/profile/change-club`; resolves to the message and the user as saved. */
export function changeClub(request: ClubChangeRequest): Promise<ProfileChangeResponse> {
  return apiPostForm<ProfileChangeResponse>(API_PATHS.changeClub, { ...request }, { auth: true });
}

/**
 * `POST /ng/bet-submit`. The idempotency key is made once per submission by the caller, so a
 * retry or a double click places one bet.
 */
export function placeBet(
  request: BetSubmitRequest,
  idempotencyKey: string,
): Promise<BetSubmitResponse> {
  return apiPostForm<BetSubmitResponse>(
    API_PATHS.betSubmit,
    { ...request },
    { auth: true, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } },
  );
}

/** A fresh idempotency key for one submission (random UUID; pages on plain HTTP get 128 random bits). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
