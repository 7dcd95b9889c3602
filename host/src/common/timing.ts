/** The delays of SPEC sections 8 and 9 that the host's forms use, defined once. */

/** After a successful sign-in or registration the page moves on this long after the message. */
export const AUTH_REDIRECT_DELAY_MS = 300;

/** A form's submit button re-enables this long after a failed submission (SPEC: about 2.1 s). */
export const FORM_RETRY_DELAY_MS = 2100;
