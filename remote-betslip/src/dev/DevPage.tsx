import { useEffect, useState } from 'react';
import { fetchAdvanceBets, fetchLiveMatches } from '@sportsbook/shared/api';
import { BET_STATUS_OPEN, type Match } from '@sportsbook/shared/contracts';
import { publish } from '@sportsbook/shared/events';
import { formatOdds } from '@sportsbook/shared/format';
import {
  authActions,
  commonActions,
  useSessionDispatch,
  useSessionSelector,
} from '@sportsbook/shared/session';
import { Toasts } from '@sportsbook/shared/ui';
import Betslip from '../exposed/Betslip';
import './dev-page.css';

type Load =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'loaded'; matches: Match[] };

/** Live matches, or pre-match ones when nothing is live, with at most three markets each. */
async function loadMatches(signal: AbortSignal): Promise<Match[]> {
  const live = await fetchLiveMatches(signal);
  const matches = live.length > 0 ? live : await fetchAdvanceBets(signal);
  return matches.slice(0, 4).map((match) => ({ ...match, bets: match.bets.slice(0, 3) }));
}

/**
 * The standalone page: stands in for the host (a right column for the slip, the mobile bar's
 * Betslip item, logout's `bet:clear`, the toasts) and for remote-sports (odds buttons that publish
 * `bet:select`). Development only; the host never loads it.
 */
export function DevPage() {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const dispatch = useSessionDispatch();
  const loggedIn = useSessionSelector((state) => state.auth.loggedIn);
  const slipOpen = useSessionSelector((state) => state.common.betSlipShow);

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    loadMatches(controller.signal)
      .then((matches) => setLoad({ state: 'loaded', matches }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLoad({ state: 'failed', message: error instanceof Error ? error.message : 'Failed.' });
      });
    return () => controller.abort();
  }, [attempt]);

  const toggleSession = () => {
    if (loggedIn) dispatch(authActions.loggedOut());
    else dispatch(authActions.signedIn({ accessToken: 'dev', refreshToken: 'dev' }));
  };

  return (
    <div className="sb-slip-dev">
      <header className="sb-slip-dev__header">
        <strong>Betslip remote</strong> <span>standalone</span>
        <label className="sb-slip-dev__session">
          <input type="checkbox" checked={loggedIn} onChange={toggleSession} /> logged in (dev)
        </label>
        <button type="button" onClick={() => publish('bet:clear', {})}>
          Publish bet:clear
        </button>
      </header>

      <div className="sb-slip-dev__layout">
        <main className="sb-slip-dev__main">
          <h1>Pick odds</h1>
          <p className="sb-slip-dev__hint">
            Each button publishes <code>bet:select</code> on the bus, as remote-sports does. Locked
            markets are offered too, to show that the slip refuses them.
          </p>
          {load.state === 'loading' && <p>Loading matches from the API…</p>}
          {load.state === 'failed' && (
            <p role="alert">
              The API did not answer ({load.message}).{' '}
              <button type="button" onClick={() => setAttempt((n) => n + 1)}>
                Retry
              </button>
            </p>
          )}
          {load.state === 'loaded' && load.matches.length === 0 && (
            <p>No Match Is Available Now!</p>
          )}
          {load.state === 'loaded' &&
            load.matches.map((match) => (
              <section key={match.id} className="sb-slip-dev__match">
                <h2>{match.match_title}</h2>
                {match.bets.map((market) => (
                  <div key={market.id} className="sb-slip-dev__market">
                    <span className="sb-slip-dev__market-title">
                      {market.bet_title}
                      {market.bet_status !== BET_STATUS_OPEN && ' (locked)'}
                    </span>
                    {market.bet_events.map((event) => (
                      <button
                        key={event.id}
                        type="button"
                        className="sb-slip-dev__odds"
                        onClick={() => publish('bet:select', { betEventId: event.id })}
                      >
                        <span>{event.bet_event_title}</span>
                        <strong>{formatOdds(event.bet_ratio)}</strong>
                      </button>
                    ))}
                  </div>
                ))}
              </section>
            ))}
        </main>
        <div className="sb-slip-dev__right" data-open={slipOpen}>
          <Betslip />
        </div>
      </div>

      {/* Standalone, the remote renders the toast container the host renders in the shell. */}
      <Toasts />

      <nav className="sb-slip-dev__mobile-bar" aria-label="Mobile bar (stand-in for the host)">
        <button
          type="button"
          aria-pressed={slipOpen}
          onClick={() => {
            dispatch(commonActions.setBetSlipShow(!slipOpen));
            publish('betslip:toggle', { open: !slipOpen });
          }}
        >
          Betslip
        </button>
      </nav>
    </div>
  );
}
