/** The session's cookie names, apart from auth.ts's schemas so the header's script reads them without zod. */

/** Session cookie (HttpOnly, SameSite=Lax, Secure behind TLS); the database keeps its SHA-256. */
export const SESSION_COOKIE = 'bt_session';
/**
 * Not a secret: a hint readable by script that a session cookie exists, so the header asks
 * GET users/current only when it may answer 200. The session cookie alone decides.
 */
export const LOGGED_IN_HINT_COOKIE = 'bt_li';
