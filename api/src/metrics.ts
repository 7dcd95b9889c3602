/**
 * The API's Prometheus metrics (prom-client), one registry per app so several apps in one process
 * (the tests build many) never collide in prom-client's global registry:
 * - `http_request_duration_seconds{method,route,status_code}`: latency by route pattern
 *   (`/api/bets/:id`, never the raw URL, so ids do not explode the series); an unmatched URL is
 *   counted under `route="(unmatched)"`;
 * - `ledger_transfers_total{kind}`: transfers written, counted as the ledger writes each, inside
 *   its transaction (see `LedgerOptions.onTransfer`);
 * - `sqlite_group_commit_writes`: writes per committed SQLite batch (absent on PostgreSQL);
 * - the process's default metrics (CPU, memory, event-loop lag), when METRICS_TOKEN is set.
 *
 * `GET /metrics` answers only with `Authorization: Bearer <METRICS_TOKEN>`; without METRICS_TOKEN
 * configured, or with a missing or wrong token, it answers the ordinary 404 of an unknown route.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { observeGroupCommits } from './db/write-transaction';
import type { Database } from './db/schema';
import type { TransferKind } from './ledger/ledger';
import { bearerMatches } from './safe-equal';

export class ApiMetrics {
  readonly registry = new Registry();
  private readonly requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'API request latency by route pattern, method and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });
  private readonly transfers = new Counter({
    name: 'ledger_transfers_total',
    help: 'Ledger transfers written, by kind.',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });
  private readonly groupCommits = new Histogram({
    name: 'sqlite_group_commit_writes',
    help: 'Write transactions per SQLite group commit.',
    buckets: [1, 2, 4, 8, 16, 32, 64],
    registers: [this.registry],
  });

  /**
   * `processMetrics`: also the process's default metrics (CPU, memory, event-loop lag). Only
   * where someone can read them: each set installs process-wide observers, and the tests build
   * hundreds of apps in one process.
   */
  constructor({ processMetrics }: { processMetrics: boolean }) {
    if (processMetrics) collectDefaultMetrics({ register: this.registry });
  }

  readonly countTransfer = (kind: TransferKind): void => {
    this.transfers.inc({ kind });
  };

  /** Records the group-commit sizes of `db` until the returned function is called. */
  observeGroupCommits(db: Kysely<Database>): () => void {
    return observeGroupCommits(db, (writes) => this.groupCommits.observe(writes));
  }

  observeRequest(request: FastifyRequest, reply: FastifyReply): void {
    this.requestDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? '(unmatched)',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  }
}

/** Times every request and serves `GET /metrics` to the token holder. */
export function registerMetrics(
  app: FastifyInstance,
  metrics: ApiMetrics,
  db: Kysely<Database>,
  token: string | null,
): void {
  const stopObserving = metrics.observeGroupCommits(db);
  app.addHook('onClose', async () => stopObserving());
  app.addHook('onResponse', async (request, reply) => {
    if (request.routeOptions.url !== '/metrics') metrics.observeRequest(request, reply);
  });
  app.get('/metrics', async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, token)) return reply.callNotFound();
    return reply
      .header('Content-Type', metrics.registry.contentType)
      .header('Cache-Control', 'no-store')
      .send(await metrics.registry.metrics());
  });
}
