import { waitFor } from '@testing-library/react';
import {
  configureChannelAuthHeaders,
  disconnectRealtime,
  onBackofficeQueueChanged,
  onUserEvent,
} from './connection';

// The socket opens at once here (no page content to wait for), through stand-ins of Echo.
jest.mock('../ui/when-content-shown', () => ({
  whenContentShown: (_root: Element, shown: () => void) => {
    shown();
    return () => undefined;
  },
}));

type Handler = (payload: unknown) => void;

const mockChannels = new Map<string, Map<string, Set<Handler>>>();
const mockLeft: string[] = [];
const mockPusherOptions: unknown[] = [];

jest.mock('pusher-js', () => ({
  __esModule: true,
  default: class {
    connection = { bind: () => undefined };
    constructor(_key: string, options: unknown) {
      mockPusherOptions.push(options);
    }
  },
}));
jest.mock('laravel-echo', () => ({
  __esModule: true,
  default: class {
    private(name: string) {
      const events = mockChannels.get(name) ?? new Map<string, Set<Handler>>();
      mockChannels.set(name, events);
      const channel = {
        subscription: { subscribed: true, bind: () => undefined, unbind: () => undefined },
        listen(event: string, handler: Handler) {
          const handlers = events.get(event) ?? new Set<Handler>();
          handlers.add(handler);
          events.set(event, handlers);
          return channel;
        },
        stopListening(event: string, handler: Handler) {
          events.get(event)?.delete(handler);
          return channel;
        },
      };
      return channel;
    }
    leave(name: string) {
      mockLeft.push(name);
      mockChannels.delete(name);
    }
    disconnect() {
      mockChannels.clear();
    }
  },
}));

function deliver(channel: string, event: string, payload: unknown): void {
  mockChannels
    .get(channel)
    ?.get(event)
    ?.forEach((handler) => handler(payload));
}

afterEach(() => {
  disconnectRealtime();
  mockLeft.length = 0;
});

describe('the socket', () => {
  it('opens over the configured scheme only, never a TLS retry of a plain socket', async () => {
    onUserEvent(7, 'CoinsChanged', jest.fn());
    await waitFor(() => expect(mockPusherOptions.length).toBeGreaterThan(0));
    expect(mockPusherOptions.at(-1)).toEqual(
      expect.objectContaining({ enabledTransports: ['ws'] }),
    );
  });
});

describe("a user's private channel", () => {
  it('delivers each event to its listeners and leaves the channel only when the last one stops', async () => {
    const coins = jest.fn();
    const settled = jest.fn();
    const stopCoins = onUserEvent(7, 'CoinsChanged', coins);
    const stopSettled = onUserEvent(7, 'BetsSettled', settled);
    await waitFor(() => expect(mockChannels.get('user.7')?.get('.BetsSettled')?.size).toBe(1));

    deliver('user.7', '.BetsSettled', { bets: [{ id: 3, status: 'won' }] });
    expect(settled).toHaveBeenCalledWith({ bets: [{ id: 3, status: 'won' }] });
    expect(coins).not.toHaveBeenCalled();

    // The balance's listener stopping leaves the subscription to the list's.
    stopCoins();
    expect(mockLeft).toEqual([]);
    deliver('user.7', '.BetsSettled', { bets: [{ id: 4, status: 'lost' }] });
    expect(settled).toHaveBeenCalledTimes(2);

    stopSettled();
    expect(mockLeft).toEqual(['user.7']);
  });
});

describe("the operators' channel", () => {
  it("is signed with the page's own credentials and delivers which queues changed", async () => {
    configureChannelAuthHeaders(() => ({ Authorization: 'Bearer operator-token' }));
    const changed = jest.fn();
    const stop = onBackofficeQueueChanged(changed);
    await waitFor(() => expect(mockChannels.get('backoffice')?.get('.QueueChanged')?.size).toBe(1));
    const options = mockPusherOptions.at(-1) as {
      channelAuthorization: { headersProvider: () => Record<string, string> };
    };
    expect(options.channelAuthorization.headersProvider()).toEqual({
      Authorization: 'Bearer operator-token',
    });

    deliver('backoffice', '.QueueChanged', { queues: ['deposits', 'audit'] });
    expect(changed).toHaveBeenCalledWith({ queues: ['deposits', 'audit'] });
    stop();
    expect(mockLeft).toEqual(['backoffice']);
  });
});
