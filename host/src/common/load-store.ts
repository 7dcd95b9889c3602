/** Where one load stands. A new object whenever it changes (a store snapshot). */
export type LoadEntry<V> =
  { status: 'loading' } | { status: 'loaded'; value: V } | { status: 'failed'; error: unknown };

/**
 * One load per key, for React (`subscribe` / `entry` with useSyncExternalStore): the first entry
 * asked for starts the load, every later one shares it, and the answer is kept. Used for what the
 * host loads on first use and shows the moment it has arrived: the remote slots' modules
 * (federation/lazy-module-cache.ts) and the host's own lazy pages (app/lazy-pages.tsx). Not
 * React.lazy: its arrival would be a Suspense retry, which React holds back until 300 ms after the
 * last fallback it showed (its reveal throttle), and a lazy component remembers a failure for ever
 * (issue 12).
 *
 * A failure is kept until a retry. `failedWhen` also counts a value as failed for a retry (a
 * remote's fallback module): it is shown, and the next retry loads it again.
 */
export class LoadStore<K, V> {
  private readonly entries = new Map<K, LoadEntry<V>>();
  private readonly failed = new Set<K>();
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly load: (key: K) => Promise<V>,
    private readonly failedWhen: (value: V) => boolean = () => false,
  ) {}

  /** The key's entry; the first call starts its load. */
  entry(key: K): LoadEntry<V> {
    const known = this.entries.get(key);
    if (known) return known;
    const loading: LoadEntry<V> = { status: 'loading' };
    this.entries.set(key, loading);
    // A load that throws at once fails like one that rejects.
    new Promise<V>((resolve) => resolve(this.load(key))).then(
      (value) => this.settle(key, loading, { status: 'loaded', value }, this.failedWhen(value)),
      (error: unknown) => this.settle(key, loading, { status: 'failed', error }, true),
    );
    return loading;
  }

  /**
   * Forgets the key and every other key that failed (they usually failed for the same reason, so
   * one Retry brings them all back); the next `entry` loads them again.
   */
  retry(key: K): void {
    this.entries.delete(key);
    for (const failedKey of this.failed) this.entries.delete(failedKey);
    this.failed.clear();
    this.notify();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  private settle(key: K, loading: LoadEntry<V>, entry: LoadEntry<V>, failed: boolean): void {
    // A retry meanwhile replaced this load: its answer is no one's.
    if (this.entries.get(key) !== loading) return;
    this.entries.set(key, entry);
    if (failed) this.failed.add(key);
    this.notify();
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}
