import { canaryBucket } from '@sportsbook/shared/contracts';
import {
  BROWSER_ID_STORAGE_KEY,
  OVERRIDE_STORAGE_KEY,
  RegistryError,
  applyOverrides,
  browserIdFrom,
  chooseVersions,
  loadEffectiveRegistry,
  parseRegistry,
  registryPathFromDocument,
  resolveOverrides,
  type FetchLike,
} from './registry';

const production = {
  allowOverrides: true,
  overrideOrigins: ['http://qa.example.test'],
  remotes: {
    sports: { version: '1.0.0', manifest: 'http://localhost:3001/1.0.0/mf-manifest.json' },
    betslip: { version: '1.0.0', manifest: 'http://localhost:3002/1.0.0/mf-manifest.json' },
  },
};

function jsonResponse(body: unknown, status = 200): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    json: () => Promise.resolve(body),
  } as unknown as Response;
}

function fetchReturning(body: unknown, status = 200): jest.MockedFunction<FetchLike> {
  return jest.fn<Promise<Response>, Parameters<FetchLike>>(() =>
    Promise.resolve(jsonResponse(body, status)),
  );
}

const candidate = 'http://qa.example.test/sports/2.0.0-rc.1/mf-manifest.json';

beforeEach(() => {
  window.localStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('parseRegistry', () => {
  it('accepts the production registry as it is', () => {
    expect(parseRegistry(production)).toEqual({ registry: production, warnings: [] });
  });

  it.each([
    ['a list', []],
    ['a string', 'remotes'],
    ['no remotes object', { allowOverrides: true }],
    ['a non-boolean allowOverrides', { allowOverrides: 'yes', remotes: {} }],
  ])('rejects %s', (_label, value) => {
    expect(() => parseRegistry(value)).toThrow(RegistryError);
  });

  it('leaves out a bad entry and an unknown remote but keeps the rest', () => {
    const { registry, warnings } = parseRegistry({
      allowOverrides: false,
      remotes: {
        sports: production.remotes.sports,
        betslip: { version: '1.0.0', manifest: 'not a url' },
        casino: { version: '1.0.0', manifest: 'http://localhost:4000/mf-manifest.json' },
      },
    });
    expect(registry.remotes).toEqual({ sports: production.remotes.sports });
    expect(warnings).toHaveLength(2);
  });

  it('reads a missing allowOverrides as no overrides, and missing origins as none', () => {
    expect(parseRegistry({ remotes: {} }).registry).toEqual({
      allowOverrides: false,
      overrideOrigins: [],
      remotes: {},
    });
  });

  it('keeps a well-formed canary beside the live version', () => {
    const canary = {
      version: '1.0.1',
      manifest: 'http://localhost:3002/1.0.1/mf-manifest.json',
      percent: 50,
    };
    const { registry, warnings } = parseRegistry({
      remotes: { betslip: { ...production.remotes.betslip, canary } },
    });
    expect(registry.remotes.betslip).toEqual({ ...production.remotes.betslip, canary });
    expect(warnings).toEqual([]);
  });

  it.each([
    ['no version', { manifest: 'http://localhost:3002/1.0.1/mf-manifest.json', percent: 5 }],
    ['a relative manifest', { version: '1.0.1', manifest: '/1.0.1/mf-manifest.json', percent: 5 }],
    ['a share of 0', { version: '1.0.1', manifest: 'http://x.test/m.json', percent: 0 }],
    ['a share over 100', { version: '1.0.1', manifest: 'http://x.test/m.json', percent: 101 }],
    ['a fractional share', { version: '1.0.1', manifest: 'http://x.test/m.json', percent: 2.5 }],
  ])('ignores a canary with %s but keeps the live version', (_label, canary) => {
    const { registry, warnings } = parseRegistry({
      remotes: { betslip: { ...production.remotes.betslip, canary } },
    });
    expect(registry.remotes.betslip).toEqual(production.remotes.betslip);
    expect(warnings).toHaveLength(1);
  });

  it('keeps only override origins that are origins', () => {
    const { registry, warnings } = parseRegistry({
      allowOverrides: true,
      overrideOrigins: [
        'https://qa.example.test',
        'http://localhost:4101/',
        'https://cdn.example.test/path',
        'ftp://files.example.test',
        42,
      ],
      remotes: {},
    });
    expect(registry.overrideOrigins).toEqual(['https://qa.example.test', 'http://localhost:4101']);
    expect(warnings).toHaveLength(3);
    expect(parseRegistry({ overrideOrigins: 'https://qa.example.test', remotes: {} })).toEqual({
      registry: { allowOverrides: false, overrideOrigins: [], remotes: {} },
      warnings: [expect.stringContaining('overrideOrigins')],
    });
  });
});

/** A browser id whose bucket for the betslip 1.0.1 canary is inside (or outside) `percent`. */
function browserIdFor(inside: boolean, percent: number): string {
  for (let index = 0; ; index += 1) {
    const id = index.toString(16).padStart(32, '0');
    if (canaryBucket(id, 'betslip', '1.0.1') < percent === inside) return id;
  }
}

describe('canaries', () => {
  const candidate = 'http://localhost:3002/1.0.1/mf-manifest.json';
  const withCanary = (percent: number) =>
    parseRegistry({
      ...production,
      remotes: {
        ...production.remotes,
        betslip: {
          ...production.remotes.betslip,
          canary: { version: '1.0.1', manifest: candidate, percent },
        },
      },
    }).registry;

  it('gives the candidate to a browser whose bucket is inside the share, and tells so', () => {
    const effective = chooseVersions(withCanary(50), browserIdFor(true, 50));
    expect(effective.registry.remotes.betslip).toEqual({ version: '1.0.1', manifest: candidate });
    expect(effective.chosen.betslip).toEqual({
      version: '1.0.1',
      manifest: candidate,
      channel: 'canary',
    });
    expect(effective.chosen.sports).toMatchObject({ version: '1.0.0', channel: 'live' });
  });

  it('gives the live version to a browser outside the share', () => {
    const effective = chooseVersions(withCanary(50), browserIdFor(false, 50));
    expect(effective.registry.remotes.betslip).toEqual(production.remotes.betslip);
    expect(effective.chosen.betslip?.channel).toBe('live');
  });

  it('keeps a browser in the canary when its share grows', () => {
    const id = browserIdFor(true, 10);
    for (const percent of [10, 25, 50, 100]) {
      expect(chooseVersions(withCanary(percent), id).chosen.betslip?.channel).toBe('canary');
    }
  });

  it('keeps one random id per browser, created at the first visit', () => {
    const first = browserIdFrom(localStorage);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(localStorage.getItem(BROWSER_ID_STORAGE_KEY)).toBe(first);
    expect(browserIdFrom(localStorage)).toBe(first);
    localStorage.clear();
    expect(browserIdFrom(localStorage)).not.toBe(first);
  });

  it('still chooses when storage is unavailable (an id for this page load only)', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    expect(browserIdFrom(broken)).toMatch(/^[0-9a-f]{32}$/);
  });

  it('reads the canary and this browser’s id at load', async () => {
    localStorage.setItem(BROWSER_ID_STORAGE_KEY, browserIdFor(true, 50));
    const effective = await loadEffectiveRegistry({
      path: '/remotes.json',
      fetchImpl: fetchReturning(withCanary(50)),
      search: '',
      storage: localStorage,
    });
    expect(effective.chosen.betslip).toMatchObject({ version: '1.0.1', channel: 'canary' });
  });
});

describe('registry path', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('defaults to /remotes.json', () => {
    expect(registryPathFromDocument()).toBe('/remotes.json');
  });

  it('follows the sb-registry meta tag', () => {
    document.head.innerHTML = '<meta name="sb-registry" content="/config/remotes.v2.json">';
    expect(registryPathFromDocument()).toBe('/config/remotes.v2.json');
  });
});

