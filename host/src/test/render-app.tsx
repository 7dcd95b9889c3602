import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { SiteNotice, User } from '@sportsbook/shared/contracts';
import { createSessionStore, type SessionStore } from '@sportsbook/shared/session';
import { AppRoutes } from '../app/AppRoutes';
import type { RemoteModuleId } from '../federation/module-id';
import type { RemoteComponentModule, RemoteLoader } from '../federation/remote-loader';
import { RemoteLoaderContext } from '../federation/remote-loader-context';

/** A loader whose every module renders its own id, so a test can see which slot shows what. */
export function stubLoader(): RemoteLoader & { loaded: RemoteModuleId[] } {
  const loaded: RemoteModuleId[] = [];
  return {
    loaded,
    load: (id) => {
      loaded.push(id);
      const module: RemoteComponentModule = {
        default: function StubRemote() {
          return <div data-testid="remote">{id}</div>;
        },
      };
      return Promise.resolve(module);
    },
    reset: () => Promise.resolve(),
  };
}

export const noNotices = () => Promise.resolve<SiteNotice[]>([]);

/** A store after the start-up check found no session: what a visitor has. */
export function anonymousStore(): SessionStore {
  return createSessionStore({
    auth: { loaded: true, loggedIn: false, accessToken: null, refreshToken: null, user: null },
  });
}

/** A user as `GET /ng/user/profile` answers; override what a test needs. */
export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    username: 'demo',
    current_balance: 1000,
    created_at: '2026-01-01T00:00:00Z',
    status: true,
    email: 'demo@example.com',
    phone: '01712345678',
    country: { id: 1, name: 'Bangladesh' },
    club: { id: 1 },
    clubs: { clubname: 'Dhaka Club' },
    sponsorname: null,
    ...overrides,
  };
}

/** A store of a signed-in user whose profile has loaded. */
export function signedInStore(user: User = testUser()): SessionStore {
  return createSessionStore({
    auth: { loaded: true, loggedIn: true, accessToken: 'access', refreshToken: 'refresh', user },
  });
}

/** Shows the router's current path, so a test can see where a page sent the user. */
export function LocationDisplay() {
  const { pathname } = useLocation();
  return <div data-testid="location">{pathname}</div>;
}

/** Wraps a tree in the store, the loader and a memory router, as the app does. */
export function renderWithProviders(
  ui: ReactElement,
  {
    path = '/',
    before = [],
    loader = stubLoader(),
    store = anonymousStore(),
  }: {
    path?: string;
    /** Entries in the history before `path` (to see what Back leads to). */
    before?: string[];
    loader?: RemoteLoader;
    store?: SessionStore;
  } = {},
) {
  const result = render(
    <Provider store={store}>
      <RemoteLoaderContext.Provider value={loader}>
        <MemoryRouter
          initialEntries={[...before, path]}
          future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
        >
          {ui}
        </MemoryRouter>
      </RemoteLoaderContext.Provider>
    </Provider>,
  );
  return { ...result, store, loader };
}

/** The whole app (shell and route table) at one path. */
export function renderApp(
  path = '/',
  options: {
    before?: string[];
    loader?: RemoteLoader;
    store?: SessionStore;
    loadNotices?: () => Promise<SiteNotice[]>;
  } = {},
) {
  return renderWithProviders(
    <>
      <AppRoutes loadNotices={options.loadNotices ?? noNotices} />
      <LocationDisplay />
    </>,
    {
      path,
      before: options.before,
      loader: options.loader,
      store: options.store,
    },
  );
}

/**
 * The whole app at one path, after the remote slots have settled (their lazy modules and the
 * notice call resolve inside act, as they would before a person looks at the page).
 */
export async function renderAppSettled(
  path = '/',
  options: Parameters<typeof renderApp>[1] = {},
): Promise<ReturnType<typeof renderApp>> {
  let result: ReturnType<typeof renderApp> | undefined;
  await act(async () => {
    result = renderApp(path, options);
  });
  if (!result) throw new Error('render did not run');
  return result;
}
