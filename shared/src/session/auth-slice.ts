import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '../contracts';

/** Auth state of SPEC section 4: not loaded, then logged in or not. */
export interface AuthState {
  loaded: boolean;
  loggedIn: boolean;
  accessToken: string | null;
  refreshToken: string | null;
  user: User | null;
}

const initialState: AuthState = {
  loaded: false,
  loggedIn: false,
  accessToken: null,
  refreshToken: null,
  user: null,
};

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    /** Tokens were stored (sign-in or refresh); the user is logged in. */
    signedIn(state, action: PayloadAction<{ accessToken: string; refreshToken: string }>) {
      state.loaded = true;
      state.loggedIn = true;
      state.accessToken = action.payload.accessToken;
      state.refreshToken = action.payload.refreshToken;
    },
    userLoaded(state, action: PayloadAction<User>) {
      state.loaded = true;
      state.loggedIn = true;
      state.user = action.payload;
    },
    balanceLoaded(state, action: PayloadAction<number>) {
      if (state.user) state.user.current_balance = action.payload;
    },
    /** The start-up check finished with no session. */
    anonymous() {
      return { ...initialState, loaded: true };
    },
    loggedOut() {
      return { ...initialState, loaded: true };
    },
  },
});
