import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError, enterPrediction, fetchPredictionEvent } from '@sportsbook/shared/api';
import type * as SharedApi from '@sportsbook/shared/api';
import type { PredictionEvent, PredictionEventStatus, User } from '@sportsbook/shared/contracts';
import { subscribe } from '@sportsbook/shared/events';
import { createSessionStore, type SessionStore } from '@sportsbook/shared/session';
import PredictionPage from './PredictionPage';

// The whole page with its real code; only the network calls are stand-ins.
jest.mock('@sportsbook/shared/api', () => ({
  ...jest.requireActual<typeof SharedApi>('@sportsbook/shared/api'),
  fetchPredictionEvent: jest.fn(),
  enterPrediction: jest.fn(),
}));

const fetchEventMock = jest.mocked(fetchPredictionEvent);
const enterMock = jest.mocked(enterPrediction);

const TEAMS = ['csk', 'dc', 'gt', 'kkr', 'lsg', 'mi', 'pbks', 'rr', 'rcb', 'srh'];

function testEvent(overrides: Partial<PredictionEvent> = {}): PredictionEvent {
  return {
    id: 1,
    name: 'IPL Champion Prediction',
    description: '<p>Who will lift the <strong>trophy</strong>?</p>',
    remuneration: 1.85,
    status: 'open' as PredictionEventStatus,
    teams: TEAMS.map((short, index) => ({
      id: index + 1,
      short_name: short,
      full_name: `Team ${short.toUpperCase()} Full`,
      color: '#000000',
      text_color: '#FFFFFF',
      logo: `http://api.test/static/teams/${short}.svg`,
    })),
    ...overrides,
  };
}

const USER = { id: 42, username: 'bettor', current_balance: 1000 } as User;

