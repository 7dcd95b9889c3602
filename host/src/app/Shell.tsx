import { useCallback, useRef } from 'react';
import { Outlet } from 'react-router-dom';
import { commonActions, useSessionDispatch, useSessionSelector } from '@sportsbook/shared/session';
import type { RemoteName, SiteNotice } from '@sportsbook/shared/contracts';
import { Toasts } from '@sportsbook/shared/ui';
import { Footer } from '../features/footer/Footer';
import { HomeModal } from '../features/home-modal/HomeModal';
import { BetslipSlot } from '../features/layout/BetslipSlot';
import { Header } from '../features/layout/Header';
import { MobileBar } from '../features/layout/MobileBar';
import { MobileMenuSheet } from '../features/layout/MobileMenuSheet';
import { SportsSidebarSlot } from '../features/layout/SportsSidebarSlot';
import { ScrollToTop } from '../features/layout/ScrollToTop';
import { useBetslipDrawer, useBetslipToggleSync } from '../features/layout/use-betslip-drawer';
import { NoticeBar } from '../features/notices/NoticeBar';
import { OverrideBadge } from '../features/qa/OverrideBadge';
import { RemoteVersionsPanel } from '../features/qa/RemoteVersionsPanel';
import { RealityCheck } from '../features/reality-check/RealityCheck';
import { useBalanceSync, useSessionNavigator } from '../common/session';
import { useFocusTrap } from '../common/use-focus-trap';
import { MOBILE_QUERY, useMediaQuery } from '../common/use-media-query';
import './shell.css';

export interface ShellProps {
  /** Remotes loaded from a QA override in this browser. */
  overridden?: readonly RemoteName[];
  /** Injected in tests; the real call by default. */
  loadNotices?: (signal?: AbortSignal) => Promise<SiteNotice[]>;
}

/**
 * The main layout of SPEC section 2: header, notice bar, left sports sidebar, the page, the right
 * betslip (an off-canvas drawer at 992 px and below), the delayed footer, the mobile bottom bar,
 * the mobile account menu, the home modal and toasts. It also keeps the balance current and lets
 * the session controller navigate.
 */
export function Shell({ overridden = [], loadNotices }: ShellProps) {
  useBetslipToggleSync();
  useBalanceSync();
  useSessionNavigator();
  // The home modal waits for the page's own content (or the first interaction) to open.
  const main = useRef<HTMLElement>(null);

  // What the betslip's opening changes (the drawer, the mobile bar) reads it in components of its
  // own: an odds click opens the slip, and the rest of the shell need not render again (issue 33).
  return (
    <div className="sb-host-app">
      <ScrollToTop />
      <Header />
      <NoticeBar loadNotices={loadNotices} />
      <div className="sb-host-main">
        <aside className="sb-host-sidebar" aria-label="Sports">
          <SportsSidebarSlot />
        </aside>
        <main ref={main} className="sb-host-content" id="sb-host-content">
          <Outlet />
        </main>
        <BetslipDrawer />
      </div>
      <Footer />
      <ShellMobileBar />
      <MobileMenuSheet />
      <HomeModal pageContent={main} />
      <RealityCheck />
      <Toasts />
      <OverrideBadge remotes={overridden} />
      <RemoteVersionsPanel />
    </div>
  );
}

/** The right column's betslip; at 992 px and below a drawer that holds focus while open. */
function BetslipDrawer() {
  const { open, setOpen } = useBetslipDrawer();
  const close = useCallback(() => setOpen(false), [setOpen]);
  const mobile = useMediaQuery(MOBILE_QUERY);
  const drawer = useRef<HTMLDivElement>(null);
  // At 992 px and below the betslip is a drawer: open, it holds focus until it closes (Escape too).
  useFocusTrap(drawer, mobile && open, { onEscape: close });
  return (
    // Not a landmark of its own: the betslip remote's panel is the labelled region.
    <div ref={drawer} id="sb-host-betslip" className="sb-host-betslip" data-open={open}>
      <BetslipSlot open={open} onDismiss={close} />
    </div>
  );
}

/** The mobile bar with the betslip and account-menu toggles. */
function ShellMobileBar() {
  const { open, setOpen } = useBetslipDrawer();
  const dispatch = useSessionDispatch();
  const menuOpen = useSessionSelector((state) => state.common.mobileMenuShow);
  // The betslip drawer and the account sheet share the space above the bar: one at a time.
  const toggleBetslip = () => {
    if (!open) dispatch(commonActions.setMobileMenuShow(false));
    setOpen(!open);
  };
  const toggleMenu = () => {
    if (!menuOpen && open) setOpen(false);
    dispatch(commonActions.setMobileMenuShow(!menuOpen));
  };
  return (
    <MobileBar
      betslipOpen={open}
      onBetslipToggle={toggleBetslip}
      menuOpen={menuOpen}
      onMenuToggle={toggleMenu}
    />
  );
}
