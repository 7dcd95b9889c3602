import { Link, NavLink, useLocation } from 'react-router-dom';
import { useSessionSelector } from '@sportsbook/shared/session';
import { CalendarIcon, LiveIcon, MenuIcon, TicketIcon, UserIcon } from '../../common/icons';
import './mobile-bar.css';

/**
 * The bottom bar of small screens (SPEC section 2): In-Play, Advance Match, Betslip, and Menu for
 * a signed-in user (it opens the account sheet) or Sign In for a visitor.
 */
export function MobileBar({
  betslipOpen,
  onBetslipToggle,
  menuOpen = false,
  onMenuToggle,
}: {
  betslipOpen: boolean;
  onBetslipToggle: () => void;
  menuOpen?: boolean;
  onMenuToggle?: () => void;
}) {
  const { pathname } = useLocation();
  const loggedIn = useSessionSelector((state) => state.auth.loggedIn);
  const preMatch = pathname === '/pre-match' || pathname.startsWith('/pre-match/');
  const itemClass = (active: boolean) => `sb-host-mobile-bar__item${active ? ' is-active' : ''}`;

  return (
    <nav className="sb-host-mobile-bar" aria-label="Mobile menu">
      <NavLink to="/in-play" className={({ isActive }) => itemClass(isActive)}>
        <LiveIcon size={22} />
        <span>In-Play</span>
      </NavLink>
      <Link
        to="/pre-match"
        className={itemClass(preMatch)}
        aria-current={preMatch ? 'page' : undefined}
      >
        <CalendarIcon size={22} />
        <span>Advance Match</span>
      </Link>
      <button
        type="button"
        className={itemClass(betslipOpen)}
        aria-expanded={betslipOpen}
        aria-controls="sb-host-betslip"
        onClick={onBetslipToggle}
      >
        <TicketIcon size={22} />
        <span>Betslip</span>
      </button>
      {loggedIn ? (
        <button
          type="button"
          className={itemClass(menuOpen)}
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? 'sb-host-mobile-menu' : undefined}
          onClick={onMenuToggle}
        >
          <MenuIcon size={22} />
          <span>Menu</span>
        </button>
      ) : (
        <NavLink to="/sign-in" className={({ isActive }) => itemClass(isActive)}>
          <UserIcon size={22} />
          <span>Sign In</span>
        </NavLink>
      )}
    </nav>
  );
}