function renderPage(loggedIn = true): SessionStore {
  const store = createSessionStore({
    auth: {
      loaded: true,
      loggedIn,
      accessToken: loggedIn ? 'a' : null,
      refreshToken: loggedIn ? 'r' : null,
      user: loggedIn ? USER : null,
    },
  });
  render(
    <Provider store={store}>
      <MemoryRouter
        initialEntries={['/prediction']}
        future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
      >
        <Routes>
          <Route path="/prediction" element={<PredictionPage />} />
          <Route path="/sign-in" element={<p>Sign-in page</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

async function loaded(event = testEvent()): Promise<void> {
  fetchEventMock.mockResolvedValueOnce(event);
}

const team = (short: string) =>
  screen.getByRole('button', { name: new RegExp(`Team ${short.toUpperCase()} Full`) });
const submitButton = () => screen.getByRole('button', { name: /^(Submit|Login to Submit)$/ });
const stakeBox = () => screen.getByRole('textbox', { name: 'Stake (coins)' });
const lastMessage = (store: SessionStore) => store.getState().message;

beforeEach(() => {
  fetchEventMock.mockReset();
  enterMock.mockReset();
});

describe('PredictionPage', () => {
  it('shows a loader, then the event: name, rounded badge, description, ten teams three per row', async () => {
    let resolve: (event: PredictionEvent) => void = () => undefined;
    fetchEventMock.mockReturnValueOnce(new Promise((done) => (resolve = done)));
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the prediction event');
    await act(async () => resolve(testEvent()));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('IPL Champion Prediction');
    expect(screen.getByText('Win 2X')).toBeInTheDocument();
    expect(screen.getByText('trophy').tagName).toBe('STRONG');
    const grid = screen.getByRole('group', { name: 'Pick the winner' });
    expect(within(grid).getAllByRole('button')).toHaveLength(10);
    expect(fetchEventMock).toHaveBeenCalledWith(1, expect.any(AbortSignal));
    expect(screen.getByRole('link', { name: /Back/ })).toHaveAttribute('href', '/');
    expect(
      screen.getByText('Bet responsibly. You must be 18+ to place bets. Terms & conditions apply.'),
    ).toBeInTheDocument();
  });

  it('never runs a script or an onerror attribute of the description', async () => {
    const ran = jest.fn();
    (window as unknown as { predictionXss: () => void }).predictionXss = ran;
    await loaded(
      testEvent({
        description:
          '<p>Fine</p><script>window.predictionXss()</script>' +
          '<img src="x" onerror="window.predictionXss()"><a href="javascript:window.predictionXss()">x</a>',
      }),
    );
    renderPage();
    await screen.findByText('Fine');
    const description = screen.getByText('Fine').parentElement!;
    expect(description.querySelector('script')).toBeNull();
    expect(description.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(description.querySelector('a')?.getAttribute('href')).toBeNull();
    description.querySelector('img')?.dispatchEvent(new Event('error'));
    expect(ran).not.toHaveBeenCalled();
  });

  it('logs a failed load and offers a retry', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchEventMock.mockRejectedValueOnce(new Error('down'));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The prediction event could not be loaded.',
    );
    expect(logged).toHaveBeenCalledWith('The prediction event did not load.', expect.any(Error));
    logged.mockRestore();
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Win 2X')).toBeInTheDocument();
  });

  it('selects a team on a press and deselects it on the next', async () => {
    await loaded();
    renderPage();
    await screen.findByText('Win 2X');
    const gt = team('gt');
    expect(gt).toHaveAttribute('aria-pressed', 'false');
    // Not by colour alone: the chosen tile, and only it, carries a check mark.
    expect(screen.queryByText('✓')).not.toBeInTheDocument();
    await userEvent.click(gt);
    expect(gt).toHaveAttribute('aria-pressed', 'true');
    expect(within(gt).getByText('✓')).toBeInTheDocument();
    await userEvent.click(team('mi'));
    expect(gt).toHaveAttribute('aria-pressed', 'false');
    expect(team('mi')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByText('✓')).toHaveLength(1);
    expect(within(team('mi')).getByText('✓')).toBeInTheDocument();
    await userEvent.click(team('mi'));
    expect(team('mi')).toHaveAttribute('aria-pressed', 'false');
  });

  it('keeps digits only in the stake, starts at 500 and takes the quick picks', async () => {
    await loaded();
    renderPage();
    await screen.findByText('Win 2X');
    expect(stakeBox()).toHaveValue('500');
    await userEvent.clear(stakeBox());
    await userEvent.type(stakeBox(), '1a2.5-');
    expect(stakeBox()).toHaveValue('125');
    const quick = screen.getByRole('group', { name: 'Quick stakes' });
    expect(
      within(quick)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['500', '1000', '3000', '5000', '10000']);
    await userEvent.click(within(quick).getByRole('button', { name: '3000' }));
    expect(stakeBox()).toHaveValue('3000');
  });

  it('toasts "Select a team" with no team and "Stake amout is too low" for an empty or 50 stake', async () => {
    await loaded();
    const store = renderPage();
    await screen.findByText('Win 2X');
    expect(submitButton()).toBeEnabled();
    await userEvent.click(submitButton());
    expect(lastMessage(store)).toMatchObject({ type: 'error', title: 'Select a team' });
    await userEvent.click(team('csk'));
    await userEvent.clear(stakeBox());
    await userEvent.click(submitButton());
    expect(lastMessage(store)).toMatchObject({ type: 'error', title: 'Stake amout is too low' });
    await userEvent.type(stakeBox(), '50');
    await userEvent.click(submitButton());
    expect(lastMessage(store)).toMatchObject({ title: 'Stake amout is too low', seq: 3 });
    expect(enterMock).not.toHaveBeenCalled();
  });

  it('enters: success toast, stake back to 0, selection cleared, coins:changed', async () => {
    await loaded();
    const store = renderPage();
    await screen.findByText('Win 2X');
    const heard = jest.fn();
    const unsubscribe = subscribe('coins:changed', heard);
    enterMock.mockResolvedValueOnce({
      status: 'success',
      message: 'Prediction Placed Successfully',
      data: {
        id: 1,
        prediction_event_id: 1,
        prediction: 4,
        stake: 1000,
        status: 'pending',
        entered_at: '2026-01-01T00:00:00Z',
      },
    });
    await userEvent.click(team('kkr'));
    await userEvent.click(screen.getByRole('button', { name: '1000' }));
    await userEvent.click(submitButton());
    expect(enterMock).toHaveBeenCalledWith(
      { participant_id: 42, prediction_event_id: 1, stake: '1000', prediction: 4 },
      expect.stringMatching(/^[0-9a-f-]{32,36}$/),
    );
    expect(lastMessage(store)).toMatchObject({
      type: 'success',
      title: 'Prediction Placed Successfully',
    });
    expect(stakeBox()).toHaveValue('0');
    expect(team('kkr')).toHaveAttribute('aria-pressed', 'false');
    expect(heard).toHaveBeenCalledWith({ reason: 'prediction-placed' });
    unsubscribe();
  });

  it('toasts "Prediction not Placed" on any failure and retries a lost answer with the same key', async () => {
    await loaded();
    const store = renderPage();
    await screen.findByText('Win 2X');
    enterMock.mockRejectedValueOnce(
      new ApiError('Network Error', { status: null, code: 'NETWORK' }),
    );
    await userEvent.click(team('srh'));
    await userEvent.click(submitButton());
    expect(lastMessage(store)).toMatchObject({ type: 'error', title: 'Prediction not Placed' });
    expect(team('srh')).toHaveAttribute('aria-pressed', 'true');
    enterMock.mockRejectedValueOnce(
      new ApiError('Insufficient balance.', { status: 422, code: 'INSUFFICIENT_BALANCE' }),
    );
    await userEvent.click(submitButton());
    expect(lastMessage(store)).toMatchObject({ title: 'Prediction not Placed', seq: 2 });
    const [first, second] = enterMock.mock.calls;
    expect(second![1]).toBe(first![1]);
    enterMock.mockRejectedValueOnce(new Error('again'));
    await userEvent.click(submitButton());
    // After a definite refusal the next press is a new attempt with a new key.
    expect(enterMock.mock.calls[2]![1]).not.toBe(first![1]);
  });

  it('logged out: the button reads "Login to Submit" and leads to sign in', async () => {
    await loaded();
    renderPage(false);
    await screen.findByText('Win 2X');
    expect(submitButton()).toHaveTextContent('Login to Submit');
    await userEvent.click(submitButton());
    expect(screen.getByText('Sign-in page')).toBeInTheDocument();
    expect(enterMock).not.toHaveBeenCalled();
  });

  it('a closed event says so and takes no entry', async () => {
    await loaded(testEvent({ status: 'closed' }));
    renderPage();
    await screen.findByText('Win 2X');
    expect(screen.getByText('This prediction event is closed to new entries.')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });
});
