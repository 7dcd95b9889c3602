import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { fetchBettingPreferences, saveBettingPreferences } from '@sportsbook/shared/api';
import type * as SharedApi from '@sportsbook/shared/api';
import { authActions, createSessionStore, type SessionStore } from '@sportsbook/shared/session';
import { OddsPreference } from './OddsPreference';

jest.mock('@sportsbook/shared/api', () => ({
  ...jest.requireActual<typeof SharedApi>('@sportsbook/shared/api'),
  fetchBettingPreferences: jest.fn(),
  saveBettingPreferences: jest.fn(),
}));

const fetchMock = jest.mocked(fetchBettingPreferences);
const saveMock = jest.mocked(saveBettingPreferences);

function renderControl(loggedIn: boolean): SessionStore {
  const store = createSessionStore({
    auth: { loaded: true, loggedIn, accessToken: null, refreshToken: null, user: null },
  });
  render(
    <Provider store={store}>
      <OddsPreference />
    </Provider>,
  );
  return store;
}

function control(): HTMLSelectElement {
  return screen.getByRole('combobox', { name: 'When the odds change' });
}

beforeEach(() => {
  fetchMock.mockReset();
  saveMock.mockReset();
});

describe('the odds-change preference on the slip', () => {
  it('is not shown while signed out, and asks the server nothing', () => {
    renderControl(false);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the bettor's saved preference, with the three choices", async () => {
    fetchMock.mockResolvedValue({ odds_change: 'higher' });
    renderControl(true);
    expect(
      screen
        .getAllByRole('option')
        .map((option) => [option.getAttribute('value'), option.textContent]),
    ).toEqual([
      ['ask', 'Ask me'],
      ['higher', 'Accept higher odds'],
      ['any', 'Accept any odds'],
    ]);
    expect(await screen.findByDisplayValue('Accept higher odds')).toBe(control());
  });

  it('saves a choice made by keyboard on the server', async () => {
    fetchMock.mockResolvedValue({ odds_change: 'ask' });
    saveMock.mockResolvedValue({ message: 'Saved.', data: { odds_change: 'any' } });
    const user = userEvent.setup();
    renderControl(true);
    await screen.findByDisplayValue('Ask me');

    await user.tab();
    expect(control()).toHaveFocus();
    await user.selectOptions(control(), 'Accept any odds');
    expect(saveMock).toHaveBeenCalledWith({ odds_change: 'any' });
    expect(control()).toHaveValue('any');
  });

  it('shows the saved choice again and says so when saving fails', async () => {
    fetchMock.mockResolvedValue({ odds_change: 'ask' });
    saveMock.mockRejectedValue(new Error('offline'));
    const user = userEvent.setup();
    const store = renderControl(true);
    await screen.findByDisplayValue('Ask me');

    await user.selectOptions(control(), 'Accept higher odds');
    expect(control()).toHaveValue('ask');
    expect(store.getState().message).toMatchObject({
      type: 'error',
      title: 'Could not save your odds preference. Please try again.',
    });
  });

  it('goes away when the bettor signs out', async () => {
    fetchMock.mockResolvedValue({ odds_change: 'any' });
    const store = renderControl(true);
    await screen.findByDisplayValue('Accept any odds');
    act(() => {
      store.dispatch(authActions.loggedOut());
    });
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});
