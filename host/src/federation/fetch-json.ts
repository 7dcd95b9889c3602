import type { FetchLike } from './registry';

/** What a GET of one of the site's JSON files (`remotes.json`, `endpoints.json`) came to. */
export type JsonFileAnswer =
  | { kind: 'json'; body: unknown }
  | { kind: 'status'; status: number }
  | { kind: 'unreachable'; reason: string }
  | { kind: 'not-json' };

/**
 * GETs `path` as JSON, never from the cache (an edited file shows at the next load), aborted
 * after `timeoutMs`. Never throws: the caller words each outcome for its file.
 */
export async function fetchJsonFile(
  path: string,
  fetchImpl: FetchLike,
  timeoutMs: number,
): Promise<JsonFileAnswer> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let response: Response;
  try {
    response = await fetchImpl(path, {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    });
  } catch (error) {
    return { kind: 'unreachable', reason: String(error) };
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) return { kind: 'status', status: response.status };
  try {
    return { kind: 'json', body: (await response.json()) as unknown };
  } catch {
    return { kind: 'not-json' };
  }
}
