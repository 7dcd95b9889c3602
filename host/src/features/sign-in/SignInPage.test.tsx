import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ApiError,
  clearTokens,
  fetchProfile,
  isSessionRemembered,
  readTokens,
  signIn,
} from '@sportsbook/shared/api';
import type * as SharedApi from '@sportsbook/shared/api';
import { subscribe } from '@sportsbook/shared/events';
import { settle, useFakeClock } from '../../test/clock';
import { renderAppSettled, signedInStore, testUser } from '../../test/render-app';
import { REMEMBERED_USERNAME_KEY } from './remembered-username';

jest.mock('@sportsbook/shared/api', () => ({
  ...jest.requireActual<typeof SharedApi>('@sportsbook/shared/api'),
  signIn: jest.fn(),
  fetchProfile: jest.fn(),
  fetchCoins: jest.fn(() => new Promise(() => undefined)),
  // The reality check reads the bettor's setting once signed in (none here).
  fetchSaferGambling: jest.fn(() => new Promise(() => undefined)),
}));

const signInMock = jest.mocked(signIn);
const fetchProfileMock = jest.mocked(fetchProfile);

const tokens = {
  token_type: 'Bearer' as const,
  access_token: 'access-1',
  expires_in: 900,
  refresh_token: 'refresh-1',
};

function setup() {
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
}

function form() {
  return within(screen.getByRole('region', { name: 'Sign In' }));
}

function location(): string {
  return screen.getByTestId('location').textContent ?? '';
}

beforeEach(() => {
  useFakeClock();
  document.cookie = 'homemodal=1; path=/';
  clearTokens();
  window.localStorage.clear();
  signInMock.mockReset();
  fetchProfileMock.mockReset();
});

afterEach(() => jest.useRealTimers());

