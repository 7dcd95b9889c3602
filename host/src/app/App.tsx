import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import type { RemoteName } from '@sportsbook/shared/contracts';
import type { SessionStore } from '@sportsbook/shared/session';
import type { RemoteLoader } from '../federation/remote-loader';
import { RemoteLoaderContext } from '../federation/remote-loader-context';
import { AppRoutes } from './AppRoutes';

/** The one session store and the remote loader wrap everything, remote slots included. */
export function App({
  store,
  loader,
  overridden,
}: {
  store: SessionStore;
  loader: RemoteLoader;
  overridden?: readonly RemoteName[];
}) {
  return (
    <Provider store={store}>
      <RemoteLoaderContext.Provider value={loader}>
        <BrowserRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
          <AppRoutes overridden={overridden} />
        </BrowserRouter>
      </RemoteLoaderContext.Provider>
    </Provider>
  );
}
