import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionActivity } from '@sportsbook/shared/contracts';
import { renderWithProviders, signedInStore, anonymousStore } from '../../test/render-app';
import { settle, useFakeClock } from '../../test/clock';
import { RealityCheck } from './RealityCheck';
import { sessionLength } from './RealityCheckTimer';

const START = Date.parse('2026-03-10T12:00:00.000Z');

/** The API as the dialog reads it, on the test's fake clock. */
function fakeApi(minutes: number, totals = { stakes: 0, returns: 0 }) {
  const session = (): Promise<SessionActivity> =>
    Promise.resolve({
      started_at: new Date(START).toISOString(),
      server_time: new Date(Date.now()).toISOString(),
      ...totals,
    });
  return { loadMinutes: () => Promise.resolve(minutes), loadSession: jest.fn(session) };
}

async function advance(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
  await settle();
}

beforeEach(() => {
  useFakeClock();
  jest.setSystemTime(START);
});

afterEach(() => {
  jest.useRealTimers();
});

describe('the reality check', () => {
  it('shows after 15 minutes of the session, with its length and net result', async () => {
    const api = fakeApi(15, { stakes: 120, returns: 45.5 });
    renderWithProviders(<RealityCheck {...api} />, { store: signedInStore() });
    await settle();
    await advance(15 * 60_000 - 1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await advance(1);
    const dialog = screen.getByRole('alertdialog', { name: 'Reality check' });
    expect(dialog).toHaveTextContent('You have been signed in for 15 minutes.');
    expect(dialog).toHaveTextContent('Stakes120.00 coins');
    expect(dialog).toHaveTextContent('Returns45.50 coins');
    expect(dialog).toHaveTextContent('Net result-74.50 coins');
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
  });

  it('keeps focus inside, Continue closes it until the next interval', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderWithProviders(<RealityCheck {...fakeApi(15)} />, { store: signedInStore() });
    await settle();
    await advance(15 * 60_000);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Log out' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await settle();
    await advance(15 * 60_000 - 1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByRole('alertdialog')).toHaveTextContent('signed in for 30 minutes');
  });

  it('Log out ends the session', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const { store } = renderWithProviders(<RealityCheck {...fakeApi(30)} />, {
      store: signedInStore(),
    });
    await settle();
    await advance(30 * 60_000);
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(store.getState().auth.loggedIn).toBe(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('never shows when it is off or nobody is signed in', async () => {
    renderWithProviders(<RealityCheck {...fakeApi(0)} />, { store: signedInStore() });
    renderWithProviders(<RealityCheck {...fakeApi(15)} />, { store: anonymousStore() });
    await settle();
    await advance(2 * 60 * 60_000);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('says the length in hours and minutes', () => {
    expect(sessionLength(75 * 60_000)).toBe('1 hour 15 minutes');
    expect(sessionLength(120 * 60_000)).toBe('2 hours');
    expect(sessionLength(60_000)).toBe('1 minute');
  });
});
