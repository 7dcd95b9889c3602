import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { readTokens } from '../api/session-cookies';
import { createSessionStore, type SessionStore } from './store';

/**
 * Mounts a remote's standalone page (`npm start -w remote-…`, development only) into `#root`,
 * inside StrictMode and the provider of a dev session store, and returns that store. The page
 * brings its own router, menu and toasts.
 *
 * The store starts from the session cookies: they are shared across the ports of one host, so a
 * sign-in on the host (localhost:3000) lets the standalone page call the API as that user
 * (shared's API client authenticates from the cookies by itself).
 */
export function mountStandalone(page: ReactNode, rootId = 'root'): SessionStore {
  const { accessToken, refreshToken } = readTokens();
  const store = createSessionStore({
    auth: { loaded: true, loggedIn: refreshToken !== null, accessToken, refreshToken, user: null },
  });

  const container = document.getElementById(rootId);
  if (!container) throw new Error(`The standalone page has no #${rootId} element.`);

  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>{page}</Provider>
    </StrictMode>,
  );
  return store;
}
