/**
 * Test helpers of the release tool: a temporary store, a fake site answering HTTP like the live
 * one (the host's contract and each remote version's manifest and entry), a recording context.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RemoteLoadSummary } from '@sportsbook/shared/contracts';
import type { HostContract } from '@sportsbook/shared/federation';
import type { FetchLike } from './checks';
import type { ReleaseToolContext } from './commands';
import type { ReleaseMetadata } from './store';

export function temporaryStore(): { dir: string; dispose(): void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sb-release-test-'));
  return { dir, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

export const HOST_URL = 'http://site.test:3000/';
export const API_URL = 'http://api.test:8000/';

export const hostContract: HostContract = {
  format: 1,
  host: { version: '1.0.0' },
  remotes: { betslip: ['./Betslip'], sports: ['./LiveHome', './SportPage'] },
  shared: {
    react: { version: '19.2.3', singleton: true },
    'react-dom': { version: '19.2.3', singleton: true },
    '@sportsbook/shared/api': { version: '1.1.0', singleton: false },
  },
};

/** An mf-manifest.json as Module Federation writes it (the fields the tool reads). */
export function manifest(
  name: string,
  version: string,
  options: { exposes?: string[]; reactRange?: string; sharedVersion?: string } = {},
) {
  const { exposes = ['./Betslip'], reactRange = '^19.2.0', sharedVersion = '1.1.0' } = options;
  return {
    id: name,
    name,
    metaData: {
      name,
      buildInfo: { buildVersion: version, buildName: `@sportsbook/remote-${name}` },
      publicPath: 'auto',
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    },
    shared: [
      { name: 'react', version: '19.2.3', singleton: true, requiredVersion: reactRange },
      {
        name: 'react/jsx-runtime',
        version: '19.2.3',
        singleton: true,
        requiredVersion: reactRange,
      },
      {
        name: '@sportsbook/shared/api',
        version: sharedVersion,
        singleton: false,
        requiredVersion: `^${sharedVersion}`,
      },
    ],
    exposes: exposes.map((expose) => ({
      id: `${name}:${expose.slice(2)}`,
      name: expose.slice(2),
      path: expose,
    })),
    remotes: [],
  };
}

/**
 * A site answering like the live one: `files` maps absolute URLs to bodies (objects as JSON);
 * the API's `ng/remote-loads` answers `loads`, or fails when `apiDown`.
 */
export class FakeSite {
  readonly files = new Map<string, unknown>();
  loads: RemoteLoadSummary[] = [];
  apiDown = false;
  readonly requested: string[] = [];

  constructor() {
    this.files.set(`${HOST_URL}host-contract.json`, hostContract);
  }

  /** Serves a built version of a remote at `<base><version>/`. */
  serve(base: string, version: string, body: unknown): void {
    this.files.set(`${base}${version}/mf-manifest.json`, body);
    this.files.set(`${base}${version}/remoteEntry.js`, 'var betslip;');
  }

  fetch: FetchLike = async (url) => {
    this.requested.push(url);
    if (url.startsWith(`${API_URL}ng/remote-loads`)) {
      if (this.apiDown) throw new TypeError('fetch failed');
      const query = new URL(url).searchParams;
      const data = this.loads.filter(
        (row) => !query.get('remote') || row.remote === query.get('remote'),
      );
      return new Response(JSON.stringify({ data }), { status: 200 });
    }
    if (!this.files.has(url)) return new Response('Not found', { status: 404 });
    const body = this.files.get(url);
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status: 200 });
  };
}

export const PORTS = { host: 3000, sports: 3001, betslip: 3002 };

/** Release metadata as `release` writes it. */
export function metadata(remote: string, version: string): ReleaseMetadata {
  return {
    remote,
    version,
    commit: 'a1b2c3d4e5f6a7b8c9d0',
    dirty: false,
    builtAt: '2025-06-01T12:00:00.000Z',
    exposes: ['./Betslip'],
    shared: [],
    entry: 'remoteEntry.js',
  };
}

/** A context on a temporary store and a fake site; `lines` is what the tool printed. */
export function testContext(
  store: string,
  site: FakeSite,
  overrides: Partial<ReleaseToolContext> = {},
): ReleaseToolContext & { lines: string[]; output(): string } {
  const lines: string[] = [];
  let tick = 0;
  return {
    root: '/checkout',
    store,
    defaults: { hostUrl: HOST_URL, apiUrl: API_URL },
    ports: PORTS,
    fetchImpl: site.fetch,
    // A clock that moves a second per reading, so history lines have distinct times.
    now: () => new Date(Date.UTC(2025, 5, 1, 12, 0, tick++)),
    out: (line) => lines.push(line),
    build: () => Promise.reject(new Error('no build in this test')),
    checkoutVersion: () => Promise.resolve('1.0.1'),
    ...overrides,
    lines,
    output: () => lines.join('\n'),
  };
}
