import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Toast types of SPEC section 3. */
export type MessageType = 'success' | 'info' | 'warn' | 'error' | 'default';

/** Message state of SPEC section 4; the host shows each new message as a toast. */
export interface MessageState {
  type: MessageType;
  title: string;
  body: string;
  /** Increases with every message, so the same text twice still shows twice. */
  seq: number;
}

const initialState: MessageState = { type: 'info', title: '', body: '', seq: 0 };

export const messageSlice = createSlice({
  name: 'message',
  initialState,
  reducers: {
    showMessage(state, action: PayloadAction<{ type: MessageType; title: string; body?: string }>) {
      state.type = action.payload.type;
      state.title = action.payload.title;
      state.body = action.payload.body ?? '';
      state.seq += 1;
    },
    clearMessage(state) {
      state.type = 'info';
      state.title = '';
      state.body = '';
    },
  },
});
