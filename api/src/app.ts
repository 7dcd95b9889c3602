/**
 * Builds the Fastify instance: plugins, the ledger, then one plugin per domain (each builds its
 * own services: `register<Domain>` in `<domain>/plugin.ts`). Tests call
 * `buildApp` with a fresh database and a MemoryBroadcaster; server.ts calls it with the real ones.
 */
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import type { Kysely } from 'kysely';
import { IDEMPOTENCY_KEY_HEADER } from '@sportsbook/shared/contracts';
import type { Config } from './config';
import type { Database } from './db/schema';
import { Ledger } from './ledger/ledger';
import { MarketOperations } from './markets/market-operations';
import { prettyLogStream } from './log-format';
import { ApiMetrics, registerMetrics } from './metrics';
import { registerErrorHandling, sendFrameworkError } from './http/error-handler';
import { registerNulRefusal } from './http/reject-nul';
import { registerSecurityHeaders } from './http/security-headers';
import { buildFiniteValidator } from './http/validator';
import { checkReplySerialization } from './http/reply-check';
import { registerRedis } from './redis';
import type { Broadcaster } from './realtime/broadcaster';
import { registerAccounts } from './accounts/plugin';
import { registerBetting } from './betting/plugin';
import { broadcastingRoutes } from './realtime/plugin';
import { registerCatalog } from './catalog/plugin';
import { healthRoutes } from './health/plugin';
import { registerPrediction } from './prediction/plugin';
import { remoteLoadRoutes } from './remote-loads/plugin';
import { registerSite } from './site/plugin';
import { staticRoutes } from './static/plugin';
import { registerSupport } from './support/plugin';
import { registerWallet } from './wallet/plugin';
import { registerBackoffice } from './backoffice/plugin';
import { LEDGER_CHECKS } from './ledger-checks';
import { registerSaferGambling } from './safer-gambling/plugin';

declare module 'fastify' {
  /** What every domain builds on; each domain's plugin.ts declares the services it adds. */
  interface FastifyInstance {
    config: Config;
    db: Kysely<Database>;
    broadcaster: Broadcaster;
    markets: MarketOperations;
    ledger: Ledger;
    /** The app's clock (`BuildAppOptions.now`): token lifetimes and sign-in windows read it. */
    now: () => Date;
  }
}

export interface BuildAppOptions {
  db: Kysely<Database>;
  config: Config;
  broadcaster: Broadcaster;
  /** The clock of token lifetimes and sign-in windows; tests move their own. */
  now?: () => Date;
  /**
   * Compare every serialized reply with JSON.stringify of the handler's object (http/reply-check.ts):
   * the tests' apps prove so that no reply schema changes the wire.
   */
  checkReplies?: boolean;
}

/** Fastify takes a hop count as a function of the hop (its types omit the number form). */
function trustProxyOption(trust: Config['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

export function buildApp({
  db,
  config,
  broadcaster,
  now = () => new Date(),
  checkReplies = false,
}: BuildAppOptions): FastifyInstance {
  const app = Fastify({
    logger: config.logPretty
      ? { level: config.logLevel, stream: prettyLogStream() }
      : { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    // request.ip, and so every rate limit by address, is the client's behind a trusted proxy.
    trustProxy: trustProxyOption(config.trustProxy),
    // Ids up to 2^31 - 1 only; longer paths are abuse, not ids.
    routerOptions: { maxParamLength: 100 },
    frameworkErrors: (error, _request, reply) => sendFrameworkError(error, reply),
    schemaController: { compilersFactory: { buildValidator: buildFiniteValidator } },
    // A field the request did not send is missing, even when a plain object has a built-in
    // property of that name (`constructor`). `errorMessage` is the 400 message of a property,
    // from shared's wire schemas (`withMessage`; validator.ts puts it in the error body).
    ajv: { customOptions: { ownProperties: true, keywords: ['errorMessage'] } },
  });

  registerSecurityHeaders(app);
  registerErrorHandling(app);
  if (checkReplies) checkReplySerialization(app);
  if (config.logPretty) {
    app.addHook('onResponse', async (request, reply) => {
      const ms = reply.elapsedTime.toFixed(1);
      request.log.info(`${request.method} ${request.url} ${reply.statusCode} ${ms}ms`);
    });
  }

  app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', IDEMPOTENCY_KEY_HEADER],
    maxAge: 600,
    // An OPTIONS request that is not a CORS preflight gets an empty 204 rather than the plugin's
    // plain-text 400, which is not the error body every refusal carries.
    strictPreflight: false,
  });
  // SPEC's POSTs send form data (application/x-www-form-urlencoded).
  app.register(formbody);
  registerNulRefusal(app);

  app.decorate('config', config);
  app.decorate('now', now);
  app.decorate('db', db);
  app.decorate('broadcaster', broadcaster);
  const metrics = new ApiMetrics({ processMetrics: config.metricsToken !== null });
  registerMetrics(app, metrics, db, config.metricsToken);
  app.decorate('ledger', new Ledger(db, { onTransfer: metrics.countTransfer }));
  app.decorateRequest('authUser', null);
  registerRedis(app, config.redisUrl);

  // One plugin per domain, each building its own services: a domain comes after those it uses.
  app.register(healthRoutes);
  app.register(staticRoutes);
  registerCatalog(app);
  app.decorate(
    'markets',
    new MarketOperations({ db, catalog: app.catalog, broadcaster, log: app.log }),
  );
  registerSite(app);
  registerPrediction(app);
  registerAccounts(app);
  registerSaferGambling(app);
  registerSupport(app);
  registerBetting(app);
  registerWallet(app);
  app.register(broadcastingRoutes);
  app.register(remoteLoadRoutes);
  registerBackoffice(app, LEDGER_CHECKS);
  return app;
}
