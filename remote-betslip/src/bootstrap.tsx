// Standalone mode (`npm start -w remote-betslip`): the betslip with a dev session store and a
// small page that picks real bet events from the API, so the slip can be tried alone.
import '@sportsbook/shared/ui/theme.css';
import { mountStandalone } from '@sportsbook/shared/session';
import { DevPage } from './dev/DevPage';

mountStandalone(<DevPage />);
