/** SPEC section 1: the home modal shows until a cookie named homemodal exists. */
export const HOME_MODAL_COOKIE = 'homemodal';
/** Once dismissed, the modal stays away for a day. */
export const HOME_MODAL_MAX_AGE_S = 24 * 60 * 60;

export function hasHomeModalCookie(doc: Document = document): boolean {
  return doc.cookie.split(';').some((pair) => pair.trim().split('=')[0] === HOME_MODAL_COOKIE);
}

export function setHomeModalCookie(doc: Document = document): void {
  // Secure over HTTPS, like the session cookies (issue 27).
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${HOME_MODAL_COOKIE}=1; path=/; max-age=${HOME_MODAL_MAX_AGE_S}; SameSite=Lax${secure}`;
}
