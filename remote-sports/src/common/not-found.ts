import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '@sportsbook/shared/api';

/** The API said the thing asked for does not exist (404 / `NOT_FOUND`). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.code === 'NOT_FOUND');
}

/**
 * Sends the visitor to /404 (replacing the page, so Back skips it) while `missing` is true: an
 * unknown match, an unknown sport, an id that is not one (SPEC section 8, SPEC-READINGS).
 */
export function useNotFoundRedirect(missing: boolean): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (missing) navigate('/404', { replace: true });
  }, [missing, navigate]);
}
