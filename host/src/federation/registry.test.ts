import {
  OVERRIDE_STORAGE_KEY,
  RegistryError,
  applyOverrides,
  loadEffectiveRegistry,
  parseRegistry,
  registryPathFromDocument,
  resolveOverrides,
  type FetchLike,
} from './registry';

const production = {
  allowOverrides: true,
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

  it('reads a missing allowOverrides as no overrides', () => {
    expect(parseRegistry({ remotes: {} }).registry.allowOverrides).toBe(false);
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
    const { registry, overridden } = applyOverrides(production, { sports: candidate });
    expect(registry.remotes.sports).toEqual({ version: 'override', manifest: candidate });
    expect(registry.remotes.betslip).toEqual(production.remotes.betslip);
    expect(overridden).toEqual(['sports']);
  });

  it('applies nothing when the registry does not allow overrides', () => {
    const locked = { ...production, allowOverrides: false };
    expect(applyOverrides(locked, { sports: candidate })).toEqual({
      registry: locked,
      overridden: [],
    });
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
