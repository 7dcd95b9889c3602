// Standalone mode (`npm start -w remote-prediction`): the prediction page with a dev session store
// and the shared toast list, so the screen can be tried alone against the API on :8000.
import '@sportsbook/shared/ui/theme.css';
import { BrowserRouter } from 'react-router-dom';
import { fetchProfile } from '@sportsbook/shared/api';
import { authActions, mountStandalone } from '@sportsbook/shared/session';
import { Toasts } from '@sportsbook/shared/ui';
import PredictionPage from './exposed/PredictionPage';

const store = mountStandalone(
  <BrowserRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
    <main>
      <PredictionPage />
    </main>
    {/* SPEC section 9: app messages close after 1000 ms. */}
    <Toasts autoCloseMs={1000} />
  </BrowserRouter>,
);
// The prediction card needs the signed-in user's id, which the host's store would already hold.
if (store.getState().auth.refreshToken !== null) {
  fetchProfile().then(
    (user) => store.dispatch(authActions.userLoaded(user)),
    (error: unknown) => console.error('The profile did not load.', error),
  );
}
