import type { ComponentType } from 'react';

/**
 * Marks the module the fallback runtime plugin hands back when a remote cannot load. It lives in a
 * file without React so the loader can recognise a fallback without pulling React into the
 * federation runtime's startup code.
 */
export const FALLBACK_FLAG = '__sportsbookRemoteFallback';

export interface FallbackModule {
  default: ComponentType;
  [FALLBACK_FLAG]: true;
  /** The module the page asked for, e.g. `sports/LiveHome`. */
  requestedId: string;
  error: unknown;
}

export function isFallbackModule(value: unknown): value is FallbackModule {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as Partial<Record<typeof FALLBACK_FLAG, unknown>>)[FALLBACK_FLAG] === true
  );
}
