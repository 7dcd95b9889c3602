import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createSessionStore, messageActions } from '../session';
import { Toasts } from './Toasts';

function renderToasts(autoCloseMs?: number) {
  const store = createSessionStore();
  render(
    <Provider store={store}>
      <Toasts autoCloseMs={autoCloseMs} />
    </Provider>,
  );
  return store;
}

describe('Toasts', () => {
  afterEach(() => jest.useRealTimers());

  it('shows a message sent before it mounted', () => {
    const store = createSessionStore();
    store.dispatch(messageActions.showMessage({ type: 'info', title: 'Session expired' }));
    render(
      <Provider store={store}>
        <Toasts />
      </Provider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Session expired');
  });

  it('shows nothing until a message arrives', () => {
    renderToasts();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows each new message, coloured by its type', () => {
    const store = renderToasts();
    act(() => {
      store.dispatch(
        messageActions.showMessage({ type: 'success', title: 'Sign In Successfully.' }),
      );
    });
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Sign In Successfully.');
    expect(toast).toHaveClass('sb-toast--success');

    act(() => {
      store.dispatch(messageActions.showMessage({ type: 'error', title: 'Please Log In!' }));
    });
    expect(screen.getByRole('alert')).toHaveClass('sb-toast--error');
  });

  it('shows the same text twice as two toasts (a new seq is a new message)', () => {
    const store = renderToasts();
    act(() => {
      store.dispatch(messageActions.showMessage({ type: 'info', title: 'Logout Successfully' }));
      store.dispatch(messageActions.showMessage({ type: 'info', title: 'Logout Successfully' }));
    });
    expect(screen.getAllByText('Logout Successfully')).toHaveLength(2);
  });

  it('closes itself after the auto-close time', () => {
    jest.useFakeTimers();
    const store = renderToasts(3000);
    act(() => {
      store.dispatch(messageActions.showMessage({ type: 'warn', title: 'Stake too low' }));
    });
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByText('Stake too low')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Stake too low')).not.toBeInTheDocument();
  });

  it('closes on Dismiss', async () => {
    const store = renderToasts();
    act(() => {
      store.dispatch(messageActions.showMessage({ type: 'default', title: 'Hello' }));
    });
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Hello')).not.toBeInTheDocument();
  });
});
