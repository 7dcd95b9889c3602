import { useCallback, useEffect, useState } from 'react';
import { fetchBettingPreferences, saveBettingPreferences } from '@sportsbook/shared/api';
import { ODDS_CHANGE_DEFAULT, type OddsChangePreference } from '@sportsbook/shared/contracts';
import { messageActions, useSessionDispatch, useSessionSelector } from '@sportsbook/shared/session';
import { ODDS_PREFERENCE_SAVE_FAILED } from './odds-preference';

/**
 * The signed-in bettor's odds-change preference as the server keeps it: loaded when they sign in,
 * saved when they choose. `preference` is null while signed out (the server keeps nothing then).
 */
export function useOddsPreference() {
  const loggedIn = useSessionSelector((state) => state.auth.loggedIn);
  const dispatch = useSessionDispatch();
  const [preference, setPreference] = useState<OddsChangePreference | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!loggedIn) {
      setPreference(null);
      return;
    }
    const controller = new AbortController();
    // Until the server answers the slip shows the default, which is what a new bettor has.
    setPreference(ODDS_CHANGE_DEFAULT);
    fetchBettingPreferences(controller.signal).then(
      (saved) => {
        if (!controller.signal.aborted) setPreference(saved.odds_change);
      },
      () => {
        // Unknown: the default stays shown; the server applies what it keeps either way.
      },
    );
    return () => controller.abort();
  }, [loggedIn]);

  const choose = useCallback(
    async (next: OddsChangePreference) => {
      const before = preference;
      setPreference(next);
      setSaving(true);
      try {
        const saved = await saveBettingPreferences({ odds_change: next });
        setPreference(saved.data.odds_change);
      } catch {
        setPreference(before);
        dispatch(messageActions.showMessage({ type: 'error', title: ODDS_PREFERENCE_SAVE_FAILED }));
      } finally {
        setSaving(false);
      }
    },
    [dispatch, preference],
  );

  return { preference, saving, choose };
}
