import { loadMetricsConfig, loadPusherConfig, loadRedisConfig } from '../config';
import { startPusherServer } from './pusher-server';
import type { RealtimeLogger } from './types';

/**
 * The standalone realtime server (`npm run realtime -w api`): the embedded Pusher-protocol server
 * alone, configured from the environment by the API's own config (PUSHER_*, NODE_ENV). With
 * REDIS_URL it joins the other nodes on that Redis (channel-bus.ts) under REDIS_KEY_PREFIX. With
 * METRICS_TOKEN it serves `/metrics` (node-metrics.ts), labelled REALTIME_NODE_ID.
 */
const logger: RealtimeLogger = {
  info: (message) => console.log(message),
  warn: (message) => console.warn(message),
  error: (message) => console.error(message),
};

async function main(): Promise<void> {
  // The same settings the API publishes with; in production PUSHER_SECRET must be set.
  const { host, port, appId, key, secret } = loadPusherConfig();
  const app = { id: appId, key, secret };
  const { redisUrl, redisKeyPrefix } = loadRedisConfig();
  const { metricsToken, realtimeNodeId } = loadMetricsConfig();
  const server = await startPusherServer({
    host,
    port,
    apps: [app],
    logger,
    redisUrl,
    redisKeyPrefix,
    metricsToken,
    nodeId: realtimeNodeId,
  });
  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    logger.info(`realtime: ${signal} received, closing`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error(`realtime: close failed: ${String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // Announced once a stop signal is handled: whoever waits for this line may send one.
  logger.info(
    `realtime: Pusher-protocol server listening on ws://${host}:${server.port}/app/${app.key} (app id ${app.id})${redisUrl ? ', sharing channels with the other nodes through Redis' : ''}`,
  );
}

main().catch((error: unknown) => {
  logger.error(
    `realtime: failed to start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
