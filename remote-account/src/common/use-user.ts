import { useEffect, useState } from 'react';
import { fetchProfile } from '@sportsbook/shared/api';
import type { User } from '@sportsbook/shared/contracts';
import { authActions, useSessionDispatch, useSessionSelector } from '@sportsbook/shared/session';

export type UserState =
  { state: 'loading' } | { state: 'missing' } | { state: 'ready'; user: User };

/**
 * The signed-in user for a form's defaults: the session store's copy (the host loads it at
 * start), else `GET /ng/user/profile`, which then goes into the store.
 */
export function useUser(): UserState {
  const stored = useSessionSelector((state) => state.auth.user);
  const dispatch = useSessionDispatch();
  const [fetched, setFetched] = useState<'loading' | 'missing'>('loading');

  useEffect(() => {
    if (stored) return undefined;
    const controller = new AbortController();
    fetchProfile(controller.signal)
      .then((user) => {
        if (!controller.signal.aborted) dispatch(authActions.userLoaded(user));
      })
      .catch(() => {
        if (!controller.signal.aborted) setFetched('missing');
      });
    return () => controller.abort();
  }, [stored, dispatch]);

  if (stored) return { state: 'ready', user: stored };
  return { state: fetched };
}
