import { startPusherServer } from './pusher-server';
import type { RealtimeLogger } from './types';

/**
 * The standalone realtime server (`npm run realtime -w api`): the embedded Pusher-protocol server
 * alone, configured from the environment.
 */
const logger: RealtimeLogger = {
  info: (message) => console.log(message),
  warn: (message) => console.warn(message),
  error: (message) => console.error(message),
};

function envPort(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${name} must be a port number, got '${text}'`);
  }
  return port;
}

async function main(): Promise<void> {
  const host = process.env.PUSHER_HOST || '127.0.0.1';
  const app = {
    id: process.env.PUSHER_APP_ID || 'sportsbook',
    key: process.env.PUSHER_KEY || 'sportsbook-key',
    secret: process.env.PUSHER_SECRET || 'sportsbook-secret',
  };
  const server = await startPusherServer({
    host,
    port: envPort('PUSHER_PORT', 6002),
    apps: [app],
    logger,
  });
  logger.info(
    `realtime: Pusher-protocol server listening on ws://${host}:${server.port}/app/${app.key} (app id ${app.id})`,
  );

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
}

main().catch((error: unknown) => {
  logger.error(
    `realtime: failed to start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
