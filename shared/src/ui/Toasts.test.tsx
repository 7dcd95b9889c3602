import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createSessionStore, messageActions, type SessionStore } from '../session';
import { TOAST_AUTO_CLOSE_MS, Toasts } from './Toasts';

function renderToasts(store: SessionStore = createSessionStore()) {
  render(
    <Provider store={store}>
      <Toasts />
    </Provider>,
  );
  return store;
}

/**
 * react-toastify runs a toast's timer as the progress bar's CSS animation, started when the
 * toast's entrance animation ends and closing it when the bar's animation ends. jsdom runs no
 * animations, so the tests end them by hand (the browser tests see the real second pass).
 */
async function shownToast(text: string): Promise<HTMLElement> {
  const toast = (await screen.findByText(text)).closest<HTMLElement>('.Toastify__toast');
  if (!toast) throw new Error(`no toast around ${text}`);
  fireEvent.animationEnd(toast);
  return toast;
}

function timerOf(toast: HTMLElement): HTMLElement {
  return within(toast).getByRole('progressbar', { hidden: true });
}

describe('Toasts', () => {
  it('shows a message sent before it mounted', async () => {
    const store = createSessionStore();
    store.dispatch(messageActions.showMessage({ type: 'info', title: 'Session expired' }));
    renderToasts(store);
    expect(await screen.findByRole('status')).toHaveTextContent('Session expired');
  });

  it('shows nothing until a message arrives', () => {
    renderToasts();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows each new message at top center, in the coloured theme of its type', async () => {
    const store = renderToasts();
    act(() => {
      store.dispatch(
        messageActions.showMessage({ type: 'success', title: 'Sign In Successfully.' }),
      );
    });
    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Sign In Successfully.');
    expect(toast).toHaveClass('Toastify__toast--success', 'Toastify__toast-theme--colored');
    expect(toast.closest('.Toastify__toast-container')).toHaveClass(
      'Toastify__toast-container--top-center',
    );

    act(() => {
      store.dispatch(messageActions.showMessage({ type: 'error', title: 'Please Log In!' }));
      store.dispatch(messageActions.showMessage({ type: 'warn', title: 'Stake too low' }));
    });
    expect(await screen.findByRole('alert')).toHaveClass('Toastify__toast--error');
    expect((await screen.findByText('Stake too low')).closest('.Toastify__toast')).toHaveClass(
      'Toastify__toast--warning',
    );
  });

  it('shows the same text twice as two toasts (a new seq is a new message)', async () => {
    const store = renderToasts();
    act(() => {
      store.dispatch(messageActions.showMessage({ type: 'info', title: 'Logout Successfully' }));
      store.dispatch(messageActions.showMessage({ type: 'info', title: 'Logout Successfully' }));
    });
    await waitFor(() => expect(screen.getAllByText('Logout Successfully')).toHaveLength(2));
  });

  it('closes itself when its 1000 ms timer runs out', async () => {
    expect(TOAST_AUTO_CLOSE_MS).toBe(1000);
    const store = renderToasts();
    act(() => {
      store.dispatch(messageActions.showMessage({ type: 'success', title: 'Bet placed' }));
    });
    const toast = await shownToast('Bet placed');
    const timer = timerOf(toast);
    expect(timer).toHaveStyle({ animationDuration: '1000ms', animationPlayState: 'running' });

    fireEvent.animationEnd(timer);
    fireEvent.animationEnd(toast);
    await waitFor(() => expect(screen.queryByText('Bet placed')).not.toBeInTheDocument());
  });

  it('pauses its timer while the pointer is over it', async () => {
    const store = renderToasts();
    act(() => {
      store.dispatch(messageActions.showMessage({ type: 'info', title: 'Hold me' }));
    });
    const toast = await shownToast('Hold me');
    fireEvent.mouseEnter(toast);
    expect(timerOf(toast)).toHaveStyle({ animationPlayState: 'paused' });
    fireEvent.mouseLeave(toast);
    expect(timerOf(toast)).toHaveStyle({ animationPlayState: 'running' });
  });

  it('pauses its timer while focus is inside it', async () => {
    const user = userEvent.setup();
    const store = renderToasts();
    act(() => {
      store.dispatch(messageActions.showMessage({ type: 'info', title: 'Read me' }));
    });
    const toast = await shownToast('Read me');
    act(() => toast.focus());
    expect(timerOf(toast)).toHaveStyle({ animationPlayState: 'paused' });
    // Tab moves to its close button: still inside, still paused.
    await user.tab();
    expect(within(toast).getByRole('button', { name: 'close' })).toHaveFocus();
    expect(timerOf(toast)).toHaveStyle({ animationPlayState: 'paused' });
    act(() => (document.activeElement as HTMLElement).blur());
    expect(timerOf(toast)).toHaveStyle({ animationPlayState: 'running' });
  });

  it('closes on its close button', async () => {
    const user = userEvent.setup();
    const store = renderToasts();
    act(() => {
      store.dispatch(messageActions.showMessage({ type: 'default', title: 'Hello' }));
    });
    const toast = await shownToast('Hello');
    await user.click(within(toast).getByRole('button', { name: 'close' }));
    fireEvent.animationEnd(toast);
    await waitFor(() => expect(screen.queryByText('Hello')).not.toBeInTheDocument());
  });
});
