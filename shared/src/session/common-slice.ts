import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Common UI state of SPEC section 4. */
export interface CommonState {
  betSlipShow: boolean;
  mobileMenuShow: boolean;
  /** Bumped (with SPEC's refresh value) whenever the coin balance should reload. */
  updatedCoinsChange: number;
}

const initialState: CommonState = {
  betSlipShow: false,
  mobileMenuShow: false,
  updatedCoinsChange: 0,
};

export const commonSlice = createSlice({
  name: 'common',
  initialState,
  reducers: {
    setBetSlipShow(state, action: PayloadAction<boolean>) {
      state.betSlipShow = action.payload;
    },
    setMobileMenuShow(state, action: PayloadAction<boolean>) {
      state.mobileMenuShow = action.payload;
    },
    coinsChanged(state, action: PayloadAction<number>) {
      state.updatedCoinsChange += action.payload;
    },
    reset() {
      return initialState;
    },
  },
});
