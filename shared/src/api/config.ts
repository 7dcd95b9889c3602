import { readEndpointsWire } from '../contracts/endpoints';

/** Where the API lives. */
export interface ApiConfig {
  /** Absolute base URL ending in a slash, e.g. http://localhost:8000/. */
  baseUrl: string;
  /** Request timeout in milliseconds. */
  timeoutMs: number;
}

/**
 * The API's base URL of the page's endpoint document (contracts/endpoints.ts), read from the
 * wire the host sets; port 8000 of the host that served the page when it set none.
 */
export function defaultApiBaseUrl(): string {
  return readEndpointsWire().api.baseUrl;
}

const DEFAULT_TIMEOUT_MS = 15_000;

/** Set only by configureApi (tests, a tool); a page takes its endpoints from the wire. */
let overrides: Partial<ApiConfig> = {};

/**
 * Overrides this copy's API settings. Only this copy of shared sees them: a page's endpoints go
 * through the endpoint document, which every copy reads (docs/shared-code.md, the wire rule).
 */
export function configureApi(config: Partial<ApiConfig>): void {
  const baseUrl = config.baseUrl ?? overrides.baseUrl;
  overrides = {
    ...overrides,
    ...config,
    ...(baseUrl === undefined ? {} : { baseUrl: baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/` }),
  };
}

export function getApiConfig(): ApiConfig {
  return {
    baseUrl: overrides.baseUrl ?? defaultApiBaseUrl(),
    timeoutMs: overrides.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  };
}
