import { useCallback, useEffect, useRef, useState } from 'react';
import { coinsText, type SessionActivity } from '@sportsbook/shared/contracts';
import { useLogout } from '../../common/session';
import { useFocusTrap } from '../../common/use-focus-trap';
import '../../common/modal.css';
import './reality-check.css';

const MINUTE_MS = 60_000;

export interface RealityCheckTimerProps {
  /** The bettor's interval, 15, 30 or 60. */
  minutes: number;
  loadSession: (signal?: AbortSignal) => Promise<SessionActivity>;
}

/** "1 hour 15 minutes", "45 minutes". */
export function sessionLength(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / MINUTE_MS));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts: string[] = [];
  if (hours > 0) parts.push(`${hours} ${hours === 1 ? 'hour' : 'hours'}`);
  if (rest > 0 || hours === 0) parts.push(`${rest} ${rest === 1 ? 'minute' : 'minutes'}`);
  return parts.join(' ');
}

/**
 * The reality check's timer and dialog (RealityCheck.tsx loads this chunk for a signed-in bettor
 * who has set an interval): at the session's next multiple of `minutes`, on the server's clock, a
 * dialog tells how long the session has lasted and its net result (stakes and returns), with
 * Continue and Log out. Focus stays inside it; Escape is Continue. The session's start and
 * totals come from the API (`GET .../session`), so the dialog shows at the session's 15th,
 * 30th... minute however often the page reloads.
 */
export function RealityCheckTimer({ minutes, loadSession }: RealityCheckTimerProps) {
  const logout = useLogout();
  const [shown, setShown] = useState<{ activity: SessionActivity; lengthMs: number } | null>(null);
  const [round, setRound] = useState(0);
  const dialog = useRef<HTMLDivElement>(null);
  const continueButton = useRef<HTMLButtonElement>(null);

  // Waits for the session's next multiple of the interval, on the server's clock.
  useEffect(() => {
    if (minutes === 0 || shown) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    loadSession(controller.signal)
      .then((session) => {
        if (controller.signal.aborted) return;
        const interval = minutes * MINUTE_MS;
        const started = Date.parse(session.started_at);
        // The server's clock as this page sees it: its time now minus the page's.
        const offset = Date.parse(session.server_time) - Date.now();
        const elapsed = Date.now() + offset - started;
        const wait = (Math.floor(elapsed / interval) + 1) * interval - elapsed;
        timer = setTimeout(() => {
          loadSession(controller.signal)
            .then((activity) => {
              if (controller.signal.aborted) return;
              setShown({ activity, lengthMs: Date.now() + offset - started });
            })
            .catch(() => setRound((n) => n + 1));
        }, wait);
      })
      .catch(() => {
        // The session is gone or the API is down: nothing to remind of.
      });
    return () => {
      controller.abort();
      if (timer) clearTimeout(timer);
    };
  }, [minutes, shown, round, loadSession]);

  const carryOn = useCallback(() => setShown(null), []);
  useFocusTrap(dialog, shown !== null, { onEscape: carryOn, initialFocus: continueButton });

  if (!shown) return null;
  const { activity, lengthMs } = shown;
  const net = activity.returns - activity.stakes;
  return (
    <div className="sb-host-modal sb-reality-check">
      <div
        ref={dialog}
        className="sb-host-modal__dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="sb-reality-check-title"
        aria-describedby="sb-reality-check-body"
      >
        <div className="sb-host-modal__body">
          <h2 id="sb-reality-check-title" className="sb-host-modal__title">
            Reality check
          </h2>
          <div id="sb-reality-check-body">
            <p>You have been signed in for {sessionLength(lengthMs)}.</p>
            <dl className="sb-reality-check__totals">
              <div>
                <dt>Stakes</dt>
                <dd>{coinsText(activity.stakes)} coins</dd>
              </div>
              <div>
                <dt>Returns</dt>
                <dd>{coinsText(activity.returns)} coins</dd>
              </div>
              <div>
                <dt>Net result</dt>
                <dd>
                  {net < 0 ? '-' : ''}
                  {coinsText(Math.abs(net))} coins
                </dd>
              </div>
            </dl>
          </div>
          <div className="sb-host-modal__actions">
            <button ref={continueButton} type="button" className="sb-btn" onClick={carryOn}>
              Continue
            </button>
            <button
              type="button"
              className="sb-btn sb-btn--ghost"
              onClick={() => {
                setShown(null);
                logout();
              }}
            >
              Log out
            </button>
          </div>
        </div>
      </div>
    </div>
  );
}
