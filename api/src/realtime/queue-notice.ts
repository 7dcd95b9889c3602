/**
 * The operators' notice that back-office lists changed (`QueueChanged` on `private-backoffice`):
 * the one helper every publisher calls, after its transaction has committed. It names the lists,
 * never their data; the back office refetches them. A notice that does not go out is logged and
 * costs only latency: the screens still poll, slowly, as their fallback (docs/backoffice.md).
 */
import { BACKOFFICE_CHANNEL, QUEUE_CHANGED_EVENT } from '@sportsbook/shared/contracts';
import type { BackofficeQueue, QueueChangedPayload } from '@sportsbook/shared/contracts';
import type { Broadcaster } from './broadcaster';

/** Where a failed notice is told; Fastify's and the ops tool's loggers both fit. */
export interface NoticeLog {
  warn(details: object, message: string): void;
}

export async function notifyOperators(
  broadcaster: Broadcaster,
  queues: readonly BackofficeQueue[],
  log?: NoticeLog,
): Promise<void> {
  if (queues.length === 0) return;
  const payload: QueueChangedPayload = { queues: [...new Set(queues)] };
  try {
    await broadcaster.publish(BACKOFFICE_CHANNEL, QUEUE_CHANGED_EVENT, payload);
  } catch (error) {
    log?.warn({ err: error, queues: payload.queues }, 'the operators’ queue notice failed');
  }
}
