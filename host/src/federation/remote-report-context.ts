import { createContext, useContext } from 'react';
import type { RemoteReporter } from './remote-report';

/** The page load's reporter of remote versions; none in tests that do not give one. */
export const RemoteReportContext = createContext<RemoteReporter | null>(null);

export function useRemoteReporter(): RemoteReporter | null {
  return useContext(RemoteReportContext);
}
