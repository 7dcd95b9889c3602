import { useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useSessionSelector } from '@sportsbook/shared/session';
import {
  BrandMark,
  CalendarIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  GiftIcon,
  LiveIcon,
  TicketIcon,
  TvIcon,
} from '../../common/icons';
import { AccountMenu } from './AccountMenu';
import { useScrollCues } from './use-scroll-cues';
import './header.css';

/**
 * The header of SPEC section 2: logo, the four menu items, and Sign In / Join Now for a visitor or
 * the balance and the account dropdown for a signed-in user. Until the start-up session check has
 * finished the account area stays empty, so neither flashes.
 */
export function Header() {
  const { pathname } = useLocation();
  const { loaded, loggedIn } = useSessionSelector((state) => state.auth);
  const preMatch = pathname === '/pre-match' || pathname.startsWith('/pre-match/');
  const itemClass = (active: boolean) => `sb-host-menu__item${active ? ' is-active' : ''}`;
  const menu = useRef<HTMLElement>(null);
  // On a phone the menu is a row that scrolls sideways where its items do not fit: a cue at
  // either edge says it goes on there (issue 25).
  const more = useScrollCues(menu);

  return (
    <header className="sb-host-header">
      <div className="sb-host-header__bar">
        <Link to="/" className="sb-host-logo" aria-label="Sportsbook">
          <BrandMark />
          <span className="sb-host-logo__text">
            Sports<span className="sb-host-logo__accent">book</span>
          </span>
        </Link>

        <div className="sb-host-menu-wrap">
          {more.start && (
            <span className="sb-host-menu__cue sb-host-menu__cue--start" aria-hidden="true">
              <ChevronLeftIcon size={16} />
            </span>
          )}
          <nav ref={menu} className="sb-host-menu" aria-label="Main menu">
            <NavLink to="/in-play" className={({ isActive }) => itemClass(isActive)}>
              <LiveIcon size={18} />
              In-Play
            </NavLink>
            <Link
              to="/pre-match"
              className={itemClass(preMatch)}
              aria-current={preMatch ? 'page' : undefined}
            >
              <CalendarIcon size={18} />
              Advance Match
            </Link>
            {/* TV Games and Promo have no pages of their own: both go home (SPEC section 2). */}
            <Link to="/" className={itemClass(false)}>
              <TvIcon size={18} />
              TV Games
            </Link>
            <Link to="/" className={itemClass(false)}>
              <GiftIcon size={18} />
              Promo
            </Link>
            {/* SPEC shows no route for the prediction screen; it lives at /prediction (README). */}
            <NavLink to="/prediction" className={({ isActive }) => itemClass(isActive)}>
              <TicketIcon size={18} />
              Prediction
            </NavLink>
          </nav>
          {more.end && (
            <span className="sb-host-menu__cue sb-host-menu__cue--end" aria-hidden="true">
              <ChevronRightIcon size={16} />
            </span>
          )}
        </div>

        <div className="sb-host-header__account">
          {loggedIn ? (
            <AccountMenu />
          ) : loaded ? (
            <>
              <Link to="/sign-in" className="sb-btn sb-btn--ghost sb-host-header__signin">
                Sign In
              </Link>
              <Link to="/register" className="sb-btn sb-host-header__join">
                Join Now
              </Link>
            </>
          ) : (
            <span className="sb-host-header__pending" aria-hidden="true" />
          )}
        </div>
      </div>
    </header>
  );
}
