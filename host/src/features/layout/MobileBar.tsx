import { Link, NavLink, useLocation } from 'react-router-dom';
import { CalendarIcon, LiveIcon, TicketIcon, UserIcon } from '../../common/icons';
import './mobile-bar.css';

/**
 * The bottom bar of small screens (SPEC section 2): In-Play, Advance Match, Betslip and Sign In
 * (Menu replaces Sign In for a logged-in user once accounts exist).
 */
export function MobileBar({
  betslipOpen,
  onBetslipToggle,
}: {
  betslipOpen: boolean;
  onBetslipToggle: () => void;
}) {
  const { pathname } = useLocation();
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
      <NavLink to="/sign-in" className={({ isActive }) => itemClass(isActive)}>
        <UserIcon size={22} />
        <span>Sign In</span>
      </NavLink>
    </nav>
  );
}
