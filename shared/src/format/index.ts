/**
 * The date and number formats of SPEC section 9. Dates are shown in the browser's time zone.
 * Nothing here imports React, so the API could use it too.
 */
export * from './dates';
export * from './numbers';
