import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { subscribe } from '@sportsbook/shared/events';
import { authActions, createSessionStore, type SessionStore } from '@sportsbook/shared/session';
import { submitBet, type SubmitOutcome } from './submit-bet';
import type * as SubmitBetModule from './submit-bet';
import { SubmitBet } from './SubmitBet';
import { SUBMIT_COOLDOWN_MS } from './use-submit-bet';

jest.mock('./submit-bet', () => ({
  ...jest.requireActual<typeof SubmitBetModule>('./submit-bet'),
  submitBet: jest.fn(),
}));

const submitBetMock = jest.mocked(submitBet);
const bet = { betEventId: 501, stake: 40, odds: 1.85 };

function renderButton({
  loggedIn,
  stakeProblem = null,
  onPlaced = jest.fn(),
  onOddsChanged = jest.fn(),
}: {
  loggedIn: boolean;
  stakeProblem?: string | null;
  onPlaced?: (message: string) => void;
  onOddsChanged?: (odds: number) => void;
}): SessionStore & { showBet: (shown: typeof bet) => void } {
  const store = createSessionStore({
    auth: { loaded: true, loggedIn, accessToken: null, refreshToken: null, user: null },
  });
  const button = (shown: typeof bet) => (
    <Provider store={store}>
      <SubmitBet
        bet={shown}
        stakeProblem={stakeProblem}
        onPlaced={onPlaced}
        onOddsChanged={onOddsChanged}
      />
    </Provider>
  );
  const { rerender } = render(button(bet));
  return Object.assign(store, { showBet: (shown: typeof bet) => rerender(button(shown)) });
}

/** The submissions submitBet was called with, in order. */
function sent() {
  return submitBetMock.mock.calls.map(([submission]) => submission);
}

/** A submitBet that answers when the test says so. */
function answerLater(): (outcome: SubmitOutcome) => Promise<void> {
  let answer: (outcome: SubmitOutcome) => void = () => undefined;
  submitBetMock.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
  return async (outcome) => {
    await act(async () => answer(outcome));
  };
}

beforeEach(() => {
  jest.useFakeTimers();
  submitBetMock.mockReset();
});

afterEach(() => jest.useRealTimers());

