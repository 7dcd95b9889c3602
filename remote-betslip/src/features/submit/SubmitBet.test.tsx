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
}): SessionStore {
  const store = createSessionStore({
    auth: { loaded: true, loggedIn, accessToken: null, refreshToken: null, user: null },
  });
  render(
    <Provider store={store}>
      <SubmitBet
        bet={bet}
        stakeProblem={stakeProblem}
        onPlaced={onPlaced}
        onOddsChanged={onOddsChanged}
      />
    </Provider>,
  );
  return store;
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
