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

describe('fetchWithPrefetch', () => {
  it('answers the first request for the prefetched path with the response index.html started', async () => {
    const prefetched = new Response('{"remotes":{}}');
    const fetchImpl = jest.fn(async () => new Response('fresh'));
    const fetchRegistry = fetchWithPrefetch(
      pageWith({ path: '/remotes.json', response: Promise.resolve(prefetched) }),
      fetchImpl,
    );
    expect(await fetchRegistry('/remotes.json')).toBe(prefetched);
    // A retry fetches afresh.
    expect(await (await fetchRegistry('/remotes.json')).text()).toBe('fresh');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('fetches other paths, and everything when the page started nothing', async () => {
    const fetchImpl = jest.fn(async () => new Response('fresh'));
    const other = fetchWithPrefetch(
      pageWith({ path: '/other.json', response: Promise.resolve(new Response('old')) }),
      fetchImpl,
    );
    expect(await (await other('/remotes.json')).text()).toBe('fresh');
    const none = fetchWithPrefetch(pageWith(), fetchImpl);
    expect(await (await none('/remotes.json')).text()).toBe('fresh');
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
