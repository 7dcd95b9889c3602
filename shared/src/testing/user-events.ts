/**
 * A stand-in for `useUserRowUpdates` of `@sportsbook/shared/realtime` in page tests: it remembers
 * each page's handler so a test can deliver an event of the bettor's private channel as the
 * socket would, through the real row merge. The rest of the module stays the real one:
 *
 *   jest.mock('@sportsbook/shared/realtime', () => ({
 *     ...jest.requireActual('@sportsbook/shared/realtime'),
 *     ...jest.requireActual('@sportsbook/shared/testing'),
 *   }));
 */
import type * as SharedRealtime from '../realtime';

const actual = jest.requireActual<typeof SharedRealtime>('../realtime');
const listening = new Map<string, { userId: number | null; deliver: (payload: unknown) => void }>();

export function useUserRowUpdates(
  userId: number | null,
  event: string,
  rowsOf: (payload: unknown) => readonly { id: number }[] | undefined,
  updateRows: (update: (rows: { id: number }[]) => { id: number }[]) => void,
): void {
  listening.set(event, {
    userId,
    deliver: (payload) => {
      const updates = rowsOf(payload);
      if (updates) updateRows((rows) => actual.mergeRowsById(rows, updates));
    },
  });
}

/** The user a page listens for on `event`, or undefined when it does not listen. */
export function listeningUser(event: string): number | null | undefined {
  return listening.get(event)?.userId;
}

/** Delivers `payload` as `event` on the private channel to the page listening for it. */
export function deliverUserEvent(event: string, payload: unknown): void {
  const listener = listening.get(event);
  if (!listener) throw new Error(`No page listens for ${event}.`);
  listener.deliver(payload);
}
