import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { clearTokens, storeTokens } from '@sportsbook/shared/api';
import { authActions, createSessionStore } from '@sportsbook/shared/session';
import {
  LocationDisplay,
  anonymousStore,
  renderWithProviders,
  signedInStore,
} from '../../test/render-app';
import { AnonymousOnly, LoginRequired } from './guards';

function renderGuarded(path: string, store = anonymousStore()) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/" element={<p>Home</p>} />
        <Route element={<LoginRequired />}>
          <Route path="/profile" element={<p>Profile</p>} />
        </Route>
        <Route element={<AnonymousOnly />}>
          <Route path="/sign-in" element={<p>Sign-in form</p>} />
        </Route>
      </Routes>
      <LocationDisplay />
    </>,
    { path, store },
  );
}

function location(): string {
  return screen.getByTestId('location').textContent ?? '';
}

function storeRefreshCookie(): void {
  storeTokens({
    token_type: 'Bearer',
    access_token: 'access',
    expires_in: 900,
    refresh_token: 'refresh',
  });
}

beforeEach(() => clearTokens());

describe('LoginRequired', () => {
  it('sends a visitor without a refresh token to /', () => {
    renderGuarded('/profile', signedInStore());
    expect(location()).toBe('/');
    expect(screen.queryByText('Profile')).not.toBeInTheDocument();
  });

  it('shows the page to a signed-in user with a refresh token', () => {
    storeRefreshCookie();
    renderGuarded('/profile', signedInStore());
    expect(screen.getByText('Profile')).toBeInTheDocument();
  });

  it('waits for the start-up check, then sends a user it logged out to /', () => {
    storeRefreshCookie();
    const store = createSessionStore();
    renderGuarded('/profile', store);
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session');
    act(() => {
      store.dispatch(authActions.loggedOut());
    });
    expect(location()).toBe('/');
  });

  it('sends the user to / when they log out on the page', () => {
    storeRefreshCookie();
    const store = signedInStore();
    renderGuarded('/profile', store);
    act(() => {
      clearTokens();
      store.dispatch(authActions.loggedOut());
    });
    expect(location()).toBe('/');
  });
});

describe('AnonymousOnly', () => {
  it('shows the page to a visitor', () => {
    renderGuarded('/sign-in');
    expect(screen.getByText('Sign-in form')).toBeInTheDocument();
  });

  it('sends a signed-in user to /', () => {
    renderGuarded('/sign-in', signedInStore());
    expect(location()).toBe('/');
  });

  it('decides after the start-up check has finished', () => {
    const store = createSessionStore();
    renderGuarded('/sign-in', store);
    expect(screen.queryByText('Sign-in form')).not.toBeInTheDocument();
    act(() => {
      store.dispatch(authActions.signedIn({ accessToken: 'a', refreshToken: 'r' }));
    });
    expect(location()).toBe('/');
  });

  it('lets a user who signs in on the page stay for its message', () => {
    const store = anonymousStore();
    renderGuarded('/sign-in', store);
    act(() => {
      store.dispatch(authActions.signedIn({ accessToken: 'a', refreshToken: 'r' }));
    });
    expect(location()).toBe('/sign-in');
    expect(screen.getByText('Sign-in form')).toBeInTheDocument();
  });
});
