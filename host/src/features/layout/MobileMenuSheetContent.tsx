import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ACCOUNT_AREA, PREDICTION_PATH } from '@sportsbook/shared/contracts';
import { useSessionSelector } from '@sportsbook/shared/session';
import { CloseIcon, LogoutIcon, TicketIcon, UserIcon } from '../../common/icons';
import { useLogout } from '../../common/session';
import { Balance } from './Balance';
import './mobile-menu.css';

/** What the open mobile menu sheet shows (MobileMenuSheet.tsx opens and closes it). */
export function MobileMenuSheetContent({ close }: { close: () => void }) {
  const username = useSessionSelector((state) => state.auth.user?.username);
  const logout = useLogout();
  const titleId = useId();

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
