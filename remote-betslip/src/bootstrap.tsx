// Standalone mode (`npm start -w remote-betslip`): the betslip with a dev session store and a
// small page that picks real bet events from the API, so the slip can be tried alone.
import '@sportsbook/shared/ui/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createSessionStore } from '@sportsbook/shared/session';
import { DevPage } from './dev/DevPage';

const store = createSessionStore({
  auth: { loaded: true, loggedIn: false, accessToken: null, refreshToken: null, user: null },
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
