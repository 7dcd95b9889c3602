import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { ApiError, fetchEventDetails, placeBet } from '@sportsbook/shared/api';
import type * as SharedApi from '@sportsbook/shared/api';
import type { BetSubmitResponse } from '@sportsbook/shared/contracts';
import { publish, subscribe } from '@sportsbook/shared/events';
import { createSessionStore, type SessionStore } from '@sportsbook/shared/session';
import { testBet } from '../common/test-bet';
import { unconfirmedFailures } from '../common/test-failures';
import Betslip from './Betslip';

// The whole slip with the real submission code; only the network calls are stand-ins.
jest.mock('@sportsbook/shared/api', () => ({
  ...jest.requireActual<typeof SharedApi>('@sportsbook/shared/api'),
  fetchEventDetails: jest.fn(),
  placeBet: jest.fn(),
}));
jest.mock('@sportsbook/shared/realtime', () => ({
  onOddsChange: () => () => undefined,
  onMatchBetUpdate: () => () => undefined,
}));

const fetchEventDetailsMock = jest.mocked(fetchEventDetails);
const placeBetMock = jest.mocked(placeBet);

function placed(message: string): BetSubmitResponse {
  return {
    status: 'success',
    message,
    data: {
      id: 9001,
      bet_event_id: 501,
      bet_amount: 20,
      bet_rate: 1.85,
      possible_win: 37,
      status: 'pending',
      bet_placed_at: '2026-01-01T00:00:00Z',
    },
  };
}

function renderSlip(): SessionStore {
  const store = createSessionStore({
    auth: { loaded: true, loggedIn: true, accessToken: 'a', refreshToken: 'r', user: null },
  });
  render(
    <Provider store={store}>
      <Betslip />
    </Provider>,
  );
  return store;
}

async function pick(): Promise<void> {
  fetchEventDetailsMock.mockResolvedValueOnce(testBet());
  act(() => publish('bet:select', { betEventId: 501 }));
  await screen.findByText('Mumbai to win');
}

function slip(): HTMLElement {
  return screen.getByRole('region', { name: 'Betslip' });
}

function submitButton(): HTMLElement {
  return within(slip()).getByRole('button', { name: /Submit Bet/ });
}

function setup() {
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
}

beforeEach(() => {
  jest.useFakeTimers();
  fetchEventDetailsMock.mockReset();
  placeBetMock.mockReset();
  window.scrollTo = jest.fn();
});

afterEach(() => jest.useRealTimers());

