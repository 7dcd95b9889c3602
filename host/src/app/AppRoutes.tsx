import { Route, Routes } from 'react-router-dom';
import type { RemoteName, SiteNotice } from '@sportsbook/shared/contracts';
import { HomePage } from '../features/home/HomePage';
import { PredictionPage } from '../features/prediction/PredictionPage';
import { AnonymousOnly, LoginRequired } from '../common/session';
import { AccountPage } from '../features/account-area/AccountPage';
import { ACCOUNT_PAGES, PROFILE_ROOT_PATH } from '../features/account-area/account-pages';
import { CanonicalRedirect } from '../features/account-area/CanonicalRedirect';
import { MatchDetailsPage, PreMatchPage, SportPage } from '../features/sport/SportPage';
import {
  AccountFrame,
  ForgotPasswordPage,
  NotFoundPage,
  RegisterPage,
  SignInPage,
} from './lazy-pages';
import { Shell } from './Shell';

/**
 * The host's route table (SPEC section 2). Browsing pages are remote-sports' exposed modules; the
 * sign-in, register and forgot-password pages are the host's own. The account area (profile,
 * wallet and support pages, ACCOUNT_AREA) is behind `LoginRequired` (common/session/guards.tsx),
 * inside the host's frame, each page at its canonical path; the unprefixed paths replace
 * themselves with the canonical one.
 * The auth pages sit inside the shell, so a bet on the slip survives signing in.
 * The host's pages that `/` does not show (sign-in, register, forgot-password, the account frame,
 * not-found) load on first use (./lazy-pages.tsx); the browsing pages are thin slots and stay.
 */
export function AppRoutes({
  overridden,
  loadNotices,
}: {
  overridden?: readonly RemoteName[];
  loadNotices?: (signal?: AbortSignal) => Promise<SiteNotice[]>;
}) {
  return (
    <Routes>
      <Route element={<Shell overridden={overridden} loadNotices={loadNotices} />}>
        <Route index element={<HomePage />} />
        <Route path="in-play" element={<HomePage />} />
        <Route path="sports/all" element={<HomePage />} />
        <Route path="sports/:id" element={<SportPage />} />
        <Route path="pre-match" element={<PreMatchPage />} />
        <Route path="pre-match/sports/all" element={<PreMatchPage />} />
        <Route path="pre-match/sports/:id" element={<PreMatchPage />} />
        <Route path="match/:id" element={<MatchDetailsPage />} />
        <Route path="prediction" element={<PredictionPage />} />
        <Route element={<AnonymousOnly />}>
          <Route path="sign-in" element={<SignInPage />} />
          <Route path="register" element={<RegisterPage />} />
        </Route>
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route element={<LoginRequired />}>
          <Route element={<AccountFrame />}>
            <Route path={PROFILE_ROOT_PATH} element={<AccountPage pageKey="view-profile" />} />
            {ACCOUNT_PAGES.map((page) => (
              <Route key={page.key} path={page.path} element={<AccountPage pageKey={page.key} />} />
            ))}
          </Route>
        </Route>
        {ACCOUNT_PAGES.map((page) => (
          <Route
            key={page.alias}
            path={page.alias}
            element={<CanonicalRedirect to={page.path} />}
          />
        ))}
        <Route path="404" element={<NotFoundPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
