/** SPEC section 2's placeholders of the profile view. */
export const NOT_SET = 'Not Set';
export const NO_CLUB = 'N/A';
export const NO_SPONSOR = 'Not Available';
export const NO_PROFILE_TEXT = 'No Profile Data is Available';
/** SPEC section 9: the profile loader shows about 500 ms first. */
export const PROFILE_LOADER_MS = 500;
