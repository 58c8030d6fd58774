import { createRoute, z, type RouteConfig } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import {
  loginCodeBody, loginProviders, loginRequestBody, loginRequestResponse, loginResponse, logoutResponse, magicLinkConfirmBody,
  magicLinkStatus, OAUTH_PROVIDERS, safeReturnPath, type OAuthProvider,
} from '@/contracts/auth';
import { resolveLocale, originFor, type Locale } from '@/i18n/locales';
import { absoluteUrl, resolvePath } from '@/routing/resolve';
import { commerceEnv } from '../../commerce-config';
import { serverEnv } from '../../env';
import { serverDeps } from '../../http/deps';
import { cartCookie, clearCartCookie, clearSessionCookies, sessionCookie, setSessionCookies } from '../../http/session-cookies';
import type { AppDeps, AppEnv, Api } from '../../http/types';
import { errorResponse as err, json } from '../../http/openapi-responses';
import { respond } from '../../http/validation';
import { AccountError } from './account-errors';
import {
  confirmMagicLink, LOGIN_LIMITS_DEFAULT, loginWithCode, logout, magicLinkValid, requestLoginCode, requestMagicLink,
  type LoginBrowser, type LoginDeps, type LoginLimits, type LoginResult,
} from './login.service';
import { loginWithOAuth } from './oauth-login.service';
import { authorizationUrl, decodeOAuthCookie, encodeOAuthCookie, randomUrlToken, type OAuthConfig } from './oauth';

const OAUTH_COOKIE = 'bt_oauth';
const OAUTH_COOKIE_PATH = '/api/adonis/v1/login/oauth';

/** The answers of a request that e-mails a login code (login, and the account's e-mail change). */
export const requestResponses = {
  200: { description: 'Sent — the same answer for known and unknown addresses', ...json(loginRequestResponse) },
  400: err('VALIDATION_FAILED'), 403: err('XSRF_TOKEN_INVALID'), 429: err('RATE_LIMITED, with Retry-After in seconds'),
} satisfies RouteConfig['responses'];

export interface LoginRouteOptions {
  /** Tests tighten the login limits. */
  limits?: LoginLimits;
  /** Google / Seznam credentials; default from the environment. A provider without them is hidden. */
  oauth?: OAuthConfig;
}

function oauthFromEnv(): OAuthConfig {
  const env = serverEnv();
  const config: OAuthConfig = {};
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) config.google = { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET };
  if (env.SEZNAM_CLIENT_ID && env.SEZNAM_CLIENT_SECRET) config.seznam = { clientId: env.SEZNAM_CLIENT_ID, clientSecret: env.SEZNAM_CLIENT_SECRET };
  return config;
}

