/** How the browser reaches the Pusher-protocol socket (DESIGN.md section 5). */
export interface RealtimeConfig {
  key: string;
  wsHost: string;
  wsPort: number;
  forceTLS: boolean;
  /** pusher-js 8 requires a cluster even for a self-hosted socket; it is not used for routing. */
  cluster: string;
  /** Private-channel signing endpoint, absolute URL. */
  authEndpoint: string;
}

export function defaultRealtimeConfig(): RealtimeConfig {
  const hostname =
    typeof window !== 'undefined' && window.location?.hostname
      ? window.location.hostname
      : 'localhost';
  const protocol = typeof window !== 'undefined' ? window.location?.protocol : 'http:';
  return {
    key: 'sportsbook-key',
    wsHost: hostname,
    wsPort: 6002,
    forceTLS: false,
    cluster: 'mt1',
    authEndpoint: `${protocol}//${hostname}:8000/broadcasting/auth`,
  };
}

let current: RealtimeConfig | null = null;

export function configureRealtime(config: Partial<RealtimeConfig>): void {
  current = { ...(current ?? defaultRealtimeConfig()), ...config };
}

export function getRealtimeConfig(): RealtimeConfig {
  return current ?? defaultRealtimeConfig();
}