describe('the sign-in page', () => {
  it('has Username, Password, Remember and the three links of SPEC section 2', async () => {
    await renderAppSettled('/sign-in');
    const page = form();
    expect(page.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(page.getByLabelText('Username')).toBeInTheDocument();
    expect(page.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(page.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(page.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(page.getByRole('link', { name: 'Join Now' })).toHaveAttribute('href', '/register');
    expect(page.getByRole('link', { name: /Back to Home/ })).toHaveAttribute('href', '/');
  });

  it('shows and hides the password', async () => {
    const user = setup();
    await renderAppSettled('/sign-in');
    const password = form().getByLabelText('Password');
    await user.type(password, 'secret');

    await user.click(form().getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(form().getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('validates on change with the texts of SPEC section 5', async () => {
    const user = setup();
    await renderAppSettled('/sign-in');
    await user.type(form().getByLabelText('Username'), 'a');
    await settle();
    expect(form().queryByText('Username required')).not.toBeInTheDocument();
    await user.clear(form().getByLabelText('Username'));
    await settle();
    expect(form().getByText('Username required')).toBeInTheDocument();
    expect(form().getByLabelText('Username')).toHaveAccessibleDescription('Username required');

    await user.type(form().getByLabelText('Password'), 'x');
    await user.clear(form().getByLabelText('Password'));
    await settle();
    expect(form().getByText('Password required')).toBeInTheDocument();
    expect(form().getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends nothing and names both problems when submitted empty', async () => {
    const user = setup();
    await renderAppSettled('/sign-in');
    await user.click(form().getByRole('button', { name: 'Sign In' }));
    await settle();
    expect(form().getByText('Username required')).toBeInTheDocument();
    expect(form().getByText('Password required')).toBeInTheDocument();
    expect(signInMock).not.toHaveBeenCalled();
  });

  it('signs in: cookies, state, "Sign In Successfully." and / after 300 ms', async () => {
    const user = setup();
    const sessions: boolean[] = [];
    const stop = subscribe('session:changed', ({ loggedIn }) => sessions.push(loggedIn));
    signInMock.mockResolvedValue(tokens);
    fetchProfileMock.mockResolvedValue(testUser({ username: 'demo', current_balance: 1000 }));
    const { store } = await renderAppSettled('/sign-in');

    await user.type(form().getByLabelText('Username'), ' demo ');
    await user.type(form().getByLabelText('Password'), 'demo12345');
    await user.click(form().getByRole('button', { name: 'Sign In' }));
    await settle();

    expect(screen.getByText('Sign In Successfully.')).toBeInTheDocument();
    stop();
    expect(signInMock).toHaveBeenCalledWith('demo', 'demo12345');
    expect(readTokens()).toEqual({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    expect(store.getState().auth).toMatchObject({
      loggedIn: true,
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      user: { username: 'demo' },
    });
    expect(sessions).toEqual([true]);
    // Still on the page for its message, then home.
    expect(location()).toBe('/sign-in');
    act(() => jest.advanceTimersByTime(299));
    expect(location()).toBe('/sign-in');
    act(() => jest.advanceTimersByTime(1));
    expect(location()).toBe('/');
    // The home page's remote slots load.
    await settle();
  });

  it("shows the server's message about 1 s after a failure, under no field, and re-enables the button after about 2.1 s", async () => {
    const user = setup();
    signInMock.mockRejectedValue(
      // The API names the username field in its refusal; the page marks no field for it.
      new ApiError('The user credentials were incorrect.', {
        status: 400,
        code: 'INVALID_CREDENTIALS',
        fieldErrors: { username: 'The user credentials were incorrect.' },
      }),
    );
    const { store } = await renderAppSettled('/sign-in');
    await user.type(form().getByLabelText('Username'), 'demo');
    await user.type(form().getByLabelText('Password'), 'wrong-password');
    const button = form().getByRole('button', { name: 'Sign In' });
    await user.click(button);
    await settle();

    expect(form().queryByRole('alert')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(999));
    expect(form().queryByRole('alert')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    const alert = form().getByRole('alert');
    expect(alert).toHaveTextContent('Error!');
    expect(alert).toHaveTextContent('The user credentials were incorrect.');
    // Only in the box: neither field is marked wrong or carries the message.
    expect(form().getAllByText('The user credentials were incorrect.')).toHaveLength(1);
    expect(form().getByLabelText('Username')).not.toHaveAttribute('aria-invalid', 'true');
    expect(form().getByLabelText('Password')).not.toHaveAttribute('aria-invalid', 'true');
    expect(store.getState().auth.loggedIn).toBe(false);
    expect(readTokens().refreshToken).toBeNull();
    expect(button).toBeDisabled();
    act(() => jest.advanceTimersByTime(1099));
    expect(button).toBeDisabled();
    act(() => jest.advanceTimersByTime(1));
    expect(button).toBeEnabled();
    expect(location()).toBe('/sign-in');
  });

  it('counts a profile that cannot load as a failed sign-in and removes the cookies', async () => {
    const user = setup();
    signInMock.mockResolvedValue(tokens);
    fetchProfileMock.mockRejectedValue(
      new ApiError('The server answered 500.', { status: 500, code: 'INTERNAL' }),
    );
    const { store } = await renderAppSettled('/sign-in');
    await user.type(form().getByLabelText('Username'), 'demo');
    await user.type(form().getByLabelText('Password'), 'demo12345');
    await user.click(form().getByRole('button', { name: 'Sign In' }));

    await settle();
    act(() => jest.advanceTimersByTime(1000));
    expect(form().getByRole('alert')).toHaveTextContent('The server answered 500.');
    expect(readTokens()).toEqual({ accessToken: null, refreshToken: null });
    expect(store.getState().auth).toMatchObject({ loggedIn: false, user: null });
  });

  it('Remember keeps the username (never the password) for the next visit', async () => {
    const user = setup();
    signInMock.mockResolvedValue(tokens);
    fetchProfileMock.mockResolvedValue(testUser());
    const first = await renderAppSettled('/sign-in');
    await user.type(form().getByLabelText('Username'), 'demo');
    await user.type(form().getByLabelText('Password'), 'demo12345');
    await user.click(form().getByRole('checkbox', { name: 'Remember me' }));
    await user.click(form().getByRole('button', { name: 'Sign In' }));
    await screen.findByText('Sign In Successfully.');
    // The session outlives a browser restart: the refresh token cookie lives 30 days.
    expect(isSessionRemembered()).toBe(true);
    expect(window.localStorage.getItem(REMEMBERED_USERNAME_KEY)).toBe('demo');
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('demo12345');
    first.unmount();

    await renderAppSettled('/sign-in');
    expect(form().getByLabelText('Username')).toHaveValue('demo');
    expect(form().getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  });

  it('forgets the username when Remember is unticked', async () => {
    const user = setup();
    window.localStorage.setItem(REMEMBERED_USERNAME_KEY, 'demo');
    signInMock.mockResolvedValue(tokens);
    fetchProfileMock.mockResolvedValue(testUser());
    await renderAppSettled('/sign-in');
    await user.click(form().getByRole('checkbox', { name: 'Remember me' }));
    await user.type(form().getByLabelText('Password'), 'demo12345');
    await user.click(form().getByRole('button', { name: 'Sign In' }));
    await screen.findByText('Sign In Successfully.');
    expect(window.localStorage.getItem(REMEMBERED_USERNAME_KEY)).toBeNull();
    // The session ends with the browser: the refresh token is a session cookie.
    expect(isSessionRemembered()).toBe(false);
    expect(readTokens().refreshToken).toBe('refresh-1');
  });

  it('sends a signed-in user to /', async () => {
    await renderAppSettled('/sign-in', { store: signedInStore() });
    expect(location()).toBe('/');
    expect(screen.queryByRole('region', { name: 'Sign In' })).not.toBeInTheDocument();
  });
});
