import type { AttemptStorage } from '../api/idempotent-attempts';

/** Idempotency keys key-1, key-2, ... in the order attempts are made. */
export function countingKeys(): () => string {
  let made = 0;
  return () => `key-${(made += 1)}`;
}

/** A storage that keeps its items in a Map, like sessionStorage; `items` shows what was written. */
export function mapStorage(): AttemptStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}
