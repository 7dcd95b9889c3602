import { Outlet } from 'react-router-dom';
import { AccountNav } from './AccountNav';
import './account-area.css';

/**
 * The frame around every profile, wallet and support page (SPEC-READINGS.md "Routes and
 * navigation"): the host's section menu beside the page a remote renders where the page keeps
 * room for its widest list as a table, and a compact menu above it wherever the side menu would
 * squeeze the page (account-area.css: a container query on the frame's own width).
 */
export function AccountFrame() {
  return (
    <div className="sb-host-account-area">
      <div className="sb-host-account-area__layout">
        <AccountNav />
        <div className="sb-host-account-area__page">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
