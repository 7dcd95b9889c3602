// Standalone mode (`npm start -w remote-betslip`): the betslip with a dev session store and a
// small page that picks real bet events from the API, so the slip can be tried alone.
import '@sportsbook/shared/ui/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { readTokens } from '@sportsbook/shared/api';
import { createSessionStore } from '@sportsbook/shared/session';
import { DevPage } from './dev/DevPage';

// Cookies are shared across ports of one host, so a sign-in on the host (localhost:3000) lets
// the standalone slip place real bets: shared's API client authenticates from the cookies.
const { accessToken, refreshToken } = readTokens();

const store = createSessionStore({
  auth: { loaded: true, loggedIn: refreshToken !== null, accessToken, refreshToken, user: null },
});

const container = document.getElementById('root');
if (!container) throw new Error('The standalone page has no #root element.');

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <DevPage />
    </Provider>
  </StrictMode>,
);
