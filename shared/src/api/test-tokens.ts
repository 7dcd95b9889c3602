import type { TokenResponse } from '../contracts';

/** A token response as `POST /oauth/token` answers it, for the client's tests. */
export function tokens(access: string, refresh: string): TokenResponse {
  return { token_type: 'Bearer', access_token: access, expires_in: 3600, refresh_token: refresh };
}
