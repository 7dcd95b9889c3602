import { useCallback, useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import type { MessageState, MessageType, SessionState } from '../session';

/** How long a toast stays before it closes itself, unless the app asks otherwise. */
export const TOAST_AUTO_CLOSE_MS = 3000;

interface ToastItem {
  seq: number;
  type: MessageType;
  title: string;
  body: string;
}

function Toast({
  toast,
  autoCloseMs,
  onClose,
}: {
  toast: ToastItem;
  autoCloseMs: number;
  onClose: (seq: number) => void;
}) {
  useEffect(() => {
    const timer = setTimeout(() => onClose(toast.seq), autoCloseMs);
    return () => clearTimeout(timer);
  }, [toast.seq, autoCloseMs, onClose]);

  return (
    <div
      className={`sb-toast sb-toast--${toast.type}`}
      role={toast.type === 'error' ? 'alert' : 'status'}
    >
      <div className="sb-toast__content">
        <p className="sb-toast__title">{toast.title}</p>
        {toast.body && <p className="sb-toast__body">{toast.body}</p>}
      </div>
      <button
        type="button"
        className="sb-toast__close"
        aria-label="Dismiss"
        onClick={() => onClose(toast.seq)}
      >
        ×
      </button>
    </div>
  );
}

/**
 * Shows every new message of the session store (each `seq`) as a toast, top-centre, coloured by
 * its type, closing itself after `autoCloseMs`. The host renders one; a remote in standalone mode
 * may render its own.
 */
export function Toasts({
  autoCloseMs = TOAST_AUTO_CLOSE_MS,
  max = 4,
}: {
  autoCloseMs?: number;
  max?: number;
}) {
  const store = useStore<SessionState>();
  const [toasts, setToasts] = useState<ToastItem[]>([]);

  // Subscribing to the store (not selecting the message) sees every dispatch, so two messages
  // sent in one tick are two toasts.
  useEffect(() => {
    const show = ({ seq, type, title, body }: MessageState) => {
      if (!title) return;
      setToasts((current) =>
        current.some((toast) => toast.seq === seq)
          ? current
          : [...current, { seq, type, title, body }].slice(-max),
      );
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
  }, [store, max]);

  const close = useCallback((seq: number) => {
    setToasts((current) => current.filter((toast) => toast.seq !== seq));
  }, []);

  if (toasts.length === 0) return null;
  return (
    <div className="sb-toasts" aria-label="Notifications">
      {toasts.map((toast) => (
        <Toast key={toast.seq} toast={toast} autoCloseMs={autoCloseMs} onClose={close} />
      ))}
    </div>
  );
}