describe('QA overrides', () => {
  it('stores an override from the query string for later page loads', () => {
    const overrides = resolveOverrides(`?remote-override=sports@${candidate}`, localStorage);
    expect(overrides).toEqual({ sports: candidate });
    expect(resolveOverrides('', localStorage)).toEqual({ sports: candidate });
  });

  it('forgets every override with remote-override=clear', () => {
    resolveOverrides(`?remote-override=sports@${candidate}`, localStorage);
    expect(resolveOverrides('?remote-override=clear', localStorage)).toEqual({});
    expect(localStorage.getItem(OVERRIDE_STORAGE_KEY)).toBeNull();
  });

  it('ignores an override for an unknown remote or with a non-http URL', () => {
    const overrides = resolveOverrides(
      '?remote-override=casino@http://x.test/m.json&remote-override=sports@javascript:alert(1)',
      localStorage,
    );
    expect(overrides).toEqual({});
  });

  it('replaces only the overridden remote', () => {
    const { registry, overridden, chosen } = applyOverrides(
      chooseVersions(production, 'browser-1'),
      { sports: candidate },
    );
    expect(registry.remotes.sports).toEqual({ version: 'override', manifest: candidate });
    expect(registry.remotes.betslip).toEqual(production.remotes.betslip);
    expect(overridden).toEqual(['sports']);
    expect(chosen.sports).toEqual({
      version: 'override',
      manifest: candidate,
      channel: 'override',
    });
  });

  it('applies nothing when the registry does not allow overrides', () => {
    const locked = chooseVersions({ ...production, allowOverrides: false }, 'browser-1');
    expect(applyOverrides(locked, { sports: candidate })).toEqual(locked);
  });

  it('applies no override whose manifest is not on an allowed origin', () => {
    const effective = chooseVersions(production, 'browser-1');
    const elsewhere = 'http://evil.example.test/sports/mf-manifest.json';
    const result = applyOverrides(effective, { sports: elsewhere });
    expect(result.registry.remotes.sports).toEqual(production.remotes.sports);
    expect(result.overridden).toEqual([]);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('http://evil.example.test'));
    const noOrigins = chooseVersions({ ...production, overrideOrigins: [] }, 'browser-1');
    expect(applyOverrides(noOrigins, { sports: candidate }).overridden).toEqual([]);
  });
});

