// Types of security-headers.cjs.
export declare const BACKOFFICE_PORT: number;
export interface BackofficeHeaderOptions {
  /** Origins of the operator API besides 'self' (none when served beside it on one origin). */
  apiOrigins?: readonly string[];
  /** The site's endpoint document, or null when it serves none: its realtime socket is allowed. */
  endpoints?: unknown;
  /** The dev server's live-reload socket and injected styles. */
  dev?: boolean;
  /** Send Strict-Transport-Security (production over HTTPS only). */
  hsts?: boolean;
}
export declare function backofficeSecurityHeaders(
  options?: BackofficeHeaderOptions,
): Record<string, string>;
