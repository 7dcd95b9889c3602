import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearTokens, fetchCoins, readTokens, signOut, storeTokens } from '@sportsbook/shared/api';
import type * as SharedApi from '@sportsbook/shared/api';
import { ACCOUNT_AREA } from '@sportsbook/shared/contracts';
import { publish, subscribe, type SportsbookEventMap } from '@sportsbook/shared/events';
import { onUserCoinsChanged } from '@sportsbook/shared/realtime';
import { commonActions, createSessionStore } from '@sportsbook/shared/session';
import { renderAppSettled, signedInStore, testUser } from '../../test/render-app';

jest.mock('@sportsbook/shared/api', () => ({
  ...jest.requireActual<typeof SharedApi>('@sportsbook/shared/api'),
  fetchCoins: jest.fn(),
  signOut: jest.fn(() => Promise.resolve()),
  // The reality check reads the bettor's setting once signed in (none here).
  fetchSaferGambling: jest.fn(() => new Promise(() => undefined)),
}));

const fetchCoinsMock = jest.mocked(fetchCoins);

function header() {
  return within(screen.getByRole('banner'));
}

function balance(): string {
  return header().getByTestId('balance').textContent ?? '';
}

beforeEach(() => {
  document.cookie = 'homemodal=1; path=/';
  clearTokens();
  storeTokens({
    token_type: 'Bearer',
    access_token: 'access',
    expires_in: 900,
    refresh_token: 'refresh',
  });
  fetchCoinsMock.mockReset().mockResolvedValue({ current_balance: 1000 });
  jest.mocked(signOut).mockClear();
});

