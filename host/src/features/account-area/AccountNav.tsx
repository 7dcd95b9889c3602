import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ACCOUNT_AREA } from '@sportsbook/shared/contracts';
import { ChevronDownIcon } from '../../common/icons';
import { accountPageAt } from './account-pages';

/**
 * The account area's section menu: its pages in groups (Profile, Wallet, Support, Safer gambling), the
 * active one marked with aria-current="page". A side menu where the frame is wide enough to keep
 * it without squeezing the page; elsewhere a compact menu at the top of the area that opens from
 * a button naming the current page (account-area.css decides by the frame's width).
 */
export function AccountNav() {
  const { pathname } = useLocation();
  const active = accountPageAt(pathname);
  const [open, setOpen] = useState(false);
  const listId = useId();

  useEffect(() => setOpen(false), [pathname]);

  return (
    <nav className="sb-host-account-nav" aria-label="Account">
      <button
        type="button"
        className="sb-host-account-nav__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((current) => !current)}
      >
        <span>
          <span className="sb-host-account-nav__toggle-label">Account menu</span>
          <span className="sb-host-account-nav__current">{active?.label ?? 'Account'}</span>
        </span>
        <ChevronDownIcon size={18} className="sb-host-account-nav__chevron" />
      </button>
      <div className="sb-host-account-nav__groups" id={listId} data-open={open}>
        {ACCOUNT_AREA.map((group) => (
          <div className="sb-host-account-nav__group" key={group.group}>
            {/* Not a heading: the page's own h1 comes after the menu. */}
            <p
              className="sb-host-account-nav__heading"
              id={`${listId}-${group.group.replace(/\s+/g, '-')}`}
            >
              {group.group}
            </p>
            <ul aria-labelledby={`${listId}-${group.group.replace(/\s+/g, '-')}`}>
              {group.pages.map((page) => (
                <li key={page.key}>
                  <Link
                    to={page.path}
                    aria-current={active?.key === page.key ? 'page' : undefined}
                    className="sb-host-account-nav__link"
                    // A choice closes the compact menu, the current page's link included.
                    onClick={() => setOpen(false)}
                  >
                    {page.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}
