import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import type { RemoteName } from '@sportsbook/shared/contracts';
import type { SessionStore } from '@sportsbook/shared/session';
import type { RemoteLoader } from '../federation/remote-loader';
import type { RemoteReporter } from '../federation/remote-report';
import { RemoteReportContext } from '../federation/remote-report-context';
import { SessionControllerContext, type SessionController } from '../common/session';
import { RemoteLoaderContext } from '../federation/remote-loader-context';
import { AppRoutes } from './AppRoutes';

/**
 * The one session store, the session controller, the remote loader and the reporter of remote
 * versions wrap everything.
 */
export function App({
  store,
  session,
  loader,
  overridden,
  reporter = null,
}: {
  store: SessionStore;
  session: SessionController;
  loader: RemoteLoader;
  overridden?: readonly RemoteName[];
  /** Which remote versions this page load got, for the versions panel. */
  reporter?: RemoteReporter | null;
}) {
  return (
    <Provider store={store}>
      <SessionControllerContext.Provider value={session}>
        <RemoteLoaderContext.Provider value={loader}>
          <RemoteReportContext.Provider value={reporter}>
            <BrowserRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
              <AppRoutes overridden={overridden} />
            </BrowserRouter>
          </RemoteReportContext.Provider>
        </RemoteLoaderContext.Provider>
      </SessionControllerContext.Provider>
    </Provider>
  );
}
