/**
 * Where the stack that `npm start` serves can be reached, and the settings the browser tests share
 * with it. The config exports the database path through the environment, so the operators' tool
 * the tests run writes to the same database the API server reads.
 */
import path from 'node:path';

/** The repository root (e2e/ is one level below it). */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** The site as a visitor opens it. */
export const SITE_URL = 'http://localhost:3000';
export const API_URL = 'http://127.0.0.1:8000';
export const REALTIME_URL = 'http://127.0.0.1:6002';

/**
 * Set by playwright.config.ts (a fresh temporary file per run) and inherited by the workers; the
 * API server and the operators' tool both read it as SQLITE_PATH.
 */
export const SQLITE_PATH_VARIABLE = 'E2E_SQLITE_PATH';

/**
 * Set by playwright.config.ts (a fresh temporary folder per run) and inherited by the stack and
 * the workers: the release store whose registry the site serves and the release tool changes.
 */
export const RELEASES_DIR_VARIABLE = 'SB_RELEASES_DIR';

export function e2eSqlitePath(): string {
  const value = process.env[SQLITE_PATH_VARIABLE];
  if (!value) {
    throw new Error(
      `${SQLITE_PATH_VARIABLE} is not set: run the tests through playwright.config.ts`,
    );
  }
  return value;
}

/** Desktop above 992 px, mobile at 992 px and below (SPEC section 9). */
export const DESKTOP_VIEWPORT = { width: 1280, height: 900 };
export const MOBILE_VIEWPORT = { width: 390, height: 844 };
