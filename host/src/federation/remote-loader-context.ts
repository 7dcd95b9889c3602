import { createContext, useContext } from 'react';
import type { RemoteLoader } from './remote-loader';
import { RemoteUnavailableError } from './remote-loader';

/** Without a provider every slot falls back: the shell never depends on federation to render. */
const noLoader: RemoteLoader = {
  load: (id) => Promise.reject(new RemoteUnavailableError(id, 'No remote loader is provided.')),
  reset: () => Promise.resolve(),
};

export const RemoteLoaderContext = createContext<RemoteLoader>(noLoader);

export function useRemoteLoader(): RemoteLoader {
  return useContext(RemoteLoaderContext);
}
