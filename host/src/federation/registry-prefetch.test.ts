import {
  fetchWithPrefetch,
  REGISTRY_PREFETCH_GLOBAL,
  type RegistryPrefetch,
} from './registry-prefetch';

function pageWith(
  prefetch?: RegistryPrefetch,
): Window & { [REGISTRY_PREFETCH_GLOBAL]?: RegistryPrefetch } {
  return { [REGISTRY_PREFETCH_GLOBAL]: prefetch } as unknown as Window & {
    [REGISTRY_PREFETCH_GLOBAL]?: RegistryPrefetch;
  };
}

/** jsdom has no Response; the function only hands answers through, so a labelled object does. */
function answer(label: string): Response {
  return { label } as unknown as Response;
}

describe('fetchWithPrefetch', () => {
  it('answers the first request for the prefetched path with the response index.html started', async () => {
    const prefetched = answer('prefetched');
    const fetchImpl = jest.fn(async () => answer('fresh'));
    const fetchRegistry = fetchWithPrefetch(
      pageWith({ path: '/remotes.json', response: Promise.resolve(prefetched) }),
      fetchImpl,
    );
    expect(await fetchRegistry('/remotes.json')).toBe(prefetched);
    // A retry fetches afresh.
    expect(await fetchRegistry('/remotes.json')).toEqual(answer('fresh'));
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('fetches other paths, and everything when the page started nothing', async () => {
    const fetchImpl = jest.fn(async () => answer('fresh'));
    const other = fetchWithPrefetch(
      pageWith({ path: '/other.json', response: Promise.resolve(answer('old')) }),
      fetchImpl,
    );
    expect(await other('/remotes.json')).toEqual(answer('fresh'));
    const none = fetchWithPrefetch(pageWith(), fetchImpl);
    expect(await none('/remotes.json')).toEqual(answer('fresh'));
  });

  it('gives up on the prefetched request when the caller’s signal aborts (the registry timeout)', async () => {
    const fetchRegistry = fetchWithPrefetch(
      pageWith({ path: '/remotes.json', response: new Promise<Response>(() => undefined) }),
    );
    const controller = new AbortController();
    const answer = fetchRegistry('/remotes.json', { signal: controller.signal });
    controller.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
  });
});
