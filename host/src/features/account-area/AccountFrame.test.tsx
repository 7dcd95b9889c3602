import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
import { clearTokens, storeTokens } from '@sportsbook/shared/api';
import { ACCOUNT_AREA } from '@sportsbook/shared/contracts';
import { AppRoutes } from '../../app/AppRoutes';
import { remoteOf, type RemoteModuleId } from '../../federation/module-id';
import {
  RemoteUnavailableError,
  type RemoteComponentModule,
  type RemoteLoader,
} from '../../federation/remote-loader';
import {
  LocationDisplay,
  anonymousStore,
  noNotices,
  renderAppSettled,
  renderWithProviders,
  signedInStore,
} from '../../test/render-app';
import { ACCOUNT_PAGES, ACCOUNT_PAGE_MODULES } from './account-pages';

/** Every module renders its id; the remotes named in `down` are unavailable. */
function loaderWith(down: readonly string[] = []): RemoteLoader {
  return {
    load: (id: RemoteModuleId) => {
      if (down.includes(remoteOf(id))) {
        return Promise.reject(new RemoteUnavailableError(id, 'connection refused'));
      }
      const module: RemoteComponentModule = {
        default: function StubPage() {
          return <h1 data-testid="remote-page">{id}</h1>;
        },
      };
      return Promise.resolve(module);
    },
    reset: () => Promise.resolve(),
  };
}

/** The page a remote renders in the main area (the sidebar and the betslip are remotes too). */
function remotePage(): HTMLElement {
  return within(screen.getByRole('main')).getByTestId('remote-page');
}

function location(): string {
  return screen.getByTestId('location').textContent ?? '';
}

function accountNav() {
  return within(screen.getByRole('navigation', { name: 'Account' }));
}

function signInCookie(): void {
  storeTokens({
    token_type: 'Bearer',
    access_token: 'access',
    expires_in: 900,
    refresh_token: 'refresh',
  });
}

function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Back
    </button>
  );
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  document.cookie = 'homemodal=1; path=/';
  clearTokens();
});

afterEach(() => jest.restoreAllMocks());

describe('the account area', () => {
  it.each(ACCOUNT_PAGES.map((page) => [page.path, page] as const))(
    '%s shows its remote page inside the frame, marked in the menu',
    async (path, page) => {
      signInCookie();
      await renderAppSettled(path, { store: signedInStore(), loader: loaderWith() });

      expect(remotePage()).toHaveTextContent(ACCOUNT_PAGE_MODULES[page.key]);
      expect(location()).toBe(path);
      const current = accountNav().getByRole('link', { current: 'page' });
      expect(current).toHaveTextContent(page.label);
      expect(current).toHaveAttribute('href', path);
    },
  );

  it('lists every page in the menu in its groups, by canonical path', async () => {
    signInCookie();
    await renderAppSettled('/profile/view-profile', {
      store: signedInStore(),
      loader: loaderWith(),
    });
    for (const group of ACCOUNT_AREA) {
      const list = within(accountNav().getByRole('list', { name: group.group }));
      expect(
        list.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
      ).toEqual(group.pages.map((page) => [page.label, page.path]));
    }
    expect(accountNav().getAllByRole('link', { current: 'page' })).toHaveLength(1);
  });

  it('shows the profile view at /profile', async () => {
    signInCookie();
    await renderAppSettled('/profile', { store: signedInStore(), loader: loaderWith() });
    expect(remotePage()).toHaveTextContent('account/ProfilePage');
    expect(location()).toBe('/profile');
    expect(accountNav().getByRole('link', { current: 'page' })).toHaveTextContent('View Profile');
  });

  it.each(ACCOUNT_PAGES.map((page) => [page.alias, page.path] as const))(
    '%s replaces itself with %s',
    async (alias, path) => {
      signInCookie();
      const user = userEvent.setup();
      await act(async () => {
        renderWithProviders(
          <>
            <AppRoutes loadNotices={noNotices} />
            <LocationDisplay />
            <BackButton />
          </>,
          { path: alias, before: ['/in-play'], store: signedInStore(), loader: loaderWith() },
        );
      });
      expect(location()).toBe(path);
      expect(remotePage()).toBeInTheDocument();

      // Replaced, not pushed: Back leads to the page before the alias.
      await user.click(screen.getByRole('button', { name: 'Back' }));
      expect(location()).toBe('/in-play');
    },
  );

  it('sends a visitor without a refresh token to /', async () => {
    await renderAppSettled('/wallet/statement', { store: anonymousStore(), loader: loaderWith() });
    expect(location()).toBe('/');
    expect(screen.queryByRole('navigation', { name: 'Account' })).not.toBeInTheDocument();
  });

  it('sends a visitor who opens an alias to / as well', async () => {
    await renderAppSettled('/bet-history', { store: anonymousStore(), loader: loaderWith() });
    expect(location()).toBe('/');
  });

  it('keeps the frame and the other pages working when the wallet remote is down', async () => {
    signInCookie();
    const user = userEvent.setup();
    await renderAppSettled('/wallet/make-deposit', {
      store: signedInStore(),
      loader: loaderWith(['wallet']),
    });

    const main = within(screen.getByRole('main'));
    expect(main.getByRole('heading', { level: 1, name: 'Make Deposit' })).toBeInTheDocument();
    expect(main.getByText('This part is unavailable.')).toBeInTheDocument();
    expect(accountNav().getByRole('link', { current: 'page' })).toHaveTextContent('Make Deposit');

    await user.click(accountNav().getByRole('link', { name: 'Update Club' }));
    expect(location()).toBe('/profile/update-club');
    expect(await within(screen.getByRole('main')).findByTestId('remote-page')).toHaveTextContent(
      'account/UpdateClubPage',
    );
    expect(main.queryByText('This part is unavailable.')).not.toBeInTheDocument();
    expect(main.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('opens and closes the compact menu from its button, which names the current page', async () => {
    signInCookie();
    const user = userEvent.setup();
    await renderAppSettled('/support/complain-history', {
      store: signedInStore(),
      loader: loaderWith(),
    });
    const toggle = accountNav().getByRole('button', { name: /Account menu/ });
    expect(toggle).toHaveTextContent('Complain History');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    // The current page's link closes it too (the path does not change).
    await user.click(accountNav().getByRole('link', { name: 'Complain History' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    await user.click(accountNav().getByRole('link', { name: 'Submit Complain' }));
    expect(location()).toBe('/support/submit-complain');
    expect(accountNav().getByRole('button', { name: /Account menu/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
