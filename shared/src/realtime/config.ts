import { readEndpointsWire, type SiteEndpoints } from '../contracts/endpoints';

/** How the browser reaches the Pusher-protocol socket (DESIGN.md section 5). */
export type RealtimeConfig = SiteEndpoints['realtime'];

/**
 * The socket of the page's endpoint document (contracts/endpoints.ts), read from the wire the
 * host sets; port 6002 of the host that served the page, without TLS, when it set none.
 */
export function defaultRealtimeConfig(): RealtimeConfig {
  return readEndpointsWire().realtime;
}

/** Set only by configureRealtime (tests, a tool); a page takes its endpoints from the wire. */
let overrides: Partial<RealtimeConfig> = {};

/** Overrides this copy's socket settings; only this copy of shared sees them. */
export function configureRealtime(config: Partial<RealtimeConfig>): void {
  overrides = { ...overrides, ...config };
}

export function getRealtimeConfig(): RealtimeConfig {
  return { ...defaultRealtimeConfig(), ...overrides };
}
