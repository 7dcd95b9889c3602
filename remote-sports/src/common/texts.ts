/** Texts of SPEC section 2 that more than one screen shows, written once. */

/** A match list with no matches (also after a failed load, SPEC section 8). */
export const NO_MATCH_TEXT = 'No Match Is Available Now!';
