import { createContext, useContext } from 'react';
import type { SessionController } from './session-controller';

/** The session controller the app was started with; null in tests that render parts alone. */
export const SessionControllerContext = createContext<SessionController | null>(null);

export function useSessionController(): SessionController | null {
  return useContext(SessionControllerContext);
}
