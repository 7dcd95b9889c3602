import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { commonActions, useSessionDispatch, useSessionSelector } from '@sportsbook/shared/session';
import { lazyPart } from '../../app/lazy-pages';

// Loaded when the sheet first opens, not with the shell: only a signed-in visitor on a phone opens
// it, and the JS before the first list of every page has a budget (issue 33).
const MobileMenuSheetContent = lazyPart('mobile menu', () =>
  import('./MobileMenuSheetContent').then((module) => module.MobileMenuSheetContent),
);

/**
 * The mobile bar's Menu for a signed-in user: a sheet above the bar with the balance, every page
 * of the account area in its groups (canonical paths) and Logout. Open while `common.mobileMenuShow` is true; the overlay, the close
 * button, Escape, a choice and a route change close it.
 */
export function MobileMenuSheet() {
  const open = useSessionSelector((state) => state.common.mobileMenuShow && state.auth.loggedIn);
  const dispatch = useSessionDispatch();
  const { pathname } = useLocation();

  useEffect(() => {
    dispatch(commonActions.setMobileMenuShow(false));
  }, [pathname, dispatch]);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dispatch(commonActions.setMobileMenuShow(false));
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, dispatch]);

  if (!open) return null;
  return <MobileMenuSheetContent close={() => dispatch(commonActions.setMobileMenuShow(false))} />;
}
