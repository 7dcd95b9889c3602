import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import type { RemoteName } from '@sportsbook/shared/contracts';
import type { SessionStore } from '@sportsbook/shared/session';
import type { RemoteLoader } from '../federation/remote-loader';
import { SessionControllerContext, type SessionController } from '../features/session';
import { RemoteLoaderContext } from '../federation/remote-loader-context';
import { AppRoutes } from './AppRoutes';

/** The one session store, the session controller and the remote loader wrap everything. */
export function App({
  store,
  session,
  loader,
  overridden,
}: {
  store: SessionStore;
  session: SessionController;
  loader: RemoteLoader;
  overridden?: readonly RemoteName[];
}) {
  return (
    <Provider store={store}>
      <SessionControllerContext.Provider value={session}>
        <RemoteLoaderContext.Provider value={loader}>
          <BrowserRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
            <AppRoutes overridden={overridden} />
          </BrowserRouter>
        </RemoteLoaderContext.Provider>
      </SessionControllerContext.Provider>
    </Provider>
  );
}
