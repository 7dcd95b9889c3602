import { authActions, commonActions, createSessionStore, messageActions } from './index';

describe('session store', () => {
  it('starts not loaded, logged out, with the betslip closed and an info message', () => {
    const state = createSessionStore().getState();
    expect(state.auth).toMatchObject({ loaded: false, loggedIn: false, user: null });
    expect(state.common).toEqual({
      betSlipShow: false,
      mobileMenuShow: false,
      updatedCoinsChange: 0,
    });
    expect(state.message.type).toBe('info');
  });

  it('logs in with tokens and clears everything on logout', () => {
    const store = createSessionStore();
    store.dispatch(authActions.signedIn({ accessToken: 'a', refreshToken: 'r' }));
    expect(store.getState().auth).toMatchObject({
      loggedIn: true,
      accessToken: 'a',
      refreshToken: 'r',
    });
    store.dispatch(authActions.loggedOut());
    expect(store.getState().auth).toEqual({
      loaded: true,
      loggedIn: false,
      accessToken: null,
      refreshToken: null,
      user: null,
    });
  });

  it('bumps the coins counter by the refresh value so every change is seen', () => {
    const store = createSessionStore();
    store.dispatch(commonActions.coinsChanged(1000));
    store.dispatch(commonActions.coinsChanged(1000));
    expect(store.getState().common.updatedCoinsChange).toBe(2000);
  });

  it('numbers messages so the same text shown twice is two toasts', () => {
    const store = createSessionStore();
    store.dispatch(messageActions.showMessage({ type: 'success', title: 'Logout Successfully' }));
    store.dispatch(messageActions.showMessage({ type: 'success', title: 'Logout Successfully' }));
    expect(store.getState().message).toMatchObject({
      type: 'success',
      title: 'Logout Successfully',
      seq: 2,
    });
  });
});
