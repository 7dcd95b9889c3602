/** One Pusher app the server hosts: `id` names it in the HTTP API, `key` in socket URLs. */
export interface PusherApp {
  id: string;
  key: string;
  secret: string;
}

/** The few log calls the realtime server makes; a pino or Fastify logger fits. */
export interface RealtimeLogger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

/** The default: the server says nothing unless given a logger. */
export const silentLogger: RealtimeLogger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};
