import { lazy, Suspense, type ComponentType } from 'react';
import { BrowserRouter, Link, Navigate, Route, Routes } from 'react-router-dom';
import { Loader } from '@sportsbook/shared/ui';
import './dev-page.css';

/** The standalone page's routes: each exposed page at its canonical path (a stand-in for the host). */
const PAGES: { path: string; label: string; page: ComponentType }[] = [
  {
    path: '/profile/view-profile',
    label: 'Profile',
    page: lazy(() => import('../exposed/ProfilePage')),
  },
  {
    path: '/profile/update-profile',
    label: 'Update Profile',
    page: lazy(() => import('../exposed/UpdateProfilePage')),
  },
  {
    path: '/profile/update-password',
    label: 'Update Password',
    page: lazy(() => import('../exposed/UpdatePasswordPage')),
  },
  {
    path: '/profile/update-club',
    label: 'Update Club',
    page: lazy(() => import('../exposed/UpdateClubPage')),
  },
  {
    path: '/profile/my-followers',
    label: 'My Followers',
    page: lazy(() => import('../exposed/FollowersPage')),
  },
  {
    path: '/profile/bet-history',
    label: 'Bet History',
    page: lazy(() => import('../exposed/BetHistoryPage')),
  },
  {
    path: '/support/complain-history',
    label: 'Complain History',
    page: lazy(() => import('../exposed/ComplainHistoryPage')),
  },
  {
    path: '/support/submit-complain',
    label: 'Submit Complain',
    page: lazy(() => import('../exposed/SubmitComplainPage')),
  },
  {
    path: '/safer-gambling/deposit-limits',
    label: 'Deposit Limits',
    page: lazy(() => import('../exposed/DepositLimitsPage')),
  },
  {
    path: '/safer-gambling/time-out',
    label: 'Take a Time-out',
    page: lazy(() => import('../exposed/TimeOutPage')),
  },
  {
    path: '/safer-gambling/self-exclusion',
    label: 'Self-exclusion',
    page: lazy(() => import('../exposed/SelfExclusionPage')),
  },
  {
    path: '/safer-gambling/reality-check',
    label: 'Reality Check',
    page: lazy(() => import('../exposed/RealityCheckPage')),
  },
  {
    path: '/safer-gambling/activity-summary',
    label: 'Activity Summary',
    page: lazy(() => import('../exposed/ActivitySummaryPage')),
  },
];

/** Standalone mode: a plain menu of the account pages (sign in on the host first: cookies are shared). */
export function DevPage() {
  return (
    <BrowserRouter>
      <div className="sb-account-dev">
        <nav aria-label="Account pages" className="sb-account-dev__menu">
          <ul>
            {PAGES.map(({ path, label }) => (
              <li key={path}>
                <Link to={path}>{label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <main className="sb-account-dev__main">
          <Suspense fallback={<Loader />}>
            <Routes>
              {PAGES.map(({ path, page: Page }) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
              <Route path="*" element={<Navigate to="/profile/view-profile" replace />} />
            </Routes>
          </Suspense>
        </main>
      </div>
    </BrowserRouter>
  );
}
