import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { authSlice } from './auth-slice';
import { commonSlice } from './common-slice';
import { messageSlice } from './message-slice';

export const sessionReducer = combineReducers({
  auth: authSlice.reducer,
  common: commonSlice.reducer,
  message: messageSlice.reducer,
});

export type SessionState = ReturnType<typeof sessionReducer>;

/**
 * Creates the one session store. The host calls it once and provides it; a remote in standalone
 * mode calls it for a dev store; tests pass a preloaded state.
 */
export function createSessionStore(preloadedState?: Partial<SessionState>) {
  return configureStore({ reducer: sessionReducer, preloadedState });
}

export type SessionStore = ReturnType<typeof createSessionStore>;
export type SessionDispatch = SessionStore['dispatch'];

export const useSessionSelector = useSelector.withTypes<SessionState>();
export const useSessionDispatch = useDispatch.withTypes<SessionDispatch>();
