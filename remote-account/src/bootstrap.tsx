// Standalone mode (`npm start -w remote-account`): the account pages with a dev session store
// and a plain menu, so they can be tried without the host.
import '@sportsbook/shared/ui/theme.css';
import { mountStandalone } from '@sportsbook/shared/session';
import { DevPage } from './dev/DevPage';

mountStandalone(<DevPage />);
