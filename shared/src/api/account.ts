import {
  API_PATHS,
  FIRST_PARTY_CLIENT,
  IDEMPOTENCY_KEY_HEADER,
  type BetHistoryFilter,
  type BetHistoryItem,
  type BetSubmitRequest,
  type BetSubmitResponse,
  type MultipleBetSubmitRequest,
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

/**
 * `GET /ng/user/profile/bet-history?page=n`, and with a filter other than `all` (issue 32, shared
 * 2.12.0) `&status=open|settled`. An older API ignores the filter and answers every bet.
 */
export function fetchBetHistory(
  page = 1,
  signal?: AbortSignal,
  filter: BetHistoryFilter = 'all',
): Promise<Paged<BetHistoryItem>> {
  return apiGet<Paged<BetHistoryItem>>(API_PATHS.betHistory, {
    auth: true,
    params: filter === 'all' ? { page } : { page, status: filter },
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

/**
 * `POST /ng/multiple-bet-submit` (issue 32): one multiple of the selections, under one stake. The
 * idempotency key is made once per submission by the caller, as for placeBet.
 */
export function placeMultipleBet(
  request: MultipleBetSubmitRequest,
  idempotencyKey: string,
): Promise<BetSubmitResponse> {
  return apiPostForm<BetSubmitResponse>(
    API_PATHS.multipleBetSubmit,
    { ...request },
    { auth: true, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } },
  );
}

export { newIdempotencyKey } from './idempotency-key';
