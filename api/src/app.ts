/**
 * Builds the Fastify instance: plugins, services, then one plugin per domain. Tests call
 * `buildApp` with a fresh database and a MemoryBroadcaster; server.ts calls it with the real ones.
 */
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import type { Kysely } from 'kysely';
import { IDEMPOTENCY_KEY_HEADER } from '@sportsbook/shared/contracts';
import { AccountService } from './accounts/account-service';
import { ProfileService } from './accounts/profile-service';
import { TokenService } from './accounts/tokens';
import { BettingService } from './betting/betting-service';
import { SettlementService } from './betting/settlement';
import { CatalogCache } from './catalog/catalog-cache';
import { CatalogService } from './catalog/catalog-service';
import type { Config } from './config';
import type { Database } from './db/schema';
import { Ledger } from './ledger/ledger';
import { MarketOperations } from './markets/market-operations';
import { prettyLogStream } from './log-format';
import { ApiMetrics, registerMetrics } from './metrics';
import { registerErrorHandling, sendFrameworkError } from './plugins/error-handler';
import { registerNulRefusal } from './plugins/reject-nul';
import { registerSecurityHeaders } from './plugins/security-headers';
import { buildFiniteValidator } from './plugins/validator';
import { PredictionService } from './prediction/prediction-service';
import { registerRedis } from './redis';
import type { Broadcaster } from './realtime/broadcaster';
import { accountRoutes } from './routes/account';
import { authRoutes } from './routes/auth';
import { bettingRoutes } from './routes/betting';
import { broadcastingRoutes } from './routes/broadcasting';
import { catalogRoutes } from './routes/catalog';
import { healthRoutes } from './routes/health';
import { predictionRoutes } from './routes/prediction';
import { remoteLoadRoutes } from './routes/remote-loads';
import { siteRoutes } from './routes/site';
import { staticRoutes } from './routes/static';
import { supportRoutes } from './routes/support';
import { walletRoutes } from './routes/wallet';
import { SiteService } from './site/site-service';
import { ComplaintService } from './support/complaint-service';
import { WalletOperations } from './wallet/wallet-operations';
import { WalletService } from './wallet/wallet-service';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Kysely<Database>;
    broadcaster: Broadcaster;
    catalog: CatalogService;
    /** Serialized catalog answers, kept until the catalog_version row moves. */
    catalogCache: CatalogCache;
    site: SiteService;
    predictions: PredictionService;
    markets: MarketOperations;
    ledger: Ledger;
    accounts: AccountService;
    profiles: ProfileService;
    tokens: TokenService;
    betting: BettingService;
    settlement: SettlementService;
    complaints: ComplaintService;
    wallet: WalletService;
    /** The operators' side of the wallet (the ops tool builds its own; tests use this one). */
    walletOperations: WalletOperations;
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
    // property of that name (`constructor`).
    ajv: { customOptions: { ownProperties: true } },
  });

  registerSecurityHeaders(app);
  registerErrorHandling(app);
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

  const catalog = new CatalogService(db, config.publicUrl);
  app.decorate('config', config);
  app.decorate('now', now);
  app.decorate('db', db);
  app.decorate('broadcaster', broadcaster);
  app.decorate('catalog', catalog);
  app.decorate('catalogCache', new CatalogCache(db));
  app.decorate('site', new SiteService(db));
  app.decorate('markets', new MarketOperations({ db, catalog, broadcaster, log: app.log }));
  const metrics = new ApiMetrics({ processMetrics: config.metricsToken !== null });
  registerMetrics(app, metrics, db, config.metricsToken);
  const ledger = new Ledger(db, { onTransfer: metrics.countTransfer });
  const accounts = new AccountService(db, ledger);
  app.decorate('ledger', ledger);
  app.decorate('accounts', accounts);
  app.decorate('profiles', new ProfileService(db, ledger, accounts));
  app.decorate('tokens', new TokenService(db, ledger.transactions, accounts, config.auth, now));
  app.decorate('betting', new BettingService(db, ledger));
  app.decorate(
    'settlement',
    new SettlementService({ db, ledger, catalog, broadcaster, log: app.log }),
  );
  app.decorate('complaints', new ComplaintService(db, ledger.transactions, broadcaster));
  app.decorate('wallet', new WalletService(db, ledger, accounts, broadcaster));
  app.decorate('walletOperations', new WalletOperations(db, ledger, broadcaster));
  app.decorate(
    'predictions',
    new PredictionService({ db, ledger, broadcaster, publicUrl: config.publicUrl }),
  );
  app.decorateRequest('authUser', null);
  registerRedis(app, config.redisUrl);

  app.register(healthRoutes);
  app.register(staticRoutes);
  app.register(catalogRoutes);
  app.register(siteRoutes);
  app.register(predictionRoutes);
  app.register(authRoutes);
  app.register(accountRoutes);
  app.register(supportRoutes);
  app.register(bettingRoutes);
  app.register(walletRoutes);
  app.register(broadcastingRoutes);
  app.register(remoteLoadRoutes);
  return app;
}
