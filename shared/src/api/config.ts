/** Where the API lives. The host sets it from its runtime config; remotes alone use the default. */
export interface ApiConfig {
  /** Absolute base URL ending in a slash, e.g. http://localhost:8000/. */
  baseUrl: string;
  /** Request timeout in milliseconds. */
  timeoutMs: number;
}

/** The API listens on port 8000 of the host that served the page (DESIGN.md section 6). */
export function defaultApiBaseUrl(): string {
  if (typeof window === 'undefined' || !window.location?.hostname) return 'http://localhost:8000/';
  return `${window.location.protocol}//${window.location.hostname}:8000/`;
}

let current: ApiConfig = { baseUrl: defaultApiBaseUrl(), timeoutMs: 15_000 };

export function configureApi(config: Partial<ApiConfig>): void {
  const baseUrl = config.baseUrl ?? current.baseUrl;
  current = {
    ...current,
    ...config,
    baseUrl: baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`,
  };
}

export function getApiConfig(): ApiConfig {
  return current;
}
