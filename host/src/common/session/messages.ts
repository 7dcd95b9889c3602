/** The session texts the host shows. The first two are SPEC section 8, exactly. */
export const SIGN_IN_SUCCESS_MESSAGE = 'Sign In Successfully.';
export const LOGOUT_SUCCESS_MESSAGE = 'Logout Successfully';
/** A signed-in session ended under the user (refresh refused, cookies gone): they sign in again. */
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';
