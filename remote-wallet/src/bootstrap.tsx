// Standalone mode (`npm start -w remote-wallet`): the wallet's six pages with a dev session store
// and a stand-in for the host's account-area menu, so the screens can be tried alone.
import '@sportsbook/shared/ui/theme.css';
import { BrowserRouter } from 'react-router-dom';
import { mountStandalone } from '@sportsbook/shared/session';
import { DevPage } from './dev/DevPage';

mountStandalone(
  <BrowserRouter>
    <DevPage />
  </BrowserRouter>,
);
