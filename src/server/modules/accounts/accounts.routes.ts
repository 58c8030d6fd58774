import { createRoute, z, type RouteConfig } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import {
  accountOrderDetail, accountOrderList, addressInput, emailChangeConfirm, emailChangeRequest, billingHistory, currentUser, currentUserPatch, deleteAccountBody,
  readServerFilter, saveFiltersBody, savedFilters, wallet,
} from '@/contracts/account';
import {
  loginCodeBody, loginProviders, loginRequestBody, loginRequestResponse, loginResponse, logoutResponse, magicLinkConfirmBody,
  magicLinkStatus, OAUTH_PROVIDERS, safeReturnPath, type OAuthProvider,
} from '@/contracts/auth';
import { apiError } from '@/contracts/common';
import { resolveLocale, originFor, type Locale } from '@/i18n/locales';
import { absoluteUrl, resolvePath } from '@/routing/resolve';
import { commerceEnv } from '../../commerce-config';
import { serverEnv } from '../../env';
import { requireCustomer } from '../../http/context';
import { serverDeps } from '../../http/deps';
import { cartCookie, clearCartCookie, clearSessionCookies, sessionCookie, setSessionCookies } from '../../http/session-cookies';
import type { AppDeps, AppEnv, Api } from '../../http/types';
import { respond } from '../../http/validation';
import { deleteCustomerSessions } from '../customers';
import { AccountError } from './account-errors';
import * as account from './account.service';
import {
  confirmMagicLink, LOGIN_LIMITS_DEFAULT, loginWithCode, logout, magicLinkValid, requestLoginCode, requestMagicLink,
  type LoginBrowser, type LoginDeps, type LoginLimits, type LoginResult,
} from './login.service';
import { loginWithOAuth } from './oauth-login.service';
import { authorizationUrl, decodeOAuthCookie, encodeOAuthCookie, randomUrlToken, type OAuthConfig } from './oauth';

const json = <T,>(schema: T) => ({ content: { 'application/json': { schema } } });
const err = (description: string) => ({ description, ...json(apiError) });
const authErrors = { 401: err('NOT_LOGGED_IN'), 403: err('XSRF_TOKEN_INVALID') } satisfies RouteConfig['responses'];
const OAUTH_COOKIE = 'bt_oauth';
const OAUTH_COOKIE_PATH = '/api/adonis/v1/login/oauth';

