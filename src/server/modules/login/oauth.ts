import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { ArcticFetchError, CodeChallengeMethod, Google, OAuth2Client, OAuth2RequestError, UnexpectedErrorResponseBodyError, UnexpectedResponseError, type OAuth2Tokens } from 'arctic';
import type { OAuthProvider } from '@/contracts/auth';
import { withEdgeFetch } from './oauth-edge-fetch';

/**
 * Google and Seznam login: OAuth 2.0 authorization code with PKCE (S256) and state, through
 * arctic — Google with its provider, Seznam with its generic `OAuth2Client` (no library has a
 * Seznam provider). The user-info call is ours (arctic stops at the tokens). `fetch` is injected
 * (tests put local stand-ins for the providers there) and every call has a timeout.
 */
export interface OAuthEndpoints {
  authorizeUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
  scope: string;
}

export const OAUTH_ENDPOINTS: Record<OAuthProvider, OAuthEndpoints> = {
  google: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    userInfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    scope: 'openid email profile',
  },
  // https://vyvojari.seznam.cz/oauth/doc — scope "identity" gives the account's e-mail and names.
  seznam: {
    authorizeUrl: 'https://login.szn.cz/api/v1/oauth/auth',
    tokenUrl: 'https://login.szn.cz/api/v1/oauth/token',
    userInfoUrl: 'https://login.szn.cz/api/v1/user',
    scope: 'identity',
  },
};

export interface OAuthCredentials { clientId: string; clientSecret: string }
export type OAuthConfig = Partial<Record<OAuthProvider, OAuthCredentials>>;

/** What we take from a provider: a stable subject, the e-mail and whether the provider verified it. */
export interface OAuthProfile { subject: string; email: string; emailVerified: boolean; name: string | null }

export const randomUrlToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
export const pkceChallenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

const scopes = (provider: OAuthProvider) => OAUTH_ENDPOINTS[provider].scope.split(' ');

function client(provider: OAuthProvider, creds: OAuthCredentials, redirectUri: string) {
  if (provider === 'google') {
    const google = new Google(creds.clientId, creds.clientSecret, redirectUri);
    return {
      authorize: (state: string, verifier: string) => google.createAuthorizationURL(state, verifier, scopes(provider)),
      exchange: (code: string, verifier: string) => google.validateAuthorizationCode(code, verifier),
    };
  }
  const e = OAUTH_ENDPOINTS[provider];
  const generic = new OAuth2Client(creds.clientId, creds.clientSecret, redirectUri);
  return {
    authorize: (state: string, verifier: string) => generic.createAuthorizationURLWithPKCE(e.authorizeUrl, state, CodeChallengeMethod.S256, verifier, scopes(provider)),
    exchange: (code: string, verifier: string) => generic.validateAuthorizationCode(e.tokenUrl, code, verifier),
  };
}

export function authorizationUrl(provider: OAuthProvider, creds: OAuthCredentials, redirectUri: string, state: string, verifier: string): string {
  const url = client(provider, creds, redirectUri).authorize(state, verifier);
  if (provider === 'google') url.searchParams.set('prompt', 'select_account');
  return url.toString();
}

/** The browser's OAuth cookie: provider, state, PKCE verifier, locale and return path, dot-separated. */
export interface OAuthCookie { provider: OAuthProvider; state: string; verifier: string; locale: string; returnTo: string }

export function encodeOAuthCookie(v: OAuthCookie): string {
  return [v.provider, v.state, v.verifier, v.locale, Buffer.from(v.returnTo).toString('base64url')].join('.');
}
export function decodeOAuthCookie(raw: string | undefined): OAuthCookie | null {
  if (!raw) return null;
  const parts = raw.split('.');
  if (parts.length !== 5) return null;
  const [provider, state, verifier, locale, back] = parts as [string, string, string, string, string];
  if (provider !== 'google' && provider !== 'seznam') return null;
  if (!/^[A-Za-z0-9_-]{43}$/.test(state) || !/^[A-Za-z0-9_-]{43,128}$/.test(verifier)) return null;
  return { provider, state, verifier, locale, returnTo: Buffer.from(back, 'base64url').toString() };
}

export function sameState(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export class OAuthExchangeError extends Error {}

async function readJson(res: Response, what: string): Promise<Record<string, unknown>> {
  if (!res.ok) throw new OAuthExchangeError(`${what} answered ${res.status}`);
  const body: unknown = await res.json().catch(() => null);
  if (!body || typeof body !== 'object') throw new OAuthExchangeError(`${what} answered no JSON object`);
  return body as Record<string, unknown>;
}

/** Code + verifier → access token → the profile. Any surprise is an OAuthExchangeError. */
export async function fetchProfile(
  provider: OAuthProvider, creds: OAuthCredentials, redirectUri: string, code: string, verifier: string,
  fetchFn: typeof fetch, timeoutMs = 10_000,
): Promise<OAuthProfile> {
  const e = OAUTH_ENDPOINTS[provider];
  let tokens: OAuth2Tokens;
  try {
    tokens = await withEdgeFetch(fetchFn, timeoutMs, () => client(provider, creds, redirectUri).exchange(code, verifier));
  } catch (error) {
    if (error instanceof ArcticFetchError) throw new OAuthExchangeError(`token endpoint unreachable: ${String(error.cause)}`);
    if (error instanceof OAuth2RequestError) throw new OAuthExchangeError(`token endpoint refused: ${error.code}`);
    if (error instanceof UnexpectedResponseError || error instanceof UnexpectedErrorResponseBodyError) throw new OAuthExchangeError(`token endpoint answered ${error.status}`);
    throw error;
  }
  const accessToken = 'access_token' in tokens.data ? tokens.data.access_token : undefined;
  if (typeof accessToken !== 'string' || accessToken === '') throw new OAuthExchangeError('no access_token');

  const userRes = await fetchFn(e.userInfoUrl, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs),
  }).catch((error: unknown) => { throw new OAuthExchangeError(`user endpoint unreachable: ${String(error)}`); });
  const user = await readJson(userRes, 'user endpoint');
  return provider === 'google' ? googleProfile(user) : seznamProfile(user);
}

const str = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/** Google's OpenID userinfo: sub, email, email_verified, name. */
export function googleProfile(user: Record<string, unknown>): OAuthProfile {
  const subject = str(user.sub);
  const email = str(user.email);
  if (!subject || !email) throw new OAuthExchangeError('userinfo without sub or email');
  return { subject, email: email.toLowerCase(), emailVerified: user.email_verified === true || user.email_verified === 'true', name: str(user.name) };
}

/**
 * Seznam's /api/v1/user: oauth_user_id (the stable id Seznam recommends), email, firstname,
 * lastname. The e-mail counts as verified only when Seznam says so (email_verified true), exactly
 * like Google: a missing flag is not a yes (issue 11), since a Seznam account may carry an address
 * of another mailbox that Seznam never proved.
 */
export function seznamProfile(user: Record<string, unknown>): OAuthProfile {
  const subject = str(user.oauth_user_id) ?? (typeof user.oauth_user_id === 'number' ? String(user.oauth_user_id) : null);
  const email = str(user.email);
  if (!subject || !email) throw new OAuthExchangeError('user without oauth_user_id or email');
  const name = [str(user.firstname), str(user.lastname)].filter(Boolean).join(' ') || str(user.accountDisplayName);
  return { subject, email: email.toLowerCase(), emailVerified: user.email_verified === true || user.email_verified === 'true', name };
}
