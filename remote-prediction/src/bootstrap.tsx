// Standalone mode (`npm start -w remote-prediction`): the prediction page with a dev session store
// and the shared toast list, so the screen can be tried alone against the API on :8000.
import '@sportsbook/shared/ui/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { fetchProfile, readTokens } from '@sportsbook/shared/api';
import { authActions, createSessionStore } from '@sportsbook/shared/session';
import { Toasts } from '@sportsbook/shared/ui';
import PredictionPage from './exposed/PredictionPage';

// Cookies are shared across ports of one host, so a sign-in on the host (localhost:3000) lets
// the standalone page enter for real: shared's API client authenticates from the cookies.
const { accessToken, refreshToken } = readTokens();

const store = createSessionStore({
  auth: { loaded: true, loggedIn: refreshToken !== null, accessToken, refreshToken, user: null },
});
if (refreshToken !== null) {
  fetchProfile().then(
    (user) => store.dispatch(authActions.userLoaded(user)),
    (error: unknown) => console.error('The profile did not load.', error),
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('The standalone page has no #root element.');

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <BrowserRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <main>
          <PredictionPage />
        </main>
        {/* SPEC section 9: app messages close after 1000 ms. */}
        <Toasts autoCloseMs={1000} />
      </BrowserRouter>
    </Provider>
  </StrictMode>,
);
