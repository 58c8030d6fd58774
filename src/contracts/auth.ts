import { z } from 'zod';

export { LOGGED_IN_HINT_COOKIE, SESSION_COOKIE } from './session-cookies';

/**
 * docs/product.md#customer-login: a 6-digit code from a CSPRNG, valid 10 minutes, single use. Five tries per address from
 * one client (issue 11: a wrong try no longer burns the code, which let a stranger lock the owner out).
 */
export const LOGIN_CODE_LENGTH = 6;
export const LOGIN_CODE_MINUTES = 10;
/** Magic link: at least 128 random bits (we use 256), valid 15 minutes, single use. */
export const MAGIC_LINK_MINUTES = 15;
/** A session lives at most SESSION_DAYS from login, and dies sooner when unseen for SESSION_IDLE_DAYS (issue 11). */
export const SESSION_DAYS = 30;
export const SESSION_IDLE_DAYS = 14;

export const OAUTH_PROVIDERS = ['google', 'seznam'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

export const IDENTIFICATION_LEVELS = ['anonymous', 'submit_email', 'identified_by_scan_qr_code', 'full_login'] as const;
export type IdentificationLevel = (typeof IDENTIFICATION_LEVELS)[number];
export const CUSTOMER_KINDS = ['supplier', 'buyer', 'non-buyer', 'buyer_supplier'] as const;
export type CustomerKind = (typeof CUSTOMER_KINDS)[number];

export const email = z.string().trim().toLowerCase().max(254).pipe(z.email());

/**
 * Where to go after login: a path on this storefront only ("/account/orders?x=1"), never another
 * origin ("//evil.example", "/\\evil", "https://…"). Anything else means "/account".
 */
export function safeReturnPath(raw: unknown, fallback = '/account'): string {
  if (typeof raw !== 'string' || raw.length > 512) return fallback;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\') || [...raw].some((ch) => ch.charCodeAt(0) < 0x20)) return fallback;
  if (raw.startsWith('/api/') || raw.startsWith('/login')) return fallback;
  return raw;
}

/** POST /api/adonis/v1/login and /login/magic-link: send a passcode / a link to this address. */
export const loginRequestBody = z.object({
  email,
  /** Path to open after a magic-link login. */
  returnTo: z.string().max(512).optional(),
});
export type LoginRequestBody = z.infer<typeof loginRequestBody>;

/** The same answer for known and unknown addresses. */
export const loginRequestResponse = z.object({ sent: z.literal(true), expiresInSeconds: z.number().int().positive() });
export type LoginRequestResponse = z.infer<typeof loginRequestResponse>;

/** POST /api/adonis/v1/login/code: log in with the passcode. */
export const loginCodeBody = z.object({ email, code: z.string().trim().regex(/^\d{6}$/, 'six digits') });
export type LoginCodeBody = z.infer<typeof loginCodeBody>;

/** POST /api/adonis/v1/login/magic-link/confirm: the confirm page's button (a GET never spends it). */
export const magicLinkConfirmBody = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'a magic-link token') });
/** GET /api/adonis/v1/login/magic-link/status?token=: whether the link can still be used (spends nothing). */
export const magicLinkStatus = z.object({ valid: z.boolean() });
export type MagicLinkStatus = z.infer<typeof magicLinkStatus>;

export const loginProviders = z.object({ providers: z.array(z.enum(OAUTH_PROVIDERS)) });
export type LoginProviders = z.infer<typeof loginProviders>;

/** The answer of every successful login. */
export const loginResponse = z.object({
  customer: z.object({ id: z.number().int(), email: z.string(), name: z.string().nullable() }),
  /** True when this login created the account. */
  created: z.boolean(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

export const logoutResponse = z.object({ loggedOut: z.literal(true) });

/** `?oauthError=` on the login page when the visitor turned the provider down (the other codes are ErrorCode's). */
export const OAUTH_CANCELLED = 'OAUTH_CANCELLED';