describe('loadEffectiveRegistry', () => {
  it('fetches the registry without the HTTP cache and applies an allowed override', async () => {
    const fetchImpl = fetchReturning(production);
    const effective = await loadEffectiveRegistry({
      path: '/remotes.json',
      fetchImpl,
      search: `?remote-override=sports@${candidate}`,
      storage: localStorage,
    });
    expect(fetchImpl).toHaveBeenCalledWith(
      '/remotes.json',
      expect.objectContaining({ cache: 'no-store' }),
    );
    expect(effective.registry.remotes.sports?.manifest).toBe(candidate);
    expect(effective.overridden).toEqual(['sports']);
  });

  it('ignores and does not store an override when allowOverrides is false', async () => {
    const effective = await loadEffectiveRegistry({
      path: '/remotes.json',
      fetchImpl: fetchReturning({ ...production, allowOverrides: false }),
      search: `?remote-override=sports@${candidate}`,
      storage: localStorage,
    });
    expect(effective.registry.remotes.sports).toEqual(production.remotes.sports);
    expect(effective.overridden).toEqual([]);
    expect(localStorage.getItem(OVERRIDE_STORAGE_KEY)).toBeNull();
  });

  it('ignores an override stored earlier once the registry stops allowing them', async () => {
    localStorage.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify({ sports: candidate }));
    const effective = await loadEffectiveRegistry({
      path: '/remotes.json',
      fetchImpl: fetchReturning({ ...production, allowOverrides: false }),
      search: '',
      storage: localStorage,
    });
    expect(effective.registry.remotes.sports).toEqual(production.remotes.sports);
  });

  it.each([
    ['an HTTP error', fetchReturning({}, 404)],
    ['a body of the wrong shape', fetchReturning({ sports: 'http://localhost:3001' })],
    [
      'a network failure',
      jest.fn<Promise<Response>, Parameters<FetchLike>>(() =>
        Promise.reject(new TypeError('Failed to fetch')),
      ),
    ],
  ])('fails with a RegistryError on %s', async (_label, fetchImpl) => {
    await expect(
      loadEffectiveRegistry({
        path: '/remotes.json',
        fetchImpl,
        search: '',
        storage: localStorage,
      }),
    ).rejects.toBeInstanceOf(RegistryError);
  });
});