/** Login (passcode, magic link, Google, Seznam) and logout; the account area is the account module's. */
export function registerLoginRoutes(app: Api, deps: AppDeps, options: LoginRouteOptions = {}): void {
  const secure = deps.secureCookies ?? false;
  const shared = serverDeps(deps);
  const loginDeps = (): LoginDeps => ({
    mailer: shared.mailer, limits: options.limits ?? LOGIN_LIMITS_DEFAULT,
    loginPageUrl: (locale) => absoluteUrl('login', locale, {}, { port: commerceEnv(deps.env).PORT }),
  });
  const oauth = (): OAuthConfig => options.oauth ?? oauthFromEnv();
  const fetchFn = deps.fetch ?? fetch;
  /** What login needs of the browser: its session and cart cookies, its user agent. */
  const browser = (c: Context<AppEnv>): LoginBrowser => ({ sessionToken: sessionCookie(c), cartCookie: cartCookie(c), userAgent: c.req.header('user-agent') ?? null });
  /** A login done: the new session's cookies, and the guest cart's cookie dropped once merged. */
  const signIn = (c: Context<AppEnv>, login: LoginResult) => {
    setSessionCookies(c, login.sessionToken, login.customerId, secure);
    if (login.cartCookieSpent) clearCartCookie(c);
    return login.response;
  };

  // ---------------------------------------------------------------- login
  app.openapi(
    createRoute({
      method: 'get', path: '/adonis/v1/login/providers', tags: ['login'],
      summary: 'The external login providers configured on this server (buttons of the others are hidden)',
      responses: { 200: { description: 'Providers', ...json(loginProviders) } },
    }),
    (c) => respond(c, loginProviders, { providers: OAUTH_PROVIDERS.filter((p) => oauth()[p] !== undefined) }),
  );

  app.openapi(
    createRoute({
      method: 'post', path: '/adonis/v1/login', tags: ['login'],
      summary: 'E-mail a 6-digit passcode (valid 10 minutes, single use); limited per address and per client',
      request: { body: { required: true, ...json(loginRequestBody) } },
      responses: requestResponses,
    }),
    async (c) => {
      const { email } = c.req.valid('json');
      const sent = await requestLoginCode(c.var.ctx, loginDeps(), email);
      return respond(c, loginRequestResponse, { sent: true as const, ...sent });
    },
  );

  app.openapi(
    createRoute({
      method: 'post', path: '/adonis/v1/login/magic-link', tags: ['login'],
      summary: 'E-mail a login link (valid 15 minutes, single use) to the login page, where a button confirms it',
      request: { body: { required: true, ...json(loginRequestBody) } },
      responses: requestResponses,
    }),
    async (c) => {
      const { email, returnTo } = c.req.valid('json');
      const sent = await requestMagicLink(c.var.ctx, loginDeps(), email, returnTo);
      return respond(c, loginRequestResponse, { sent: true as const, ...sent });
    },
  );

  app.openapi(
    createRoute({
      method: 'get', path: '/adonis/v1/login/magic-link/status', tags: ['login'],
      summary: 'Whether a login link is still usable — reading never spends it (mail scanners GET and HEAD links)',
      request: { query: z.object({ token: z.string().max(100) }) },
      responses: { 200: { description: 'Status', ...json(magicLinkStatus) } },
    }),
    async (c) => {
      const { token } = c.req.valid('query');
      c.header('cache-control', 'no-store');
      const valid = /^[A-Za-z0-9_-]{43}$/.test(token) && (await magicLinkValid(c.get('db'), token, c.get('now')));
      return respond(c, magicLinkStatus, { valid });
    },
  );

  const loggedIn = {
    200: { description: 'Logged in: a new session cookie (the old session is gone), the guest cart merged', ...json(loginResponse) },
  } satisfies RouteConfig['responses'];

  app.openapi(
    createRoute({
      method: 'post', path: '/adonis/v1/login/magic-link/confirm', tags: ['login'],
      summary: 'The confirm page’s button: spends the link and logs in',
      request: { body: { required: true, ...json(magicLinkConfirmBody) } },
      responses: { ...loggedIn, 400: err('VALIDATION_FAILED'), 403: err('XSRF_TOKEN_INVALID'), 422: err('MAGIC_LINK_INVALID') },
    }),
    async (c) => respond(c, loginResponse, signIn(c, await confirmMagicLink(c.var.ctx, { token: c.req.valid('json').token, browser: browser(c) }))),
  );

  app.openapi(
    createRoute({
      method: 'post', path: '/adonis/v1/login/code', tags: ['login'],
      summary: 'Log in with the passcode; five wrong tries burn it; limited per client',
      request: { body: { required: true, ...json(loginCodeBody) } },
      responses: {
        ...loggedIn, 400: err('VALIDATION_FAILED'), 403: err('XSRF_TOKEN_INVALID'),
        422: err('LOGIN_CODE_INVALID: wrong, expired, burnt or already used'), 429: err('RATE_LIMITED'),
      },
    }),
    async (c) => {
      const { email, code } = c.req.valid('json');
      return respond(c, loginResponse, signIn(c, await loginWithCode(c.var.ctx, loginDeps(), { email, code, browser: browser(c) })));
    },
  );

  app.openapi(
    createRoute({
      method: 'post', path: '/adonis/v1/logout', tags: ['login'],
      summary: 'Log out: the session is deleted on the server and its cookie cleared',
      responses: { 200: { description: 'Logged out', ...json(logoutResponse) }, 403: err('XSRF_TOKEN_INVALID') },
    }),
    async (c) => {
      await logout(c.var.ctx, { sessionToken: sessionCookie(c) });
      clearSessionCookies(c);
      return respond(c, logoutResponse, { loggedOut: true as const });
    },
  );

  // ---------------------------------------------------------------- OAuth (Google, Seznam)
  const providerParams = z.object({ provider: z.enum(OAUTH_PROVIDERS).openapi({ param: { name: 'provider', in: 'path' } }) });
  const callbackUrl = (provider: OAuthProvider, locale: Locale) =>
    `${originFor(locale, commerceEnv(deps.env).PORT)}/api/adonis/v1/login/oauth/${provider}/callback`;
  const loginPageWithError = (locale: Locale, code: string) => `${resolvePath('login', locale)}?oauthError=${code}`;

  app.openapi(
    createRoute({
      method: 'get', path: '/adonis/v1/login/oauth/{provider}/start', tags: ['login'],
      summary: 'Redirect to Google / Seznam (authorization code + PKCE S256 + state, kept in a short HttpOnly cookie)',
      request: { params: providerParams, query: z.object({ locale: z.string().max(10).optional(), returnTo: z.string().max(512).optional() }) },
      responses: { 302: { description: 'To the provider' }, 404: err('OAUTH_NOT_CONFIGURED') },
    }),
    async (c) => {
      const { provider } = c.req.valid('param');
      const query = c.req.valid('query');
      const creds = oauth()[provider];
      if (!creds) throw new AccountError('OAUTH_NOT_CONFIGURED', `${provider} login is not configured`);
      const locale = resolveLocale(query.locale ?? c.get('locale'));
      const state = randomUrlToken();
      const verifier = randomUrlToken(48);
      const returnTo = safeReturnPath(query.returnTo);
      setCookie(c, OAUTH_COOKIE, encodeOAuthCookie({ provider, state, verifier, locale, returnTo }), {
        path: OAUTH_COOKIE_PATH, httpOnly: true, secure, sameSite: 'Lax', maxAge: 600,
      });
      c.header('cache-control', 'no-store');
      return c.redirect(authorizationUrl(provider, creds, callbackUrl(provider, locale), state, verifier), 302);
    },
  );

  app.openapi(
    createRoute({
      method: 'get', path: '/adonis/v1/login/oauth/{provider}/callback', tags: ['login'],
      summary: 'The provider’s redirect back: state and PKCE checked, code exchanged, logged in; failures go to /login?oauthError=CODE',
      request: {
        params: providerParams,
        query: z.object({ code: z.string().max(2048).optional(), state: z.string().max(200).optional(), error: z.string().max(200).optional() }),
      },
      responses: { 302: { description: 'To the return path (logged in) or to the login page with oauthError' } },
    }),
    async (c) => {
      const { provider } = c.req.valid('param');
      const query = c.req.valid('query');
      const saved = decodeOAuthCookie(getCookie(c, OAUTH_COOKIE));
      deleteCookie(c, OAUTH_COOKIE, { path: OAUTH_COOKIE_PATH });
      c.header('cache-control', 'no-store');
      const locale = resolveLocale(saved?.locale ?? c.get('locale'));
      const outcome = await loginWithOAuth(
        c.var.ctx, { oauth: oauth(), fetch: fetchFn, timeoutMs: commerceEnv(deps.env).PAYMENT_TIMEOUT_MS },
        { provider, saved, query, redirectUri: callbackUrl(provider, locale), locale, browser: browser(c) },
      );
      if (!outcome.ok) return c.redirect(loginPageWithError(locale, outcome.code), 302);
      signIn(c, outcome.login);
      return c.redirect(safeReturnPath(saved!.returnTo), 302);
    },
  );
}
