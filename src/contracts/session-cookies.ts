/** The session's cookie names, apart from auth.ts's schemas so the header's script reads them without zod. */

/** Session cookie (HttpOnly, SameSite=Lax, Secure behind TLS); the database keeps its SHA-256. */
export const SESSION_COOKIE = 'bt_session';
/**
 * Not a secret: a hint readable by script that a session cookie exists, so the header asks
 * GET users/current only when it may answer 200. The session cookie alone decides.
 */
export const LOGGED_IN_HINT_COOKIE = 'bt_li';
/**
 * Not a secret: a hint readable by script that a cart cookie (bt_cart, HttpOnly) exists, so a
 * page served from the anonymous HTML cache asks GET cart/data only when there may be a cart
 * (docs/adr/0027). Set and cleared with the cart cookie; the request hook mends a hint that
 * disagrees with it. The cart cookie alone decides.
 */
export const CART_HINT_COOKIE = 'bt_ch';

/** How long the cart cookie, and with it the cart hint, lives: 90 days. */
export const CART_COOKIE_MAX_AGE_SECONDS = 90 * 86_400;

/** Whether the browser may hold a cart: the cart hint, or a session (an account keeps its cart). */
export function mayHaveCart(cookieHeader: string): boolean {
  const names = cookieHeader.split(/;\s*/);
  return names.includes(`${CART_HINT_COOKIE}=1`) || names.includes(`${LOGGED_IN_HINT_COOKIE}=1`);
}
