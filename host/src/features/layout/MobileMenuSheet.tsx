import { useEffect, useId } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ACCOUNT_AREA, PREDICTION_PATH } from '@sportsbook/shared/contracts';
import { commonActions, useSessionDispatch, useSessionSelector } from '@sportsbook/shared/session';
import { CloseIcon, LogoutIcon, TicketIcon, UserIcon } from '../../common/icons';
import { useLogout } from '../../common/session';
import { Balance } from './Balance';
import './mobile-menu.css';

/**
 * The mobile bar's Menu for a signed-in user: a sheet above the bar with the balance, every page
 * of the account area in its groups (canonical paths) and Logout. Open while `common.mobileMenuShow` is true; the overlay, the close
 * button, Escape, a choice and a route change close it.
 */
export function MobileMenuSheet() {
  const open = useSessionSelector((state) => state.common.mobileMenuShow && state.auth.loggedIn);
  const username = useSessionSelector((state) => state.auth.user?.username);
  const dispatch = useSessionDispatch();
  const logout = useLogout();
  const titleId = useId();
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
  const close = () => dispatch(commonActions.setMobileMenuShow(false));

  return (
    <>
      <div className="sb-host-sheet-overlay" aria-hidden="true" onClick={close} />
      <div
        className="sb-host-sheet"
        id="sb-host-mobile-menu"
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
      >
        <div className="sb-host-sheet__head">
          <p className="sb-host-sheet__title" id={titleId}>
            <UserIcon size={18} />
            {username ?? 'Account'}
          </p>
          <button
            type="button"
            className="sb-host-sheet__close"
            aria-label="Close menu"
            onClick={close}
          >
            <CloseIcon size={18} />
          </button>
        </div>
        <Balance variant="sheet" />
        <nav className="sb-host-sheet__links" aria-label="Account">
          <Link to={PREDICTION_PATH} onClick={close}>
            <TicketIcon size={18} />
            Prediction
          </Link>
          {ACCOUNT_AREA.map((group) => (
            <div className="sb-host-sheet__group" key={group.group}>
              <p
                className="sb-host-sheet__group-title"
                id={`${titleId}-${group.group.replace(/\s+/g, '-')}`}
              >
                {group.group}
              </p>
              <ul aria-labelledby={`${titleId}-${group.group.replace(/\s+/g, '-')}`}>
                {group.pages.map((page) => (
                  <li key={page.key}>
                    <Link to={page.path} onClick={close}>
                      {page.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <button
            type="button"
            onClick={() => {
              close();
              logout();
            }}
          >
            <LogoutIcon size={18} />
            Logout
          </button>
        </nav>
      </div>
    </>
  );
}