export interface AccountRouteOptions {
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

/** Login (passcode, magic link, Google, Seznam), logout, and the account area under users/current (issue 5). */
export function registerAccountRoutes(app: Api, deps: AppDeps, options: AccountRouteOptions = {}): void {
  const secure = deps.secureCookies ?? false;
  const shared = serverDeps(deps);
  const loginDeps = (): LoginDeps => ({
    mailer: shared.mailer, limits: options.limits ?? LOGIN_LIMITS_DEFAULT,
    loginPageUrl: (locale) => absoluteUrl('login', locale, {}, { port: commerceEnv(deps.env).PORT }),
  });
  const oauth = (): OAuthConfig => options.oauth ?? oauthFromEnv();
  const paymentEnv = () => shared.payments.env;
  const fetchFn = deps.fetch ?? fetch;
  const customerId = (c: Context<AppEnv>) => requireCustomer(c.var.ctx).id;
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

  const requestResponses = {
    200: { description: 'Sent — the same answer for known and unknown addresses', ...json(loginRequestResponse) },
    400: err('VALIDATION_FAILED'), 403: err('XSRF_TOKEN_INVALID'), 429: err('RATE_LIMITED, with Retry-After in seconds'),
  } satisfies RouteConfig['responses'];

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

  // ---------------------------------------------------------------- the account (users/current)
  app.openapi(
    createRoute({
      method: 'get', path: '/adonis/v1/users/current', tags: ['account'], summary: 'The logged-in customer',
      responses: { 200: { description: 'The customer', ...json(currentUser) }, 401: err('NOT_LOGGED_IN') },
    }),
    async (c) => {
      c.header('cache-control', 'private, no-store');
      return respond(c, currentUser, await account.getCurrentUser(c.get('db'), customerId(c)));
    },
  );

  app.openapi(
    createRoute({
      method: 'patch', path: '/adonis/v1/users/current', tags: ['account'],
      summary: 'Change name, phone (with dialling prefix), public nickname, payout bank account, notification settings',
      request: { body: { required: true, ...json(currentUserPatch) } },
      responses: { 200: { description: 'The customer', ...json(currentUser) }, ...authErrors, 400: err('VALIDATION_FAILED'), 409: err('NICKNAME_TAKEN') },
    }),
    async (c) => {
      const id = customerId(c);
      return respond(c, currentUser, await account.updateCurrentUser(c.get('db'), id, c.req.valid('json')));
    },
  );

  app.openapi(
    createRoute({
      method: 'delete', path: '/adonis/v1/users/current', tags: ['account'],
      summary: 'Delete the account with its personal data (orders and invoices are kept as the law requires, unlinked)',
      request: { body: { required: true, ...json(deleteAccountBody) } },
      responses: { 200: { description: 'Deleted and logged out', ...json(logoutResponse) }, ...authErrors, 409: err('ACCOUNT_HAS_OPEN_ORDERS') },
    }),
    async (c) => {
      await account.deleteOwnAccount(c.var.ctx, { customerId: customerId(c), sessionToken: sessionCookie(c) });
      clearSessionCookies(c);
      return respond(c, logoutResponse, { loggedOut: true as const });
    },
  );

  app.openapi(
    createRoute({
      method: 'post', path: '/adonis/v1/users/current/email', tags: ['account'],
      summary: 'Change the login e-mail, step 1: a passcode to the new address (same limits as login)',
      request: { body: { required: true, ...json(emailChangeRequest) } },
      responses: { ...requestResponses, 401: err('NOT_LOGGED_IN') },
    }),
    async (c) => {
      customerId(c);
      const sent = await requestLoginCode(c.var.ctx, loginDeps(), c.req.valid('json').email);
      return respond(c, loginRequestResponse, { sent: true as const, ...sent });
    },
  );
  app.openapi(
    createRoute({
      method: 'put', path: '/adonis/v1/users/current/email', tags: ['account'],
      summary: 'Change the login e-mail, step 2: the code proves the new address; the old address is told, every other session revoked',
      request: { body: { required: true, ...json(emailChangeConfirm) } },
      responses: {
        200: { description: 'The customer', ...json(currentUser) }, ...authErrors, 400: err('VALIDATION_FAILED'),
        409: err('EMAIL_TAKEN'), 422: err('LOGIN_CODE_INVALID'), 429: err('RATE_LIMITED'),
      },
    }),
    async (c) => {
      const { email, code } = c.req.valid('json');
      const changed = await account.confirmEmailChange(c.var.ctx, loginDeps(), { customerId: customerId(c), email, code, sessionToken: sessionCookie(c) });
      return respond(c, currentUser, changed);
    },
  );

  app.openapi(
    createRoute({
      method: 'delete', path: '/adonis/v1/users/current/sessions', tags: ['account'],
      summary: 'Log out everywhere else: every other session of this customer is revoked',
      responses: { 200: { description: 'How many were revoked', ...json(z.object({ revoked: z.number().int() })) }, ...authErrors },
    }),
    async (c) => {
      const id = customerId(c);
      const revoked = await deleteCustomerSessions(c.get('db'), id, sessionCookie(c) ?? undefined);
      return c.json({ revoked }, 200);
    },
  );

  const addressId = z.object({ id: z.string().regex(/^\d{1,15}$/).openapi({ param: { name: 'id', in: 'path' } }) });
  app.openapi(
    createRoute({
      method: 'post', path: '/adonis/v1/users/current/addresses', tags: ['account'], summary: 'Save a delivery address',
      request: { body: { required: true, ...json(addressInput) } },
      responses: { 200: { description: 'The customer', ...json(currentUser) }, ...authErrors, 400: err('VALIDATION_FAILED'), 422: err('TOO_MANY_ADDRESSES') },
    }),
    async (c) => {
      const id = customerId(c);
      return respond(c, currentUser, await account.addAddress(c.get('db'), id, c.req.valid('json'), c.get('now')));
    },
  );
  app.openapi(
    createRoute({
      method: 'put', path: '/adonis/v1/users/current/addresses/{id}', tags: ['account'], summary: 'Change a saved address',
      request: { params: addressId, body: { required: true, ...json(addressInput) } },
      responses: { 200: { description: 'The customer', ...json(currentUser) }, ...authErrors, 404: err('NOT_FOUND (also another customer’s)') },
    }),
    async (c) => {
      const id = customerId(c);
      return respond(c, currentUser, await account.changeAddress(c.get('db'), id, Number(c.req.valid('param').id), c.req.valid('json')));
    },
  );
  app.openapi(
    createRoute({
      method: 'delete', path: '/adonis/v1/users/current/addresses/{id}', tags: ['account'], summary: 'Remove a saved address',
      request: { params: addressId },
      responses: { 200: { description: 'The customer', ...json(currentUser) }, ...authErrors, 404: err('NOT_FOUND (also another customer’s)') },
    }),
    async (c) => {
      const id = customerId(c);
      return respond(c, currentUser, await account.removeAddress(c.get('db'), id, Number(c.req.valid('param').id)));
    },
  );

  const orderNumber = z.object({ number: z.string().max(40).openapi({ param: { name: 'number', in: 'path' } }) });
  app.openapi(
    createRoute({
      method: 'get', path: '/adonis/v1/users/current/orders', tags: ['account'], summary: 'The customer’s orders, newest first',
      responses: { 200: { description: 'Orders', ...json(accountOrderList) }, 401: err('NOT_LOGGED_IN') },
    }),
    async (c) => {
      c.header('cache-control', 'private, no-store');
      return respond(c, accountOrderList, await account.listOrders(c.get('db'), customerId(c), c.get('now')));
    },
  );
  app.openapi(
    createRoute({
      method: 'get', path: '/adonis/v1/users/current/orders/{number}', tags: ['account'],
      summary: 'One order with its history; another customer’s order answers 404 like an unknown one',
      request: { params: orderNumber },
      responses: { 200: { description: 'The order', ...json(accountOrderDetail) }, 401: err('NOT_LOGGED_IN'), 404: err('NOT_FOUND') },
    }),
    async (c) => {
      c.header('cache-control', 'private, no-store');
      const id = customerId(c);
      return respond(c, accountOrderDetail, await account.orderDetail(c.get('db'), id, c.req.valid('param').number, paymentEnv(), c.get('now')));
    },
  );
  app.openapi(
    createRoute({
      method: 'put', path: '/adonis/v1/users/current/orders/{number}/cancel', tags: ['account'],
      summary: 'Cancel an unpaid order (copies freed, voucher use and wallet credit returned)',
      request: { params: orderNumber },
      responses: { 200: { description: 'The cancelled order', ...json(accountOrderDetail) }, ...authErrors, 404: err('NOT_FOUND'), 409: err('ORDER_NOT_CANCELLABLE') },
    }),
    async (c) => {
      const id = customerId(c);
      return respond(c, accountOrderDetail, await account.cancelOwnOrder(c.get('db'), id, c.req.valid('param').number, paymentEnv(), c.get('now')));
    },
  );
  app.openapi(
    createRoute({
      method: 'get', path: '/adonis/v1/users/current/invoices/{number}', tags: ['account'],
      summary: 'The invoice of one of the customer’s orders as PDF',
      request: { params: orderNumber },
      responses: { 200: { description: 'PDF', content: { 'application/pdf': { schema: z.string() } } }, 401: err('NOT_LOGGED_IN'), 404: err('NOT_FOUND') },
    }),
    async (c) => {
      const id = customerId(c);
      const { filename, pdf } = await account.invoicePdf(c.get('db'), id, c.req.valid('param').number, paymentEnv(), c.get('now'));
      return c.body(new Uint8Array(pdf), 200, {
        'content-type': 'application/pdf', 'content-disposition': `inline; filename="${filename}"`, 'cache-control': 'private, no-store',
      });
    },
  );
  app.openapi(
    createRoute({
      method: 'get', path: '/adonis/v1/users/current/orders/{number}/credit-notes/{creditNote}', tags: ['account'],
      summary: 'A credit note (opravný daňový doklad) of one of the customer’s orders as PDF',
      request: { params: orderNumber.extend({ creditNote: z.string().max(20).openapi({ param: { name: 'creditNote', in: 'path' } }) }) },
      responses: { 200: { description: 'PDF', content: { 'application/pdf': { schema: z.string() } } }, 401: err('NOT_LOGGED_IN'), 404: err('NOT_FOUND') },
    }),
    async (c) => {
      const id = customerId(c);
      const { number, creditNote } = c.req.valid('param');
      const { filename, pdf } = await account.orderCreditNotePdf(c.get('db'), id, number, creditNote);
      return c.body(new Uint8Array(pdf), 200, {
        'content-type': 'application/pdf', 'content-disposition': `inline; filename="${filename}"`, 'cache-control': 'private, no-store',
      });
    },
  );
  app.openapi(
    createRoute({
      method: 'get', path: '/adonis/v1/users/current/wallet', tags: ['account'], summary: 'Wallet balance per currency and its ledger',
      responses: { 200: { description: 'Wallet', ...json(wallet) }, 401: err('NOT_LOGGED_IN') },
    }),
    async (c) => respond(c, wallet, await account.getWallet(c.get('db'), customerId(c))),
  );
  app.openapi(
    createRoute({
      method: 'get', path: '/adonis/v1/users/current/billing-history', tags: ['account'], summary: 'Invoices and payments',
      responses: { 200: { description: 'Billing history', ...json(billingHistory) }, 401: err('NOT_LOGGED_IN') },
    }),
    async (c) => respond(c, billingHistory, await account.getBillingHistory(c.get('db'), customerId(c))),
  );

  // ---------------------------------------------------------------- persistent filters (docs/product.md#persistent-filter, #filter-cookie-validation, #api-filters)
  app.openapi(
    createRoute({
      method: 'get', path: '/adonis/v1/users/current/filters', tags: ['account'],
      summary: 'The logged-in customer’s saved language filter; null when never saved',
      responses: { 200: { description: 'Filters', ...json(savedFilters) }, 401: err('NOT_LOGGED_IN') },
    }),
    async (c) => {
      c.header('cache-control', 'private, no-store');
      return respond(c, savedFilters, await account.readFilters(c.get('db'), customerId(c)));
    },
  );
  for (const method of ['put', 'post'] as const) {
    app.openapi(
      createRoute({
        method, path: '/adonis/v1/users/current/filters', tags: ['account'],
        summary: 'Save the language filter: {languages: [ids]} (an empty list clears it)',
        request: { body: { required: true, ...json(saveFiltersBody) } },
        responses: { 200: { description: 'Saved', ...json(savedFilters) }, ...authErrors, 400: err('VALIDATION_FAILED') },
      }),
      async (c) => {
        const id = customerId(c);
        const languages = readServerFilter(c.req.valid('json')) ?? [];
        return respond(c, savedFilters, await account.saveFilters(c.get('db'), id, languages));
      },
    );
  }
}
