// Types of site-headers.cjs.
export interface SiteSecurityHeaderOptions {
  /** index.html as served: its inline scripts are allowed by hash. */
  html?: string;
  /** remotes.json as served, or null. */
  registry?: unknown;
  /** The endpoint document as served, or null when the site serves none. */
  endpoints?: unknown;
  pageScheme?: 'http' | 'https';
  /** Send Strict-Transport-Security (production over HTTPS only). */
  hsts?: boolean;
  /** The dev server's needs: eval source maps, the live-reload socket. */
  dev?: boolean;
  /** Also allow any port of localhost and 127.0.0.1 (npm start, npm run dev; never production). */
  localOrigins?: boolean;
}
export declare function siteSecurityHeaders(
  options: SiteSecurityHeaderOptions,
): Record<string, string>;
export declare function inlineScriptHashes(html: string): string[];
export declare function registryOrigins(registry: unknown): string[];
export declare function realtimeSocketSource(endpoints: unknown): string;
export declare const HSTS: string;
