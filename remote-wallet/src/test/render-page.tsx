import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { Provider } from 'react-redux';
import { subscribe } from '@sportsbook/shared/events';
import { createSessionStore, type SessionStore } from '@sportsbook/shared/session';
import { settle } from './clock';

/** A signed-in page as the host renders it: inside the session store's provider. */
export async function renderPage(Page: ComponentType): Promise<{
  store: SessionStore;
  coinsChanged: string[];
}> {
  const store = createSessionStore({
    auth: { loaded: true, loggedIn: true, accessToken: 'a', refreshToken: 'r', user: null },
  });
  const coinsChanged: string[] = [];
  const stop = subscribe('coins:changed', ({ reason }) => coinsChanged.push(reason));
  afterEachStops.push(stop);
  render(
    <Provider store={store}>
      <Page />
    </Provider>,
  );
  await settle();
  return { store, coinsChanged };
}

const afterEachStops: (() => void)[] = [];
afterEach(() => {
  afterEachStops.splice(0).forEach((stop) => stop());
});

/** user-event on the fake clock. */
export function setupUser() {
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
}

export type User = ReturnType<typeof setupUser>;

/** Types into a field and takes the last character back, so an empty value is a change too. */
export async function typeAndClear(user: User, field: HTMLElement, typed: string): Promise<void> {
  await user.type(field, `${typed}z`);
  await user.type(field, '{Backspace}');
  await settle();
}
