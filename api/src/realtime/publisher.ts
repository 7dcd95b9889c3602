import type { Agent } from 'node:http';
import Pusher from 'pusher';
import type { PusherConfig } from '../config';
import type { Broadcaster } from './broadcaster';

/** The Pusher app's settings (one type with the API's config), and how to call it. */
export interface PusherBroadcasterOptions extends PusherConfig {
  /** Give up on one trigger after this long; the default keeps a dead host from piling up calls. */
  timeoutMs?: number;
  /** A keep-alive agent of the caller's, e.g. for a benchmark; Node's global agent otherwise. */
  agent?: Agent;
}

/**
 * A Broadcaster that publishes through the official `pusher` SDK over Pusher's signed HTTP API.
 * The embedded server, Pusher Channels, Laravel Reverb, sockudo and soketi all speak that API,
 * so changing where events go is configuration only. A failed trigger comes back as a rejected
 * promise; callers log it.
 */
export function createPusherBroadcaster(options: PusherBroadcasterOptions): Broadcaster {
  const { appId, key, secret, host, port, useTLS, timeoutMs = 5000, agent } = options;
  const pusher = new Pusher({
    appId,
    key,
    secret,
    host,
    port: String(port),
    useTLS,
    timeout: timeoutMs,
    ...(agent ? { agent } : {}),
  });
  return {
    async publish(channel: string, event: string, payload: unknown): Promise<void> {
      // Inside an async function, the SDK's synchronous validation errors become rejections too.
      await pusher.trigger(channel, event, payload);
    },
  };
}
