import { act, render, screen, waitFor } from '@testing-library/react';
import type { QueueChangedPayload } from '@sportsbook/shared/contracts';
import type { ListenOptions } from '@sportsbook/shared/realtime';
import { storeSession } from './api';
import { startLiveQueues } from './live-queues';
import { usePolled } from './use-polled';

// The operators' channel, as shared's connection would deliver it.
const mockChannel: {
  handler: ((payload: QueueChangedPayload) => void) | null;
  options: ListenOptions;
  authEndpoint: string | null;
  authHeaders: (() => Record<string, string>) | null;
} = { handler: null, options: {}, authEndpoint: null, authHeaders: null };

jest.mock('@sportsbook/shared/realtime', () => ({
  configureChannelAuthHeaders: (headers: () => Record<string, string>) => {
    mockChannel.authHeaders = headers;
  },
  configureRealtime: (config: { authEndpoint?: string }) => {
    mockChannel.authEndpoint = config.authEndpoint ?? null;
  },
  onBackofficeQueueChanged: (
    handler: (payload: QueueChangedPayload) => void,
    options: ListenOptions,
  ) => {
    mockChannel.handler = handler;
    mockChannel.options = options;
    return () => {
      mockChannel.handler = null;
    };
  },
  onConnectionLost: () => () => undefined,
  disconnectRealtime: () => undefined,
}));

let deposits: string[] = [];
const asked: string[] = [];

beforeEach(() => {
  deposits = ['first'];
  asked.length = 0;
  storeSession({
    token: 'operator-token',
    expires_at: '2026-01-05T10:15:00.000Z',
    operator: { id: 1, username: 'fin', role: 'finance' },
  });
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    asked.push(url);
    const found = url.endsWith('/operator/deposits');
    const text = JSON.stringify(found ? { deposits } : { message: 'Not found.' });
    return {
      ok: found,
      status: found ? 200 : 404,
      text: async () => text,
      json: async () => JSON.parse(text) as unknown,
      headers: { get: () => null },
    } as unknown as Response;
  }) as typeof fetch;
});

function DepositList() {
  const list = usePolled<{ deposits: string[] }>('/deposits', 'deposits');
  return (
    <ul>
      {list.data?.deposits.map((name) => (
        <li key={name}>{name}</li>
      ))}
    </ul>
  );
}

const listFetches = () => asked.filter((url) => url.endsWith('/operator/deposits')).length;

it("refetches a list at once when the operators' channel names its queue, and only then", async () => {
  const stop = startLiveQueues();
  const { unmount } = render(<DepositList />);
  expect(await screen.findByText('first')).toBeInTheDocument();
  await waitFor(() => expect(mockChannel.handler).not.toBeNull());
  // Signed by the API's operator route with this tab's operator session.
  expect(mockChannel.authEndpoint).toMatch(/\/operator\/broadcasting\/auth$/);
  expect(mockChannel.authHeaders?.()).toEqual({ Authorization: 'Bearer operator-token' });

  // Subscribed: what changed before then is fetched once.
  act(() => mockChannel.options.onSubscribed?.());
  await waitFor(() => expect(listFetches()).toBe(2));

  // A notice for another list asks nothing; one naming this list refetches it.
  act(() => mockChannel.handler?.({ queues: ['markets', 'audit'] }));
  deposits = ['first', 'second'];
  act(() => mockChannel.handler?.({ queues: ['deposits', 'audit'] }));
  expect(await screen.findByText('second')).toBeInTheDocument();
  expect(listFetches()).toBe(3);
  unmount();
  stop();
});
