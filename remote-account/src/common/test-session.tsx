import { act, render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import type { User } from '@sportsbook/shared/contracts';
import { createSessionStore, type SessionStore } from '@sportsbook/shared/session';

/** A signed-in user as `GET /ng/user/profile` gives it, for tests. */
export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    username: 'rahim',
    current_balance: 1500,
    created_at: new Date(2026, 0, 3, 9, 7).toISOString(),
    status: true,
    email: 'rahim@example.com',
    phone: '01712345678',
    country: { id: 1, name: 'Bangladesh' },
    club: { id: 2 },
    clubs: { clubname: 'Dhaka Kings' },
    sponsorname: 'karim',
    ...overrides,
  };
}

/** Renders a page inside a session store (signed in; `user` as the host would have loaded it). */
export function renderWithSession(
  page: ReactElement,
  user: User | null = null,
): RenderResult & { store: SessionStore } {
  const store = createSessionStore({
    auth: { loaded: true, loggedIn: true, accessToken: 'a', refreshToken: 'r', user },
  });
  return { store, ...render(<Provider store={store}>{page}</Provider>) };
}

/** user-event on jest's fake clock. */
export function setupUser() {
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
}

// Taken before a test installs the fake clock.
const realSetTimeout = globalThis.setTimeout;

/** Lets answered promises and React's work finish without moving the fake clock. */
export async function settle(): Promise<void> {
  for (let round = 0; round < 3; round += 1) {
    await act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 0)));
  }
}

/** A page of a list as the API answers it. */
export function paged<T>(data: T[], currentPage = 1, lastPage = 1) {
  return { data, current_page: currentPage, last_page: lastPage, per_page: 10, total: data.length };
}
