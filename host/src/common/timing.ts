/**
 * The host's own delay of SPEC sections 8 and 9, defined once. The form delays (2.1 s, 1 s) are
 * shared's (`@sportsbook/shared/forms`), since every app's forms keep them.
 */

/** After a successful sign-in or registration the page moves on this long after the message. */
export const AUTH_REDIRECT_DELAY_MS = 300;
