import { NavLink, Navigate, Route, Routes } from 'react-router-dom';
import { ACCOUNT_AREA } from '@sportsbook/shared/contracts';
import { useSessionSelector } from '@sportsbook/shared/session';
import { Toasts } from '@sportsbook/shared/ui';
import CoinTransferPage from '../exposed/CoinTransferPage';
import DepositHistoryPage from '../exposed/DepositHistoryPage';
import MakeDepositPage from '../exposed/MakeDepositPage';
import StatementPage from '../exposed/StatementPage';
import WithdrawHistoryPage from '../exposed/WithdrawHistoryPage';
import WithdrawPage from '../exposed/WithdrawPage';
import './dev-page.css';

const WALLET_PAGES = ACCOUNT_AREA.find((group) => group.group === 'Wallet')?.pages ?? [];

const SCREENS = {
  'make-deposit': MakeDepositPage,
  'deposit-history': DepositHistoryPage,
  'coin-transfer': CoinTransferPage,
  withdraw: WithdrawPage,
  'withdraw-history': WithdrawHistoryPage,
  statement: StatementPage,
} as const;

/**
 * The standalone page: stands in for the host's account-area frame (a menu of the wallet's pages
 * at their canonical paths) and its toasts. Development only; the host never loads it. Sign in
 * on the host (localhost:3000) first: the API client authenticates from the shared cookies.
 */
export function DevPage() {
  const loggedIn = useSessionSelector((state) => state.auth.loggedIn);
  return (
    <div className="sb-wallet-dev">
      <Toasts />
      <nav aria-label="Wallet" className="sb-wallet-dev__menu">
        {WALLET_PAGES.map((page) => (
          <NavLink key={page.key} to={page.path}>
            {page.label}
          </NavLink>
        ))}
      </nav>
      <main className="sb-wallet-dev__main">
        {!loggedIn && (
          <p className="sb-wallet-notice">
            Not signed in: sign in on the host at localhost:3000 first, then reload.
          </p>
        )}
        <Routes>
          {WALLET_PAGES.map((page) => {
            const Screen = SCREENS[page.key];
            return <Route key={page.key} path={page.path} element={<Screen />} />;
          })}
          <Route path="*" element={<Navigate to="/wallet/make-deposit" replace />} />
        </Routes>
      </main>
    </div>
  );
}
