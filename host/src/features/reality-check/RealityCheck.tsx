import { useEffect, useRef, useState, useSyncExternalStore, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { fetchSaferGambling, fetchSessionActivity } from '@sportsbook/shared/api';
import type { SessionActivity } from '@sportsbook/shared/contracts';
import { useSessionSelector } from '@sportsbook/shared/session';
import { LoadStore } from '../../common/load-store';
import type { RealityCheckTimerProps } from './RealityCheckTimer';

export interface RealityCheckProps {
  /** Injected in tests; the real calls by default. */
  loadMinutes?: (signal?: AbortSignal) => Promise<number>;
  loadSession?: (signal?: AbortSignal) => Promise<SessionActivity>;
}

const realMinutes = async (signal?: AbortSignal) =>
  (await fetchSaferGambling(signal)).reality_check_minutes;

/**
 * The timer and dialog, a chunk of their own: the first load of a page carries neither (issue
 * 33), and only a signed-in bettor with an interval set ever loads them. A chunk that cannot be
 * loaded is asked for again at the next navigation.
 */
const timerChunk = new LoadStore<'timer', ComponentType<RealityCheckTimerProps>>(() =>
  import('./RealityCheckTimer').then((module) => module.RealityCheckTimer),
);
const timerEntry = () => timerChunk.entry('timer');

/**
 * The reality check of issue 31: every 15, 30 or 60 minutes of a signed-in session (the bettor's
 * setting, off by default) a dialog tells how long the session has lasted and its net result
 * (RealityCheckTimer.tsx, loaded once the setting is known to be on).
 *
 * It lives in the host, not in the account remote: it must show over every page (the remotes
 * render only inside the slot the host routes them to), and ending the session (Log out) is the
 * host's. The interval is read again at every navigation, so a change on the Reality Check page
 * applies at once.
 */
export function RealityCheck({
  loadMinutes = realMinutes,
  loadSession = fetchSessionActivity,
}: RealityCheckProps) {
  const loggedIn = useSessionSelector((state) => state.auth.loggedIn);
  const { pathname } = useLocation();
  const [minutes, setMinutes] = useState(0);

  useEffect(() => {
    if (!loggedIn) {
      setMinutes(0);
      return;
    }
    const controller = new AbortController();
    loadMinutes(controller.signal)
      .then((value) => {
        if (!controller.signal.aborted) setMinutes(value);
      })
      .catch(() => {
        // No setting read: no reminder until the next navigation reads it.
      });
    return () => controller.abort();
  }, [loggedIn, pathname, loadMinutes]);

  if (!loggedIn || minutes === 0) return null;
  return <LoadedTimer minutes={minutes} loadSession={loadSession} pathname={pathname} />;
}

function LoadedTimer({ pathname, ...props }: RealityCheckTimerProps & { pathname: string }) {
  const entry = useSyncExternalStore(timerChunk.subscribe, timerEntry, timerEntry);
  const seenPath = useRef(pathname);
  useEffect(() => {
    // A navigation asks again for a chunk that could not be loaded; the failure itself does not.
    if (pathname === seenPath.current) return;
    seenPath.current = pathname;
    if (timerEntry().status === 'failed') timerChunk.retry('timer');
  }, [pathname]);
  if (entry.status !== 'loaded') return null;
  const Timer = entry.value;
  return <Timer {...props} />;
}
