/**
 * A realtime node's own `GET /metrics` (Prometheus text format, prom-client), on the HTTP side it
 * already has (the trigger API's server): `realtime_open_connections{node}`, the node's open
 * Pusher connections, labelled with the node's id, so a scraper summing over nodes sees the whole
 * service. One registry per server (tests start many in one process).
 *
 * Like the API's, it answers only with `Authorization: Bearer <METRICS_TOKEN>`; otherwise the
 * request goes on to the trigger API, which answers its 404 for a path it does not know.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Gauge, Registry } from 'prom-client';
import { bearerMatches } from '../safe-equal';

export interface NodeMetricsOptions {
  /** The bearer token; null: `/metrics` is not served. */
  token: string | null;
  /** The `node` label (REALTIME_NODE_ID; by default host name and port). */
  nodeId: () => string;
  /** Open connections now. */
  connections: () => number;
}

/**
 * Returns the handler of `/metrics`: true when it answered the request, false when the request
 * is for the next handler (another path, or no valid token).
 */
export function nodeMetricsHandler(
  options: NodeMetricsOptions,
): (req: IncomingMessage, res: ServerResponse) => boolean {
  const registry = new Registry();
  new Gauge({
    name: 'realtime_open_connections',
    help: 'Open Pusher-protocol connections of this realtime node.',
    labelNames: ['node'] as const,
    registers: [registry],
    collect() {
      this.reset();
      this.set({ node: options.nodeId() }, options.connections());
    },
  });
  return (req, res) => {
    if (req.method !== 'GET') return false;
    if (new URL(req.url ?? '/', 'http://localhost').pathname !== '/metrics') return false;
    if (!bearerMatches(req.headers.authorization, options.token)) return false;
    registry.metrics().then(
      (text) => {
        res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
        res.end(text);
      },
      () => {
        res.writeHead(500).end();
      },
    );
    return true;
  };
}
