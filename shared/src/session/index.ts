export * from './auth-slice';
export * from './common-slice';
export * from './message-slice';
export * from './store';
export * from './mount-standalone';

import { authSlice } from './auth-slice';
import { commonSlice } from './common-slice';
import { messageSlice } from './message-slice';

export const authActions = authSlice.actions;
export const commonActions = commonSlice.actions;
export const messageActions = messageSlice.actions;