describe('placing a bet from the slip', () => {
  it('sends the stake, the bet event and the odds shown with an idempotency key', async () => {
    const user = setup();
    placeBetMock.mockResolvedValue(placed('Bet placed successfully.'));
    renderSlip();
    await pick();
    await user.click(submitButton());

    expect(placeBetMock).toHaveBeenCalledTimes(1);
    const [request, key] = placeBetMock.mock.calls[0] ?? [];
    expect(request).toEqual({ bet_amount: 20, bet_event_id: 501, bet_ratio: 1.85 });
    expect(key).toMatch(/^[0-9a-f-]{32,36}$/);
  });

  it('on success shows the message, empties the slip and publishes coins:changed', async () => {
    const user = setup();
    const coins: string[] = [];
    const stop = subscribe('coins:changed', ({ reason }) => coins.push(reason));
    placeBetMock.mockResolvedValue(placed('Bet placed successfully.'));
    const store = renderSlip();
    await pick();
    await user.click(submitButton());

    expect(await within(slip()).findByRole('status')).toHaveTextContent('Bet placed successfully.');
    stop();
    expect(within(slip()).queryByText('Mumbai to win')).not.toBeInTheDocument();
    expect(within(slip()).getByText('Please take any bet')).toBeInTheDocument();
    expect(store.getState().message).toMatchObject({
      type: 'success',
      title: 'Bet placed successfully.',
    });
    expect(coins).toEqual(['bet-placed']);
  });

  it('says exactly "Something went wrong. Please try again!" for an answer that is not success', async () => {
    const user = setup();
    placeBetMock.mockResolvedValue({ status: 'failed' } as unknown as BetSubmitResponse);
    const store = renderSlip();
    await pick();
    await user.click(submitButton());

    expect(await within(slip()).findByRole('alert')).toHaveTextContent(
      /^Something went wrong\. Please try again!$/,
    );
    expect(store.getState().message).toMatchObject({
      type: 'error',
      title: 'Something went wrong. Please try again!',
    });
    expect(within(slip()).getByText('Mumbai to win')).toBeInTheDocument();
  });

  it("shows the server's errors.message when the request fails, and keeps the bet", async () => {
    const user = setup();
    const coins: string[] = [];
    const stop = subscribe('coins:changed', ({ reason }) => coins.push(reason));
    placeBetMock.mockRejectedValue(
      new ApiError('Insufficient balance.', { status: 422, code: 'INSUFFICIENT_BALANCE' }),
    );
    const store = renderSlip();
    await pick();
    await user.click(submitButton());

    expect(await within(slip()).findByRole('alert')).toHaveTextContent('Insufficient balance.');
    stop();
    expect(store.getState().message).toMatchObject({
      type: 'error',
      title: 'Insufficient balance.',
    });
    expect(within(slip()).getByText('Mumbai to win')).toBeInTheDocument();
    expect(coins).toEqual([]);
  });

  it('places one bet for a double click, and the button is disabled at once', async () => {
    const user = setup();
    let answer: (body: BetSubmitResponse) => void = () => undefined;
    placeBetMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderSlip();
    await pick();

    await user.dblClick(submitButton());
    expect(submitButton()).toBeDisabled();
    expect(within(slip()).getByRole('status', { name: 'Submitting' })).toBeInTheDocument();
    await act(async () => answer(placed('Bet placed successfully.')));

    expect(placeBetMock).toHaveBeenCalledTimes(1);
  });

  it('sends one request for two clicks in the same frame', async () => {
    let answer: (body: BetSubmitResponse) => void = () => undefined;
    placeBetMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderSlip();
    await pick();

    const button = submitButton();
    act(() => {
      button.click();
      button.click();
    });
    await act(async () => answer(placed('Bet placed successfully.')));

    expect(placeBetMock).toHaveBeenCalledTimes(1);
  });

  it.each(unconfirmedFailures())(
    'retries after %s with the same key and request, and the bet is placed once',
    async (_case, failure) => {
      const user = setup();
      const coins: string[] = [];
      const stop = subscribe('coins:changed', ({ reason }) => coins.push(reason));
      placeBetMock
        .mockRejectedValueOnce(failure)
        .mockResolvedValueOnce(placed('Bet placed successfully.'));
      renderSlip();
      await pick();
      await user.click(submitButton());

      expect(await within(slip()).findByRole('alert')).toHaveTextContent(failure.message);
      expect(within(slip()).getByText('Mumbai to win')).toBeInTheDocument();
      expect(coins).toEqual([]);
      act(() => jest.advanceTimersByTime(2100));
      await user.click(submitButton());
      expect(await within(slip()).findByText('Bet placed successfully.')).toBeInTheDocument();
      stop();

      const [first, retry] = placeBetMock.mock.calls;
      expect(retry).toEqual(first);
      expect(coins).toEqual(['bet-placed']);

      // Once placed, the same bet with the same stake is a new bet: a new key.
      placeBetMock.mockResolvedValueOnce(placed('Bet placed successfully.'));
      await pick();
      act(() => jest.advanceTimersByTime(2100));
      await user.click(submitButton());
      expect(placeBetMock).toHaveBeenCalledTimes(3);
      expect(placeBetMock.mock.calls[2]?.[0]).toEqual(first?.[0]);
      expect(placeBetMock.mock.calls[2]?.[1]).not.toBe(first?.[1]);
    },
  );

  it('keeps the key of an unconfirmed bet when it is removed and picked again, not for a new stake', async () => {
    const user = setup();
    placeBetMock.mockRejectedValue(
      new ApiError('Could not reach the server.', { status: null, code: 'NETWORK' }),
    );
    renderSlip();
    await pick();
    await user.click(submitButton());
    await within(slip()).findByRole('alert');

    await user.click(within(slip()).getByRole('button', { name: 'Remove bet' }));
    await pick();
    act(() => jest.advanceTimersByTime(2100));
    await user.click(submitButton());
    await user.click(within(slip()).getByRole('button', { name: 'Increase stake by 5' }));
    act(() => jest.advanceTimersByTime(2100));
    await user.click(submitButton());

    const [first, again, newStake] = placeBetMock.mock.calls;
    expect(again).toEqual(first);
    expect(newStake?.[0]).toEqual({ bet_amount: 25, bet_event_id: 501, bet_ratio: 1.85 });
    expect(newStake?.[1]).not.toBe(first?.[1]);
  });

  it('keeps the button disabled until 2100 ms after a refusal', async () => {
    const user = setup();
    let answer: (error: unknown) => void = () => undefined;
    placeBetMock.mockImplementationOnce(() => new Promise((_resolve, reject) => (answer = reject)));
    renderSlip();
    await pick();
    await user.click(submitButton());
    expect(submitButton()).toBeDisabled();

    await act(async () =>
      answer(new ApiError('Insufficient balance.', { status: 422, code: 'INSUFFICIENT_BALANCE' })),
    );
    expect(within(slip()).queryByRole('status', { name: 'Submitting' })).not.toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    act(() => jest.advanceTimersByTime(2099));
    expect(submitButton()).toBeDisabled();
    act(() => jest.advanceTimersByTime(1));
    expect(submitButton()).toBeEnabled();
  });

  it('shows moved odds with their mark, asks to confirm, and the next press sends them', async () => {
    const user = setup();
    placeBetMock.mockRejectedValueOnce(
      new ApiError('The odds have changed.', {
        status: 409,
        code: 'ODDS_CHANGED',
        fieldErrors: { bet_ratio: '2.10' },
      }),
    );
    const store = renderSlip();
    await pick();
    await user.click(submitButton());

    expect(await within(slip()).findByRole('alert')).toHaveTextContent(
      'The odds have changed. Check the new odds and press Submit Bet again to accept them.',
    );
    expect(store.getState().message.type).toBe('warn');
    const overall = within(slip()).getByText('Overall odds').closest('div');
    expect(overall).toHaveTextContent('2.10');
    expect(within(slip()).getByText('odds went up')).toBeInTheDocument();
    // Possible Win follows the new price: 2.10 x 20.
    expect(within(slip()).getByText('Possible Win').closest('div')).toHaveTextContent('42.00');

    placeBetMock.mockResolvedValueOnce(placed('Bet placed successfully.'));
    act(() => jest.advanceTimersByTime(2100));
    await user.click(submitButton());

    expect(placeBetMock).toHaveBeenCalledTimes(2);
    const [first, second] = placeBetMock.mock.calls;
    expect(second?.[0]).toEqual({ bet_amount: 20, bet_event_id: 501, bet_ratio: 2.1 });
    expect(second?.[1]).not.toBe(first?.[1]);
    expect(await within(slip()).findByText('Bet placed successfully.')).toBeInTheDocument();
  });

  it('shows the lock and disables Submit Bet when the server says the market is locked', async () => {
    const user = setup();
    placeBetMock.mockRejectedValueOnce(
      new ApiError('This market is locked. Please choose another bet.', {
        status: 409,
        code: 'MARKET_LOCKED',
      }),
    );
    const store = renderSlip();
    await pick();
    await user.click(submitButton());

    expect(await within(slip()).findByRole('alert')).toHaveTextContent(
      'This market is locked. Please choose another bet.',
    );
    expect(store.getState().message.type).toBe('warn');
    const bet = within(slip()).getByRole('article', { name: 'Bet on the slip' });
    expect(within(bet).getByText('locked')).toBeInTheDocument();
    // Locked, not only cooling down: the button stays disabled after the 2100 ms.
    act(() => jest.advanceTimersByTime(2100));
    expect(submitButton()).toBeDisabled();
    await user.click(submitButton());
    expect(placeBetMock).toHaveBeenCalledTimes(1);
  });

  it('marks odds that went down', async () => {
    const user = setup();
    placeBetMock.mockRejectedValueOnce(
      new ApiError('The odds have changed.', {
        status: 409,
        code: 'ODDS_CHANGED',
        fieldErrors: { bet_ratio: '1.5' },
      }),
    );
    renderSlip();
    await pick();
    await user.click(submitButton());

    expect(await within(slip()).findByText('odds went down')).toBeInTheDocument();
    expect(within(slip()).getByText('Overall odds').closest('div')).toHaveTextContent('1.50');
  });

  it('forgets the success message when the next bet is picked', async () => {
    const user = setup();
    placeBetMock.mockResolvedValue(placed('Bet placed successfully.'));
    renderSlip();
    await pick();
    await user.click(submitButton());
    await within(slip()).findByText('Bet placed successfully.');

    await pick();
    expect(within(slip()).queryByText('Bet placed successfully.')).not.toBeInTheDocument();
  });
});
