/**
 * The session's public face: what the shell, the pages and the header use. It lives in common/
 * because several features use it, and no feature imports another.
 */
export { createSessionController, type SessionController } from './session-controller';
export { SessionControllerContext } from './session-context';
export { useSessionNavigator } from './use-session-navigator';
export { signInWithPassword } from './sign-in';
export { useLogout } from './use-logout';
export { useBalanceSync } from './use-balance-sync';
export { AnonymousOnly, LoginRequired } from './guards';
export { SIGN_IN_SUCCESS_MESSAGE, LOGOUT_SUCCESS_MESSAGE, SESSION_ENDED_MESSAGE } from './messages';
