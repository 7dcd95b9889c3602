import { useEffect, useState, type FocusEvent } from 'react';
import { useStore } from 'react-redux';
import type * as ReactToastify from 'react-toastify';
import type { TypeOptions } from 'react-toastify';
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

type Toastify = typeof ReactToastify;

let toastify: Promise<Toastify> | undefined;

/** react-toastify, loaded once, on the page's first message (a failed load is tried again). */
function loadToastify(): Promise<Toastify> {
  toastify ??= import('react-toastify').catch((error: unknown) => {
    toastify = undefined;
    throw error;
  });
  return toastify;
}

/** The toast's id for a message: one per `seq`, so the same text twice is two toasts. */
export function messageToastId(seq: number): string {
  return `sb-message-${seq}`;
}

/**
 * The one toast container of a page, fed by the message state of the session store (SPEC section
 * 4): every new message (each `seq`) shows as a react-toastify toast (the library loads on the
 * first message) at top center in the coloured
 * theme, closing itself after 1000 ms, paused while the pointer is over it or focus is inside it.
 * The host renders one; a remote shows a toast by dispatching `messageActions.showMessage`, never
 * with a container of its own (two copies of the library in one page would split), except when it
 * runs standalone, where it renders this component itself.
 */
export function Toasts({ autoCloseMs = TOAST_AUTO_CLOSE_MS }: { autoCloseMs?: number }) {
  const store = useStore<SessionState>();
  // The library is loaded on the first message, not with the page (issue 12): no page's first
  // load carries it. Messages that arrive meanwhile wait in order; react-toastify itself keeps
  // a toast sent before its container mounted until the container is there.
  const [library, setLibrary] = useState<Toastify | null>(null);

  // Subscribing to the store (not selecting the message) sees every dispatch, so two messages
  // sent in one tick are two toasts.
  useEffect(() => {
    let active = true;
    let loaded: Toastify | null = null;
    const waiting: MessageState[] = [];
    const toastWith = (lib: Toastify, { seq, type, title, body }: MessageState) => {
      lib.toast(<ToastText title={title} body={body} />, {
        toastId: messageToastId(seq),
        type: TOAST_TYPE[type],
        role: type === 'error' ? 'alert' : 'status',
      });
    };
    const show = (message: MessageState) => {
      if (!message.title) return;
      if (loaded) {
        toastWith(loaded, message);
        return;
      }
      waiting.push(message);
      loadToastify().then(
        (lib) => {
          if (!active || loaded) return;
          loaded = lib;
          for (const next of waiting.splice(0)) toastWith(lib, next);
          setLibrary(lib);
        },
        () => {
          // Offline or a failed deploy: the messages stay queued for the next one's try.
        },
      );
    };
    let lastSeq = store.getState().message.seq;
    // A message sent before the toasts mounted (during start-up) still shows.
    if (lastSeq > 0) show(store.getState().message);
    const unsubscribe = store.subscribe(() => {
      const message = store.getState().message;
      if (message.seq === lastSeq) return;
      lastSeq = message.seq;
      show(message);
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, [store]);

  // react-toastify pauses on hover; a keyboard user who tabs to a toast (Alt+T, or its close
  // button) keeps it the same way.
  const onFocus = () => library?.toast.pause();
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) library?.toast.play();
  };

  return (
    <div className="sb-toasts" onFocus={onFocus} onBlur={onBlur}>
      {library && (
        <library.ToastContainer
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
      )}
    </div>
  );
}