describe('Submit Bet', () => {
  it('asks a logged-out user to log in and sends nothing', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const store = renderButton({
      loggedIn: false,
      stakeProblem: 'Stake Should not be less than 20.',
    });
    await user.click(screen.getByRole('button', { name: 'Submit Bet' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Please Log In!');
    expect(store.getState().message).toMatchObject({ type: 'error', title: 'Please Log In!' });
    expect(submitBetMock).not.toHaveBeenCalled();
  });

  it('forgets "Please Log In!" once the user has signed in', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const store = renderButton({ loggedIn: false });
    await user.click(screen.getByRole('button', { name: 'Submit Bet' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please Log In!');

    act(() => {
      store.dispatch(authActions.signedIn({ accessToken: 'a', refreshToken: 'r' }));
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends the stake, the odds shown and a fresh idempotency key for each press', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    submitBetMock.mockResolvedValue({ status: 'refused', message: 'No.' });
    renderButton({ loggedIn: true });
    const button = screen.getByRole('button', { name: 'Submit Bet' });

    await user.click(button);
    act(() => jest.advanceTimersByTime(SUBMIT_COOLDOWN_MS));
    await user.click(button);

    expect(submitBetMock).toHaveBeenCalledTimes(2);
    const [first, second] = submitBetMock.mock.calls.map(([submission]) => submission);
    expect(first).toMatchObject({ betEventId: 501, stake: 40, odds: 1.85 });
    expect(first?.idempotencyKey).toEqual(expect.any(String));
    expect(first?.idempotencyKey).not.toBe(second?.idempotencyKey);
  });

  it('spins while submitting and stays disabled 2100 ms after the answer', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const answer = answerLater();
    renderButton({ loggedIn: true });
    const button = screen.getByRole('button', { name: /Submit Bet/ });

    await user.click(button);
    expect(screen.getByRole('status', { name: 'Submitting' })).toBeInTheDocument();
    expect(button).toBeDisabled();
    await user.click(button);
    expect(submitBetMock).toHaveBeenCalledTimes(1);

    await answer({ status: 'refused', message: 'Insufficient balance.' });
    expect(screen.queryByRole('status', { name: 'Submitting' })).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Insufficient balance.');
    expect(button).toBeDisabled();

    act(() => jest.advanceTimersByTime(SUBMIT_COOLDOWN_MS - 1));
    expect(button).toBeDisabled();
    act(() => jest.advanceTimersByTime(1));
    expect(button).toBeEnabled();
    expect(SUBMIT_COOLDOWN_MS).toBe(2100);
  });

  it('after a placed bet shows the success message, empties the slip and announces coins moved', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onPlaced = jest.fn();
    const coins: string[] = [];
    const stop = subscribe('coins:changed', ({ reason }) => coins.push(reason));
    const answer = answerLater();
    const store = renderButton({ loggedIn: true, onPlaced });

    await user.click(screen.getByRole('button', { name: 'Submit Bet' }));
    expect(onPlaced).not.toHaveBeenCalled();
    await answer({ status: 'placed', message: 'Bet placed successfully.' });
    stop();

    expect(onPlaced).toHaveBeenCalledTimes(1);
    expect(onPlaced).toHaveBeenCalledWith('Bet placed successfully.');
    expect(store.getState().message).toMatchObject({
      type: 'success',
      title: 'Bet placed successfully.',
    });
    expect(coins).toEqual(['bet-placed']);
  });

  it('sends one request for two clicks in the same frame, before React renders the disabled button', async () => {
    const answer = answerLater();
    renderButton({ loggedIn: true });
    const button = screen.getByRole('button', { name: 'Submit Bet' });

    // Both clicks reach the handler while the button is still enabled in the DOM: only the
    // in-flight guard can stop the second.
    act(() => {
      button.click();
      button.click();
    });
    await answer({ status: 'placed', message: 'Bet placed successfully.' });

    expect(submitBetMock).toHaveBeenCalledTimes(1);
  });

  it('retries an unconfirmed attempt with the same key and request, until it is placed', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onPlaced = jest.fn();
    submitBetMock
      .mockResolvedValueOnce({ status: 'unconfirmed', message: 'The server took too long.' })
      .mockResolvedValueOnce({ status: 'unconfirmed', message: 'Could not reach the server.' })
      .mockResolvedValueOnce({ status: 'placed', message: 'Bet placed successfully.' });
    const slip = renderButton({ loggedIn: true, onPlaced });
    const button = screen.getByRole('button', { name: 'Submit Bet' });

    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('The server took too long.');
    act(() => jest.advanceTimersByTime(SUBMIT_COOLDOWN_MS));
    // The odds moved on the slip meanwhile: the retry still sends what the first press sent.
    slip.showBet({ ...bet, odds: 1.9 });
    await user.click(button);
    act(() => jest.advanceTimersByTime(SUBMIT_COOLDOWN_MS));
    await user.click(button);

    const [first, second, third] = sent();
    expect(first).toEqual({ ...bet, idempotencyKey: expect.any(String) });
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(onPlaced).toHaveBeenCalledTimes(1);

    // Placed: the same bet again is a new bet, with a new key.
    act(() => jest.advanceTimersByTime(SUBMIT_COOLDOWN_MS));
    submitBetMock.mockResolvedValueOnce({ status: 'placed', message: 'Bet placed successfully.' });
    await user.click(button);
    expect(sent()[3]).toEqual({ ...bet, odds: 1.9, idempotencyKey: expect.any(String) });
    expect(sent()[3]?.idempotencyKey).not.toBe(first?.idempotencyKey);
  });

  it('gives a new stake or a new selection a new key, even while an attempt is unconfirmed', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    submitBetMock.mockResolvedValue({
      status: 'unconfirmed',
      message: 'Could not reach the server.',
    });
    const slip = renderButton({ loggedIn: true });
    const button = screen.getByRole('button', { name: 'Submit Bet' });

    await user.click(button);
    act(() => jest.advanceTimersByTime(SUBMIT_COOLDOWN_MS));
    slip.showBet({ ...bet, stake: 45 });
    await user.click(button);
    act(() => jest.advanceTimersByTime(SUBMIT_COOLDOWN_MS));
    slip.showBet({ ...bet, betEventId: 502 });
    await user.click(button);

    const keys = sent().map((submission) => submission.idempotencyKey);
    expect(new Set(keys).size).toBe(3);
    expect(sent()[1]).toMatchObject({ betEventId: 501, stake: 45 });
    expect(sent()[2]).toMatchObject({ betEventId: 502, stake: 40 });
  });

  it('places one bet for a double click', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const answer = answerLater();
    renderButton({ loggedIn: true });

    await user.dblClick(screen.getByRole('button', { name: 'Submit Bet' }));
    await answer({ status: 'placed', message: 'Bet placed successfully.' });

    expect(submitBetMock).toHaveBeenCalledTimes(1);
  });

  it('shows what a refused bet was refused for, in the slip and as an error toast', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onPlaced = jest.fn();
    const coins: string[] = [];
    const stop = subscribe('coins:changed', ({ reason }) => coins.push(reason));
    submitBetMock.mockResolvedValue({
      status: 'refused',
      message: 'Something went wrong. Please try again!',
    });
    const store = renderButton({ loggedIn: true, onPlaced });

    await user.click(screen.getByRole('button', { name: 'Submit Bet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again!',
    );
    stop();

    expect(store.getState().message).toMatchObject({
      type: 'error',
      title: 'Something went wrong. Please try again!',
    });
    expect(onPlaced).not.toHaveBeenCalled();
    expect(coins).toEqual([]);
  });

  it('hands moved odds to the slip and asks the user to confirm them', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onOddsChanged = jest.fn();
    submitBetMock.mockResolvedValue({
      status: 'odds-changed',
      message:
        'The odds have changed. Check the new odds and press Submit Bet again to accept them.',
      odds: 2.1,
    });
    const store = renderButton({ loggedIn: true, onOddsChanged });

    await user.click(screen.getByRole('button', { name: 'Submit Bet' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The odds have changed. Check the new odds and press Submit Bet again to accept them.',
    );
    expect(onOddsChanged).toHaveBeenCalledWith(2.1);
    expect(store.getState().message.type).toBe('warn');
  });

  it('does not send a stake that breaks the rules, and shows why', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderButton({ loggedIn: true, stakeProblem: 'Stake Should not be less than 20.' });
    await user.click(screen.getByRole('button', { name: 'Submit Bet' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Stake Should not be less than 20.');
    expect(submitBetMock).not.toHaveBeenCalled();
  });
});
