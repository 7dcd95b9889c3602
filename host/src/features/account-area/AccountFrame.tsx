import { Outlet } from 'react-router-dom';
import { AccountNav } from './AccountNav';
import './account-area.css';

/**
 * The frame around every profile, wallet and support page (SPEC-READINGS.md "Routes and
 * navigation"): the host's section menu beside (above 992 px) or above (at 992 px and below) the
 * page a remote renders.
 */
export function AccountFrame() {
  return (
    <div className="sb-host-account-area">
      <AccountNav />
      <div className="sb-host-account-area__page">
        <Outlet />
      </div>
    </div>
  );
}
