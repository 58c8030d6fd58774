import type { OAuthProvider } from '@/contracts/auth';
import type { Locale } from '@/i18n/locales';
import type { RequestContext } from '../../http/context';
import { completeLogin, type LoginBrowser, type LoginResult } from './login.service';
import { findIdentity, linkIdentity, upsertVerifiedCustomer } from './login.repository';
import { fetchProfile, OAuthExchangeError, sameState, type OAuthConfig, type OAuthCookie } from './oauth';

export interface OAuthLoginDeps {
  oauth: OAuthConfig;
  fetch: typeof fetch;
  timeoutMs: number;
}

export interface OAuthCallback {
  provider: OAuthProvider;
  /** What the start step left in the browser's short-lived cookie (read by the route). */
  saved: OAuthCookie | null;
  query: { code?: string; state?: string; error?: string };
  /** The callback URL the authorization was asked for (the exchange repeats it). */
  redirectUri: string;
  /** The storefront the login started on: a new account's language. */
  locale: Locale;
  browser: LoginBrowser;
}

/** Failures send the browser back to the login page with this code. */
export type OAuthFailure =
  | 'OAUTH_NOT_CONFIGURED' | 'OAUTH_STATE_INVALID' | 'OAUTH_CANCELLED' | 'OAUTH_EXCHANGE_FAILED' | 'OAUTH_EMAIL_UNVERIFIED';

/**
 * The provider's redirect back: state and PKCE checked, the code exchanged for a profile, and the
 * identity logged in — a known identity its account; an unknown one joins (or creates) the account
 * of its address, but only when the provider verified that address.
 */
export async function loginWithOAuth(ctx: RequestContext, deps: OAuthLoginDeps, input: OAuthCallback): Promise<{ ok: true; login: LoginResult } | { ok: false; code: OAuthFailure }> {
  const { provider, saved, query } = input;
  const creds = deps.oauth[provider];
  if (!creds) return { ok: false, code: 'OAUTH_NOT_CONFIGURED' };
  if (!saved || saved.provider !== provider || !query.state || !sameState(saved.state, query.state)) return { ok: false, code: 'OAUTH_STATE_INVALID' };
  if (query.error || !query.code) return { ok: false, code: 'OAUTH_CANCELLED' };
  let profile;
  try {
    profile = await fetchProfile(provider, creds, input.redirectUri, query.code, saved.verifier, deps.fetch, deps.timeoutMs);
  } catch (error) {
    if (!(error instanceof OAuthExchangeError)) throw error;
    ctx.log.warn({ err: error, provider }, 'OAuth exchange failed');
    return { ok: false, code: 'OAUTH_EXCHANGE_FAILED' };
  }
  const linked = await findIdentity(ctx.db, provider, profile.subject);
  if (linked !== null) return { ok: true, login: await completeLogin(ctx, { who: { customerId: linked }, browser: input.browser }) };
  if (!profile.emailVerified) return { ok: false, code: 'OAUTH_EMAIL_UNVERIFIED' };
  const { customer } = await upsertVerifiedCustomer(ctx.db, profile.email, input.locale, profile.name, ctx.now);
  await linkIdentity(ctx.db, provider, profile.subject, customer.id, profile.email, ctx.now);
  return { ok: true, login: await completeLogin(ctx, { who: { customerId: customer.id }, browser: input.browser }) };
}