describe('the signed-in header', () => {
  it('shows the balance with two decimals instead of Sign In and Join Now', async () => {
    await renderAppSettled('/', { store: signedInStore(testUser({ current_balance: 1234.5 })) });
    expect(balance()).toBe('1234.50');
    expect(header().getByText('Coins')).toBeInTheDocument();
    expect(header().queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(header().queryByRole('link', { name: 'Join Now' })).not.toBeInTheDocument();
  });

  it('shows neither Sign In nor a balance while the start-up session check is running', async () => {
    await renderAppSettled('/', { store: createSessionStore() });
    expect(header().queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(header().queryByTestId('balance')).not.toBeInTheDocument();
  });

  it('has a dropdown with My Profile, Bet History and Logout', async () => {
    const user = userEvent.setup();
    await renderAppSettled('/', { store: signedInStore(testUser({ username: 'demo' })) });
    const button = header().getByRole('button', { name: 'demo' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);

    const menu = header().getByRole('menu', { name: 'Account' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['My Profile', 'Bet History', 'Logout']);
    expect(within(menu).getByRole('menuitem', { name: 'My Profile' })).toHaveAttribute(
      'href',
      '/profile/view-profile',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Bet History' })).toHaveAttribute(
      'href',
      '/profile/bet-history',
    );

    await user.keyboard('{Escape}');
    expect(header().queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes the dropdown on a click elsewhere', async () => {
    const user = userEvent.setup();
    await renderAppSettled('/', { store: signedInStore() });
    await user.click(header().getByRole('button', { name: 'demo' }));
    await user.click(screen.getByRole('main'));
    expect(header().queryByRole('menu')).not.toBeInTheDocument();
  });

  it('logs out: cookies removed, state cleared, betslip cleared and closed, toast', async () => {
    const user = userEvent.setup();
    const heard: string[] = [];
    const stops = (['bet:clear', 'betslip:toggle', 'session:changed'] as const).map((name) =>
      subscribe(name, (payload: SportsbookEventMap[typeof name]) =>
        heard.push(`${name} ${JSON.stringify(payload)}`),
      ),
    );
    const store = signedInStore();
    store.dispatch(commonActions.setBetSlipShow(true));
    store.dispatch(commonActions.coinsChanged(3));
    await renderAppSettled('/', { store });

    await user.click(header().getByRole('button', { name: 'demo' }));
    await user.click(header().getByRole('menuitem', { name: 'Logout' }));
    stops.forEach((stop) => stop());

    expect(signOut).toHaveBeenCalledWith('access');
    expect(readTokens()).toEqual({ accessToken: null, refreshToken: null });
    expect(store.getState().auth).toEqual({
      loaded: true,
      loggedIn: false,
      accessToken: null,
      refreshToken: null,
      user: null,
    });
    expect(store.getState().common).toEqual({
      betSlipShow: false,
      mobileMenuShow: false,
      updatedCoinsChange: 0,
    });
    expect(heard).toEqual([
      'bet:clear {}',
      'betslip:toggle {"open":false}',
      'session:changed {"loggedIn":false}',
    ]);
    expect(screen.getByText('Logout Successfully')).toBeInTheDocument();
    expect(header().getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('reloads the balance on coins:changed and bumps the coins signal', async () => {
    fetchCoinsMock.mockResolvedValue({ current_balance: 980 });
    const { store } = await renderAppSettled('/', {
      store: signedInStore(testUser({ current_balance: 1000 })),
    });
    expect(balance()).toBe('1000.00');
    expect(fetchCoinsMock).not.toHaveBeenCalled();

    act(() => publish('coins:changed', { reason: 'bet-placed' }));
    await waitFor(() => expect(balance()).toBe('980.00'));
    expect(fetchCoinsMock).toHaveBeenCalledTimes(1);
    expect(store.getState().common.updatedCoinsChange).toBe(1);
  });

  it('reloads the balance when a session starts', async () => {
    fetchCoinsMock.mockResolvedValue({ current_balance: 55.5 });
    await renderAppSettled('/', { store: signedInStore(testUser({ current_balance: 1000 })) });
    act(() => publish('session:changed', { loggedIn: true }));
    await waitFor(() => expect(balance()).toBe('55.50'));
  });

  it("reloads the balance when the server moves coins on the user's private channel", async () => {
    const coinsChanged = jest.mocked(onUserCoinsChanged);
    coinsChanged.mockClear();
    const heard: string[] = [];
    const stop = subscribe('coins:changed', ({ reason }) => heard.push(reason));
    fetchCoinsMock.mockResolvedValue({ current_balance: 1074 });
    await renderAppSettled('/', {
      store: signedInStore(testUser({ id: 42, current_balance: 1000 })),
    });
    expect(coinsChanged).toHaveBeenCalledWith(42, expect.any(Function), {
      onSubscribed: expect.any(Function),
    });

    const handler = coinsChanged.mock.calls[0]![1];
    act(() => handler({ reason: 'bet-settled' }));
    await waitFor(() => expect(balance()).toBe('1074.00'));
    stop();
    expect(heard).toEqual(['bet-settled']);
  });

  it('reloads the balance once the server confirms the private channel', async () => {
    const coinsChanged = jest.mocked(onUserCoinsChanged);
    coinsChanged.mockClear();
    await renderAppSettled('/', {
      store: signedInStore(testUser({ id: 42, current_balance: 1000 })),
    });
    fetchCoinsMock.mockResolvedValue({ current_balance: 1080 });
    const options = coinsChanged.mock.calls[0]![2];
    act(() => options?.onSubscribed?.());
    await waitFor(() => expect(balance()).toBe('1080.00'));
  });

  it('keeps the last balance when the reload fails', async () => {
    fetchCoinsMock.mockRejectedValue(new Error('offline'));
    await renderAppSettled('/', { store: signedInStore(testUser({ current_balance: 1000 })) });
    act(() => publish('coins:changed', { reason: 'deposit' }));
    await waitFor(() => expect(fetchCoinsMock).toHaveBeenCalled());
    expect(balance()).toBe('1000.00');
  });
});

describe('the signed-in mobile bar', () => {
  function bar() {
    return within(screen.getByRole('navigation', { name: 'Mobile menu' }));
  }

  it('has Menu in place of Sign In', async () => {
    await renderAppSettled('/', { store: signedInStore() });
    expect(bar().getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    expect(bar().queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('opens the account sheet with the balance, every account page and Logout', async () => {
    const user = userEvent.setup();
    const { store } = await renderAppSettled('/', {
      store: signedInStore(testUser({ current_balance: 20 })),
    });
    await user.click(bar().getByRole('button', { name: 'Menu' }));
    expect(store.getState().common.mobileMenuShow).toBe(true);
    expect(bar().getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');

    // The sheet's content loads when it first opens (a chunk of its own).
    const sheet = within(await screen.findByRole('dialog', { name: 'demo' }));
    expect(sheet.getByTestId('balance')).toHaveTextContent('20.00');
    expect(sheet.getByRole('link', { name: 'Prediction' })).toHaveAttribute('href', '/prediction');
    for (const group of ACCOUNT_AREA) {
      const list = within(sheet.getByRole('list', { name: group.group }));
      expect(list.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
        group.pages.map((page) => page.path),
      );
      for (const page of group.pages) {
        expect(list.getByRole('link', { name: page.label })).toHaveAttribute('href', page.path);
      }
    }

    await user.click(sheet.getByRole('button', { name: 'Logout' }));
    expect(store.getState().auth.loggedIn).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bar().getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
  });

  it('closes the betslip drawer when the menu opens, and the menu when the betslip opens', async () => {
    const user = userEvent.setup();
    const { store } = await renderAppSettled('/', { store: signedInStore() });
    await user.click(bar().getByRole('button', { name: 'Betslip' }));
    await user.click(bar().getByRole('button', { name: 'Menu' }));
    expect(store.getState().common).toMatchObject({ betSlipShow: false, mobileMenuShow: true });
    await user.click(bar().getByRole('button', { name: 'Betslip' }));
    expect(store.getState().common).toMatchObject({ betSlipShow: true, mobileMenuShow: false });
  });

  it('closes the sheet with its close button', async () => {
    const user = userEvent.setup();
    await renderAppSettled('/', { store: signedInStore() });
    await user.click(bar().getByRole('button', { name: 'Menu' }));
    await user.click(await screen.findByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
