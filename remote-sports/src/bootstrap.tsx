/**
 * Standalone mode: `npm start -w remote-sports` serves the remote's pages on its own, with a dev
 * session store and a minimal layout, so the remote can be worked on without the host.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { createSessionStore } from '@sportsbook/shared/session';
import '@sportsbook/shared/ui/theme.css';
import { DevLayout } from './dev/DevLayout';

const container =
  document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
const store = createSessionStore();

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <BrowserRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <DevLayout />
      </BrowserRouter>
    </Provider>
  </StrictMode>,
);
