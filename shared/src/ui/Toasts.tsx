import { useEffect, type FocusEvent } from 'react';
import { useStore } from 'react-redux';
import { ToastContainer, toast, type TypeOptions } from 'react-toastify';
import type { MessageState, MessageType, SessionState } from '../session';
import './toasts.css';

/** App messages close by themselves after 1000 ms (SPEC section 9, SPEC-READINGS.md). */
export const TOAST_AUTO_CLOSE_MS = 1000;

/** SPEC's message types in react-toastify's vocabulary. */
const TOAST_TYPE: Record<MessageType, TypeOptions> = {
  success: 'success',
  info: 'info',
  warn: 'warning',
  error: 'error',
  default: 'default',
};

function ToastText({ title, body }: { title: string; body: string }) {
  return (
    <div className="sb-toast__content">
      <p className="sb-toast__title">{title}</p>
      {body && <p className="sb-toast__body">{body}</p>}
    </div>
  );
}

/** The toast's id for a message: one per `seq`, so the same text twice is two toasts. */
export function messageToastId(seq: number): string {
  return `sb-message-${seq}`;
}

/**
 * The one toast container of a page, fed by the message state of the session store (SPEC section
 * 4): every new message (each `seq`) shows as a react-toastify toast at top center in the coloured
 * theme, closing itself after 1000 ms, paused while the pointer is over it or focus is inside it.
 * The host renders one; a remote shows a toast by dispatching `messageActions.showMessage`, never
 * with a container of its own (two copies of the library in one page would split), except when it
 * runs standalone, where it renders this component itself.
 */
export function Toasts({ autoCloseMs = TOAST_AUTO_CLOSE_MS }: { autoCloseMs?: number }) {
  const store = useStore<SessionState>();

  // Subscribing to the store (not selecting the message) sees every dispatch, so two messages
  // sent in one tick are two toasts.
  useEffect(() => {
    const show = ({ seq, type, title, body }: MessageState) => {
      if (!title) return;
      toast(<ToastText title={title} body={body} />, {
        toastId: messageToastId(seq),
        type: TOAST_TYPE[type],
        role: type === 'error' ? 'alert' : 'status',
      });
    };
    let lastSeq = store.getState().message.seq;
    // A message sent before the toasts mounted (during start-up) still shows.
    if (lastSeq > 0) show(store.getState().message);
    return store.subscribe(() => {
      const message = store.getState().message;
      if (message.seq === lastSeq) return;
      lastSeq = message.seq;
      show(message);
    });
  }, [store]);

  // react-toastify pauses on hover; a keyboard user who tabs to a toast (Alt+T, or its close
  // button) keeps it the same way.
  const onFocus = () => toast.pause();
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) toast.play();
  };

  return (
    <div className="sb-toasts" onFocus={onFocus} onBlur={onBlur}>
      <ToastContainer
        position="top-center"
        theme="colored"
        autoClose={autoCloseMs}
        pauseOnHover
        pauseOnFocusLoss={false}
        closeOnClick={false}
        newestOnTop
        limit={4}
        aria-label="Notifications"
      />
    </div>
  );
}
