import { useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { readTokens } from '@sportsbook/shared/api';
import { useSessionSelector } from '@sportsbook/shared/session';
import { Loader } from '@sportsbook/shared/ui';

/**
 * Sign-in and register are for visitors (SPEC section 6): a user who is logged in when they arrive
 * goes to /. The decision is made once per visit of the page (per location), after the start-up
 * check: a user who signs in on the page itself stays for its "Sign In Successfully." and the
 * 300 ms before the page moves on.
 */
export function AnonymousOnly({ children }: { children?: ReactNode }) {
  const { loaded, loggedIn } = useSessionSelector((state) => state.auth);
  const location = useLocation();
  const [entry, setEntry] = useState<{ key: string; loggedIn: boolean } | null>(null);

  // Derived state: decided during render, so no frame shows the page to a logged-in user.
  if (loaded && entry?.key !== location.key) {
    setEntry({ key: location.key, loggedIn });
  }

  if (!loaded || entry?.key !== location.key) return <Loader label="Checking your session" />;
  if (entry.loggedIn) return <Navigate to="/" replace />;
  return <>{children ?? <Outlet />}</>;
}

/**
 * Profile, wallet and support pages need a login (SPEC sections 2 and 6): without a refresh token
 * cookie the user goes to /; so does a user the start-up check or a logout found signed out.
 */
export function LoginRequired({ children }: { children?: ReactNode }) {
  const { loaded, loggedIn } = useSessionSelector((state) => state.auth);
  if (!readTokens().refreshToken) return <Navigate to="/" replace />;
  if (!loaded) return <Loader label="Checking your session" />;
  if (!loggedIn) return <Navigate to="/" replace />;
  return <>{children ?? <Outlet />}</>;
}
