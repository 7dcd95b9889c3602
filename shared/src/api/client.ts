import axios, { AxiosError, type AxiosInstance, type AxiosRequestConfig } from 'axios';
import { ApiError, apiErrorFromBody } from './api-error';
import { getApiConfig } from './config';

/**
 * Supplies the bearer token for authenticated calls. Every copy of the client uses the
 * cookie-backed provider by default (`createCookieTokenProvider`, installed by `index.ts`: read
 * `access_token`, refresh once when missing); a test may set another. Returning null means "no session": the call fails with UNAUTHENTICATED and the host decides
 * where to send the user.
 */
export interface TokenProvider {
  getAccessToken(): Promise<string | null>;
  /** Called with the token the server rejected, so the provider can drop or refresh it. */
  onRejected?(rejectedToken: string): void;
}

let tokenProvider: TokenProvider | null = null;
let defaultTokenProvider: TokenProvider | null = null;

/** Replaces the token provider of this copy of the client; null goes back to the default. */
export function setTokenProvider(provider: TokenProvider | null): void {
  tokenProvider = provider;
}

/**
 * The provider used while none is set: `index.ts` installs the cookie provider, so every copy of
 * the client (one per build of shared on the page) authenticates from the cookies on its own.
 */
export function setDefaultTokenProvider(provider: TokenProvider | null): void {
  defaultTokenProvider = provider;
}

function currentTokenProvider(): TokenProvider | null {
  return tokenProvider ?? defaultTokenProvider;
}

export interface RequestOptions {
  /** Sends the bearer token; fails with UNAUTHENTICATED when there is no session. */
  auth?: boolean;
  params?: Record<string, string | number | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

function createInstance(): AxiosInstance {
  return axios.create({ headers: { Accept: 'application/json' } });
}

const instance = createInstance();

async function requestConfig(options: RequestOptions): Promise<AxiosRequestConfig> {
  const { baseUrl, timeoutMs } = getApiConfig();
  const headers: Record<string, string> = { ...options.headers };
  if (options.auth) {
    const provider = currentTokenProvider();
    const token = provider ? await provider.getAccessToken() : null;
    if (!token) {
      throw new ApiError('Please Log In!', { status: null, code: 'UNAUTHENTICATED' });
    }
    headers.Authorization = `Bearer ${token}`;
  }
  return {
    baseURL: baseUrl,
    timeout: timeoutMs,
    params: options.params,
    headers,
    signal: options.signal,
  };
}

/** What a request that could not be prepared rejects with (SPEC section 8: logged and rejected). */
export const REQUEST_PREPARATION_MESSAGE = 'The request could not be prepared. Please try again.';

/**
 * The request's configuration. A failure to prepare it (the API config, the token provider or its
 * refresh throwing) is logged and rejected, as an ApiError (a provider's own ApiError as it is);
 * "no session" (UNAUTHENTICATED) is the client's answer, not a failure, and is not logged.
 */
async function prepare(options: RequestOptions): Promise<AxiosRequestConfig> {
  try {
    return await requestConfig(options);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'UNAUTHENTICATED') throw error;
    console.error('[api] the request could not be prepared', error);
    if (error instanceof ApiError) throw error;
    throw new ApiError(REQUEST_PREPARATION_MESSAGE, { status: null, code: 'REQUEST_PREPARATION' });
  }
}

/** The bearer token a failed request carried, if any. */
function sentToken(error: AxiosError): string | null {
  const header: unknown = error.config?.headers?.Authorization;
  return typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : null;
}

function toApiError(error: unknown, auth: boolean): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof AxiosError) {
    if (error.response) {
      const rejected = sentToken(error);
      if (error.response.status === 401 && auth && rejected) {
        currentTokenProvider()?.onRejected?.(rejected);
      }
      return apiErrorFromBody(error.response.status, error.response.data);
    }
    if (error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT) {
      return new ApiError('The server took too long to answer. Please try again.', {
        status: null,
        code: 'TIMEOUT',
      });
    }
    if (error.code === AxiosError.ERR_CANCELED) {
      return new ApiError('The request was cancelled.', { status: null, code: 'NETWORK' });
    }
  }
  return new ApiError('Could not reach the server. Check your connection and try again.', {
    status: null,
    code: 'NETWORK',
  });
}

/** GET a path relative to the API base URL; resolves to the response body. */
export async function apiGet<T>(path: string, options: RequestOptions = {}): Promise<T> {
  try {
    const response = await instance.get<T>(path, await prepare(options));
    return response.data;
  } catch (error) {
    throw toApiError(error, Boolean(options.auth));
  }
}

/** POST form data (SPEC's POSTs are form posts) to a path; resolves to the response body. */
export async function apiPostForm<T>(
  path: string,
  form: Record<string, string | number | boolean | undefined | null>,
  options: RequestOptions = {},
): Promise<T> {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(form)) {
    if (value !== undefined && value !== null) body.append(key, String(value));
  }
  try {
    const config = await prepare(options);
    config.headers = { ...config.headers, 'Content-Type': 'application/x-www-form-urlencoded' };
    const response = await instance.post<T>(path, body.toString(), config);
    return response.data;
  } catch (error) {
    throw toApiError(error, Boolean(options.auth));
  }
}

/** The axios instance itself, for tests that mock the network adapter. */
export const apiHttp = instance;
