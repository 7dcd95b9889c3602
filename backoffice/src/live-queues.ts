/**
 * The back office's live updates: one subscription to the operators' private channel
 * (`private-backoffice`, through shared's realtime connection), signed by the API for this tab's
 * operator session. A `QueueChanged` notice names the lists that changed; each screen's list
 * (`usePolled`) refetches when its own is named. While the channel is live the screens poll only
 * slowly, as a safety net for a notice that never came; while it is not (connecting, dropped, the
 * realtime server down), they poll as before (docs/backoffice.md).
 */
import {
  DEFAULT_ENDPOINTS_PATH,
  currentPageLocation,
  parseEndpoints,
  publishEndpoints,
} from '@sportsbook/shared/contracts';
import type { BackofficeQueue } from '@sportsbook/shared/contracts';
import {
  configureChannelAuthHeaders,
  configureRealtime,
  disconnectRealtime,
  onBackofficeQueueChanged,
  onConnectionLost,
} from '@sportsbook/shared/realtime';
import { apiBase, OWN_PORT, storedSession } from './api';

type QueueListener = (queue: BackofficeQueue) => void;

const queueListeners = new Set<QueueListener>();
const liveListeners = new Set<() => void>();
let live = false;

function setLive(value: boolean): void {
  if (live === value) return;
  live = value;
  liveListeners.forEach((listener) => listener());
}

/** Whether notices arrive now (the channel subscribed, the socket up). */
export function isLive(): boolean {
  return live;
}

/** Told when isLive changes; returns the function that stops. */
export function onLiveChange(listener: () => void): () => void {
  liveListeners.add(listener);
  return () => liveListeners.delete(listener);
}

/** Told of each queue a notice names; returns the function that stops. */
export function onQueueChanged(listener: QueueListener): () => void {
  queueListeners.add(listener);
  return () => queueListeners.delete(listener);
}

/**
 * Where the socket is. On its own port (`npm start`, the dev server) the defaults: :6002 of the
 * page's host. Beside the site (the nginx layout's /backoffice/) the site's endpoint document;
 * without one, the defaults too (a wrong guess only leaves the screens polling).
 */
async function loadEndpoints(): Promise<void> {
  if (window.location.port === OWN_PORT) return;
  try {
    const response = await fetch(DEFAULT_ENDPOINTS_PATH, { cache: 'no-store' });
    if (response.ok) publishEndpoints(parseEndpoints(await response.json(), currentPageLocation()));
  } catch (error) {
    console.warn('[backoffice] no endpoint document; the socket takes the defaults', error);
  }
}

/** Subscribes while an operator is signed in; returns the function that leaves. */
export function startLiveQueues(): () => void {
  let stopped = false;
  let stop: (() => void) | null = null;
  configureChannelAuthHeaders((): Record<string, string> => {
    const session = storedSession();
    return session ? { Authorization: `Bearer ${session.token}` } : {};
  });
  void loadEndpoints().then(() => {
    if (stopped) return;
    configureRealtime({ authEndpoint: `${apiBase()}/operator/broadcasting/auth` });
    const leave = onBackofficeQueueChanged(
      (payload) => {
        const queues = Array.isArray(payload?.queues) ? payload.queues : [];
        queues.forEach((queue) => queueListeners.forEach((listener) => listener(queue)));
      },
      { onSubscribed: () => setLive(true) },
    );
    const unwatch = onConnectionLost(() => setLive(false));
    stop = () => {
      leave();
      unwatch();
      // The next sign-in opens its own socket, signed with its own session.
      disconnectRealtime();
    };
  });
  return () => {
    stopped = true;
    stop?.();
    setLive(false);
  };
}
