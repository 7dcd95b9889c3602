import { Navigate, useLocation } from 'react-router-dom';

/**
 * An unprefixed entry point (`/make-deposit`) replaces itself with the canonical path
 * (`/wallet/make-deposit`) in the history, keeping the query and the hash.
 */
export function CanonicalRedirect({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}
