/**
 * The live registry as the host reads it (`/remotes.json`, served by `npm start` beside the host):
 * the public view of the release store's state, read afresh at every page load. Before answering
 * it judges each running canary by the page loads the API recorded since the canary started, and
 * rolls back one whose failure share passed its limit, with the reason in the history: so the
 * page load after the limit is passed already gets the live version.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RemoteRegistry } from '@sportsbook/shared/contracts';
import { fetchLoadSummaries, judgeCanary } from './canary-health';
import type { FetchLike } from './checks';
import { publicRegistry, rollBackCanaryAutomatically } from './registry-state';
import { readState, updateState, type StateDefaults } from './state-file';

export interface RegistryServerOptions {
  store: string;
  defaults: StateDefaults;
  fetchImpl?: FetchLike;
  now?: () => Date;
  log?: (line: string) => void;
}

export interface RegistryServer {
  /** The registry for this page load, after any automatic rollback. */
  current(): Promise<RemoteRegistry>;
  /** A node:http handler answering with `current()`. */
  handle(request: IncomingMessage, response: ServerResponse): Promise<void>;
}

export function createRegistryServer(options: RegistryServerOptions): RegistryServer {
  const {
    store,
    defaults,
    fetchImpl = (url, init) => fetch(url, init),
    now = () => new Date(),
    log = (line) => console.log(line),
  } = options;
  let apiWarned = false;

  async function current(): Promise<RemoteRegistry> {
    let state = await readState(store, defaults);
    for (const [name, remote] of Object.entries(state.remotes)) {
      const canary = remote.canary;
      if (!canary) continue;
      let summaries;
      try {
        summaries = await fetchLoadSummaries(
          state.apiUrl,
          { since: canary.startedAt, remote: name },
          fetchImpl,
        );
        apiWarned = false;
      } catch (error) {
        // Without the counts the canary keeps running; say so once, not at every page load.
        if (!apiWarned) log(`canaries are not checked: ${(error as Error).message}`);
        apiWarned = true;
        continue;
      }
      const verdict = judgeCanary(
        canary,
        summaries.find((summary) => summary.version === canary.version),
      );
      if (!verdict.rollBack) continue;
      const change = await updateState(store, defaults, (latest) =>
        rollBackCanaryAutomatically(
          latest,
          name,
          canary.version,
          verdict.reason,
          now().toISOString(),
        ),
      );
      if (change) {
        log(change.message);
        state = change.state;
      } else {
        state = await readState(store, defaults);
      }
    }
    return publicRegistry(state);
  }

  return {
    current,
    async handle(request, response) {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(405, { Allow: 'GET, HEAD' }).end();
        return;
      }
      let body: string;
      try {
        body = `${JSON.stringify(await current(), null, 2)}\n`;
      } catch (error) {
        log(`the registry cannot be served: ${(error as Error).message}`);
        response
          .writeHead(503, {
            'Content-Type': 'text/plain; charset=utf-8',
            'Cache-Control': 'no-store',
          })
          .end('The remote registry is unavailable.');
        return;
      }
      response.writeHead(200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': Buffer.byteLength(body),
        // Read at every page load: a promote or a rollback shows at the next one.
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      });
      response.end(request.method === 'HEAD' ? undefined : body);
    },
  };
}
