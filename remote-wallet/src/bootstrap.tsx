// Standalone mode (`npm start -w remote-wallet`): the wallet's six pages with a dev session store
// and a stand-in for the host's account-area menu, so the screens can be tried alone.
import '@sportsbook/shared/ui/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { readTokens } from '@sportsbook/shared/api';
import { createSessionStore } from '@sportsbook/shared/session';
import { DevPage } from './dev/DevPage';

// Cookies are shared across ports of one host, so a sign-in on the host (localhost:3000) lets
// the standalone pages call the API: shared's API client authenticates from the cookies.
const { accessToken, refreshToken } = readTokens();

const store = createSessionStore({
  auth: { loaded: true, loggedIn: refreshToken !== null, accessToken, refreshToken, user: null },
});

const container = document.getElementById('root');
if (!container) throw new Error('The standalone page has no #root element.');

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <BrowserRouter>
        <DevPage />
      </BrowserRouter>
    </Provider>
  </StrictMode>,
);
