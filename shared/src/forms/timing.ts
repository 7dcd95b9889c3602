/** The delays of SPEC sections 4, 8 and 9 that forms keep, named once for every app. */

/** The loading overlay stays this long after a success before the success panel shows. */
export const FORM_SUCCESS_HOLD_MS = 2100;

/** A failed submission's Error! box appears this long after the answer. */
export const FORM_ERROR_DELAY_MS = 1000;

/** A form's submit button can be pressed again this long after a failed submission. */
export const FORM_RETRY_DELAY_MS = 2100;
