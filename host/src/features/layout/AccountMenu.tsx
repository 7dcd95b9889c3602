import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { accountPath } from '@sportsbook/shared/contracts';
import { useSessionSelector } from '@sportsbook/shared/session';
import { ChevronDownIcon, HistoryIcon, LogoutIcon, UserIcon } from '../../common/icons';
import { useLogout } from '../../common/session';
import { Balance } from './Balance';

/**
 * The header's signed-in part (SPEC section 2): the balance and a dropdown with My Profile, Bet
 * History and Logout. The dropdown closes on a choice, a click elsewhere, Escape or a route change.
 */
export function AccountMenu() {
  const username = useSessionSelector((state) => state.auth.user?.username);
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div className="sb-host-account">
      <Balance />
      <div className="sb-host-account__menu" ref={root}>
        <button
          ref={button}
          type="button"
          className="sb-host-account__button"
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          onClick={() => setOpen((current) => !current)}
        >
          <UserIcon size={18} />
          <span className="sb-host-account__name">{username ?? 'Account'}</span>
          <ChevronDownIcon size={16} className="sb-host-account__chevron" />
        </button>
        {open && (
          <ul className="sb-host-account__list" role="menu" id={menuId} aria-label="Account">
            <li role="none">
              <Link role="menuitem" to={accountPath('view-profile')} onClick={() => setOpen(false)}>
                <UserIcon size={16} />
                My Profile
              </Link>
            </li>
            <li role="none">
              <Link role="menuitem" to={accountPath('bet-history')} onClick={() => setOpen(false)}>
                <HistoryIcon size={16} />
                Bet History
              </Link>
            </li>
            <li role="none">
              <button
                type="button"
                role="menuitem"
                onClick={() => {
                  setOpen(false);
                  logout();
                }}
              >
                <LogoutIcon size={16} />
                Logout
              </button>
            </li>
          </ul>
        )}
      </div>
    </div>
  );
}
