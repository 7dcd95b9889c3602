import { expect, test } from '../support/fixtures';
import { serveRegistryWith } from '../support/registry';
import { remoteTool } from '../support/release-tool';
import { ScratchCheckout } from '../support/scratch-checkout';

/**
 * Issue 27: a remote built before the endpoint document existed (against shared 2.4.0, whose API
 * client and socket took port 8000 and 6002 of the page's host) still reads the endpoints from
 * the document: its range of shared (^2.4.0) takes the host's newer copy, already loaded, which
 * reads the wire. Were it to use its own copy, its calls would go to localhost:8000 below.
 */
const OLDER_SHARED = '2.4.0';
const VERSION = '1.0.90';

/** shared 2.4.0's src/api/config.ts, as it was. */
const OLD_API_CONFIG = `export interface ApiConfig {
  baseUrl: string;
  timeoutMs: number;
}
export function defaultApiBaseUrl(): string {
  if (typeof window === 'undefined' || !window.location?.hostname) return 'http://localhost:8000/';
  return \`\${window.location.protocol}//\${window.location.hostname}:8000/\`;
}
let current: ApiConfig = { baseUrl: defaultApiBaseUrl(), timeoutMs: 15_000 };
export function configureApi(config: Partial<ApiConfig>): void {
  const baseUrl = config.baseUrl ?? current.baseUrl;
  current = { ...current, ...config, baseUrl: baseUrl.endsWith('/') ? baseUrl : \`\${baseUrl}/\` };
}
export function getApiConfig(): ApiConfig {
  return current;
}
`;

/** shared 2.4.0's src/realtime/config.ts, as it was. */
const OLD_REALTIME_CONFIG = `export interface RealtimeConfig {
  key: string;
  wsHost: string;
  wsPort: number;
  forceTLS: boolean;
  cluster: string;
  authEndpoint: string;
}
export function defaultRealtimeConfig(): RealtimeConfig {
  const hostname =
    typeof window !== 'undefined' && window.location?.hostname ? window.location.hostname : 'localhost';
  const protocol = typeof window !== 'undefined' ? window.location?.protocol : 'http:';
  return {
    key: 'sportsbook-key',
    wsHost: hostname,
    wsPort: 6002,
    forceTLS: false,
    cluster: 'mt1',
    authEndpoint: \`\${protocol}//\${hostname}:8000/broadcasting/auth\`,
  };
}
let current: RealtimeConfig | null = null;
export function configureRealtime(config: Partial<RealtimeConfig>): void {
  current = { ...(current ?? defaultRealtimeConfig()), ...config };
}
export function getRealtimeConfig(): RealtimeConfig {
  return current ?? defaultRealtimeConfig();
}
`;

let checkout: ScratchCheckout | null = null;

test.beforeAll(async () => {
  // A production build of remote-sports (the release tool's own build step).
  test.setTimeout(300_000);
  checkout = new ScratchCheckout('remote-sports');
  checkout.setVersion(VERSION);
  checkout.setSharedVersion(OLDER_SHARED);
  checkout.write('shared/src/api/config.ts', OLD_API_CONFIG);
  checkout.write('shared/src/realtime/config.ts', OLD_REALTIME_CONFIG);
  const release = await remoteTool('release', 'sports', '--from', checkout.dir);
  expect(release.code, release.output).toBe(0);
});

test.afterAll(() => checkout?.dispose());

test('a remote built against shared 2.4 calls the API and the socket the document names', async ({
  page,
  shell,
  sports,
}) => {
  await serveRegistryWith(page, 'sports', {
    version: VERSION,
    manifest: `http://localhost:3001/${VERSION}/mf-manifest.json`,
  });
  // The same servers under another name of this machine: only the document says so.
  await page.route('**/endpoints.json', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        api: { baseUrl: 'http://127.0.0.1:8000/' },
        realtime: { host: '127.0.0.1', port: 6002 },
      }),
    }),
  );
  const apiHosts = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (['fetch', 'xhr'].includes(request.resourceType()) && url.port === '8000') {
      apiHosts.add(url.hostname);
    }
  });
  let socketHost = '';
  page.on('websocket', (socket) => {
    socketHost = new URL(socket.url()).hostname;
  });

  await shell.open('/');
  await sports.waitForLiveMatches();
  await expect(page.locator('html')).toHaveAttribute('data-remote-sports', VERSION);
  await expect.poll(() => socketHost).toBe('127.0.0.1');
  expect([...apiHosts]).toEqual(['127.0.0.1']);
});
