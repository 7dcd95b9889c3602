/**
 * Watches the page's realtime socket (Pusher protocol) from the outside. A change published before
 * the page has subscribed to its channel is lost by design (the page refetches only after a
 * reconnect), so a test that publishes waits for the server's confirmation of the subscription
 * first. This reads the frames the browser receives; it changes nothing in the page.
 */
import type { Page } from '@playwright/test';

export class RealtimeWatch {
  private readonly subscribed = new Set<string>();

  /** Call before the page navigates, so the socket is seen from its first frame. */
  constructor(page: Page) {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload !== 'string') return;
        let frame: { event?: unknown; channel?: unknown };
        try {
          frame = JSON.parse(payload) as { event?: unknown; channel?: unknown };
        } catch {
          return;
        }
        if (
          frame.event === 'pusher_internal:subscription_succeeded' &&
          typeof frame.channel === 'string'
        ) {
          this.subscribed.add(frame.channel);
        }
      });
      socket.on('close', () => this.subscribed.clear());
    });
  }

  isSubscribed(channel: string): boolean {
    return this.subscribed.has(channel);
  }
}

/** SPEC section 7: the channel odds changes arrive on. */
export const ODDS_CHANNEL = 'bet-ratio-change';
/** SPEC section 7: the channel that replaces a match's bets (a market locked or opened). */
export const BET_UPDATE_CHANNEL = 'match-bet-update';
