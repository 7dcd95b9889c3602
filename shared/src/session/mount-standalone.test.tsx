import { act, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { useSessionSelector } from './store';
import { mountStandalone } from './mount-standalone';
import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE, clearTokens } from '../api/session-cookies';

function SignedIn() {
  const loggedIn = useSessionSelector((state) => state.auth.loggedIn);
  return <p>{loggedIn ? 'Signed in' : 'Signed out'}</p>;
}

beforeEach(() => {
  clearTokens();
  document.body.innerHTML = '<div id="root"></div>';
});

describe('mountStandalone', () => {
  it('renders the page in #root inside a dev store signed in from the session cookies', () => {
    Cookies.set(ACCESS_TOKEN_COOKIE, 'access-1');
    Cookies.set(REFRESH_TOKEN_COOKIE, 'refresh-1');
    let store: ReturnType<typeof mountStandalone> | undefined;
    act(() => {
      store = mountStandalone(<SignedIn />);
    });
    expect(screen.getByText('Signed in')).toBeInTheDocument();
    expect(store?.getState().auth).toMatchObject({
      loaded: true,
      loggedIn: true,
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      user: null,
    });
  });

  it('starts signed out without a refresh token', () => {
    act(() => {
      mountStandalone(<SignedIn />);
    });
    expect(screen.getByText('Signed out')).toBeInTheDocument();
  });

  it('refuses a page without the root element', () => {
    document.body.innerHTML = '';
    expect(() => mountStandalone(<SignedIn />)).toThrow(
      'The standalone page has no #root element.',
    );
  });
});
