import { randomUUID } from 'node:crypto';
import { OpenAPIHono } from '@hono/zod-openapi';
import { HTTPException } from 'hono/http-exception';
import { ZodError } from 'zod';
import { AppError, errorBody } from './errors';
import { localeFromAcceptLanguage } from './locale';
import { redactUrl } from '@/routing/redact';
import { logger } from './logger';
import { validationHook } from './validation';
import { xsrf } from './xsrf';
import { clientIp, isInternalHop, parseTrustedProxies } from './client-ip';
import { INTERNAL_HOP_HEADER } from '@/lib/http/internalHop';
import { requestBody } from './request-body';
import { sessionCookie } from './session-cookies';
import { customerIdForToken } from '../modules/customers';
import { registerStaffRoutes, staffForToken } from '../modules/staff';
import { staffCookieName } from '@/contracts/staff';
import { getCookie } from 'hono/cookie';
import { staffPrefixGuard } from './staff-route';
import type { AppDeps, AppEnv, Api } from './types';
import { serverDeps } from './deps';
import { registerSystemRoutes } from '../modules/system/system.routes';
import { registerContentRoutes } from '../modules/content/content.routes';
import { registerCatalogueRoutes } from '../modules/catalogue/catalogue.routes';
import { registerListingRoutes } from '../modules/catalogue/listing.routes';
import { registerBookRoutes } from '../modules/works/works.routes';
import { registerAuthorRoutes } from '../modules/authors/authors.routes';
import { registerFeedRoutes } from '../modules/feeds/feeds.routes';
import { registerSeriesRoutes } from '../modules/series/series.routes';
import { registerCartRoutes } from '../modules/cart/cart.routes';
import { registerContactRoutes } from '../modules/content/contact.routes';
import { registerPushRoutes } from '../modules/push/push.routes';
import { serverEnv } from '../env';
import { registerDevOutboxRoutes } from '../modules/dev-outbox/dev-outbox.routes';
import { commerceEnv } from '../commerce-config';
import { registerShippingRoutes } from '../modules/shipping/shipping.routes';
import { registerVoucherRoutes } from '../modules/vouchers/vouchers.routes';
import { registerCheckoutRoutes } from '../modules/checkout/checkout.routes';
import { registerOrderRoutes } from '../modules/orders/orders.routes';
import { registerDeskRoutes } from '../modules/orders/desk/desk.routes';
import { registerBankStatementRoutes } from '../modules/bank-statements';
import { registerFulfilmentRoutes } from '../modules/fulfilment/fulfilment.routes';
import { registerRefundRoutes } from '../modules/refunds';
import { registerSandboxCarrierRoutes } from '../modules/fulfilment/sandbox-carrier.routes';
import { registerPaymentRoutes, registerPaymentSandboxRoutes } from '../modules/payments/payments.routes';
import { registerSeoRoutes } from '../modules/seo/seo.routes';
import { registerAccountRoutes } from '../modules/account/account.routes';
import { registerLoginRoutes } from '../modules/login/login.routes';
import { registerWatchdogRoutes } from '../modules/watchdogs/watchdogs.routes';
import { registerWishlistRoutes } from '../modules/wishlist/wishlist.routes';
import { registerReviewRoutes } from '../modules/reviews/reviews.routes';
import { registerProfileRoutes } from '../modules/profiles/profiles.routes';
import { registerWatchdogDevRoutes } from '../modules/watchdogs/watchdogs.dev.routes';
import { registerBuybackDevRoutes, registerBuybackRoutes } from '../modules/buyback/buyback.routes';
import { registerCommissionDevRoutes, registerCommissionRoutes } from '../modules/commission';
import { registerIntakeRoutes } from '../modules/intake';
import { registerCatalogueEditingRoutes } from '../modules/catalogue-editing';
import { registerSupportRoutes } from '../modules/support';
import { registerWarehouseRoutes } from '../modules/warehouse';

export const API_BASE = '/api';
/** The back office's API and the API docs (staff-only in production): the only paths where the staff cookie is read (docs/adr/0019). */
const STAFF_PATHS = ['/api/adonis/admin/', '/api/adonis/openapi.json', '/api/adonis/swagger'] as const;
/** Bodies checked byte for byte by their senders' signatures (webhooks, s2s, the sandbox form): no NFC, no rewriting. */
const SIGNED_BODY_PREFIXES = ['/api/adonis/s2s/', '/api/adonis/v1/payments/webhooks/', '/api/adonis/sandbox/'] as const;

/** @hono/node-server puts Node's request on c.env.incoming; absent when the app is called in-process without one. */
const socketAddress = (env: unknown): string | null =>
  (env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress ?? null;

/**
 * The API's frame without any module: request context (locale, clock, db), XSRF, logging and the
 * one error model. createApp adds the modules; a module's own tests may mount just that module.
 */
export function createApiFrame(deps: AppDeps): Api {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).basePath(API_BASE) as unknown as Api;
  const log = logger();
  const trustedProxies = parseTrustedProxies(commerceEnv(deps.env).TRUSTED_PROXIES);
  const staffCookie = staffCookieName(deps.secureCookies ?? false);

  app.use('*', async (c, next) => {
    const started = performance.now();
    const requestId = c.req.header('x-request-id') || randomUUID();
    c.set('requestId', requestId);
    c.set('clientIp', clientIp({
      remoteAddress: socketAddress(c.env), forwardedFor: c.req.header('x-forwarded-for'), trusted: trustedProxies,
      internalHop: isInternalHop(c.req.header(INTERNAL_HOP_HEADER)),
    }));
    c.set('locale', localeFromAcceptLanguage(c.req.header('accept-language')));
    c.set('now', deps.clock ? deps.clock() : new Date());
    await next();
    c.header('x-request-id', requestId);
    log.info({ reqId: requestId, method: c.req.method, path: redactUrl(c.req.path), status: c.res.status, ms: Math.round(performance.now() - started) }, 'request');
  });
  app.use('*', xsrf({ secure: deps.secureCookies ?? false }));
  // Body size (1 MB unless the route declares more), control characters refused, text NFC (issue 11).
  app.use('*', requestBody(app, { base: API_BASE, skip: SIGNED_BODY_PREFIXES }));
  app.use('*', async (c, next) => {
    const db = (await deps.getDb()).db;
    c.set('db', db);
    const session = sessionCookie(c);
    const customerId = session ? await customerIdForToken(db, session, c.get('now')) : null;
    // Staff only on the back office's API: storefront requests never read the staff cookie (no query).
    const staffToken = STAFF_PATHS.some((p) => c.req.path.startsWith(p)) ? getCookie(c, staffCookie) || null : null;
    const staff = staffToken ? await staffForToken(db, staffToken, c.get('now')) : null;
    c.set('ctx', {
      db, now: c.get('now'), locale: c.get('locale'), ip: c.get('clientIp'),
      customer: customerId === null ? null : { id: customerId }, staff,
      log: log.child({ reqId: c.get('requestId') }),
    });
    await next();
  });
  // Fails closed: nothing under /api/adonis/admin/ but signing in and out answers without a staff session.
  app.use('/adonis/admin/*', staffPrefixGuard);

  app.notFound((c) => c.json(errorBody('NOT_FOUND', `No API route ${c.req.method} ${c.req.path}`), 404));
  app.onError((err, c) => {
    if (err instanceof AppError) {
      const retryAfter = (err.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
      if (typeof retryAfter === 'number') c.header('Retry-After', String(retryAfter));
      return c.json(errorBody(err.code, err.message, err.details), err.status);
    }
    if (err instanceof HTTPException) {
      // Hono raises these for unreadable bodies (malformed JSON): the client's fault, never a 500.
      const status = err.status >= 500 ? 500 : err.status;
      return c.json(errorBody(status === 400 ? 'MALFORMED_REQUEST' : 'FORBIDDEN', err.message), status);
    }
    if (err instanceof SyntaxError) return c.json(errorBody('MALFORMED_REQUEST', 'Body is not valid JSON'), 400);
    log.error({ err, reqId: c.get('requestId'), path: redactUrl(c.req.path) }, err instanceof ZodError ? 'response broke its contract' : 'unhandled error');
    return c.json(errorBody('INTERNAL_ERROR', 'Internal server error'), 500);
  });
  return app;
}

/**
 * The shop API: one Hono app mounted under /api (pages/api/[...path].ts), also run in-process by tests.
 * Its mode (APP_MODE, or deps.env in tests) is fixed when it is created.
 */
export function createApp(appDeps: AppDeps): Api {
  // The mailer, clock and payment collaborators are built here, once, and handed to every module.
  const deps = serverDeps(appDeps);
  const app = createApiFrame(deps);
  const demo = commerceEnv(deps.env).APP_MODE === 'demo';
  registerSystemRoutes(app, deps);
  registerContentRoutes(app, { demo });
  registerContactRoutes(app, deps);
  registerPushRoutes(app, { vapidPublicKey: serverEnv().VAPID_PUBLIC_KEY ?? null });
  registerCatalogueRoutes(app);
  registerListingRoutes(app);
  registerBookRoutes(app);
  registerAuthorRoutes(app);
  registerSeriesRoutes(app);
  registerFeedRoutes(app);
  registerShippingRoutes(app);
  registerVoucherRoutes(app);
  registerCartRoutes(app, deps);
  registerCheckoutRoutes(app, deps);
  registerOrderRoutes(app, deps);
  registerPaymentRoutes(app, deps);
  registerSeoRoutes(app);
  registerLoginRoutes(app, deps);
  registerAccountRoutes(app, deps);
  registerWatchdogRoutes(app);
  registerWishlistRoutes(app);
  registerReviewRoutes(app);
  registerProfileRoutes(app);
  registerStaffRoutes(app, deps);
  registerDeskRoutes(app);
  registerBankStatementRoutes(app, { shopIbans: [commerceEnv(deps.env).BANK_IBAN] });
  registerFulfilmentRoutes(app, deps);
  registerRefundRoutes(app, deps);
  registerBuybackRoutes(app, deps);
  registerCommissionRoutes(app);
  registerIntakeRoutes(app, deps);
  registerCatalogueEditingRoutes(app);
  registerSupportRoutes(app);
  registerWarehouseRoutes(app, { unsoldDays: Number(process.env.WAREHOUSE_UNSOLD_DAYS) || undefined });
  // The demo's doors exist only in demo mode: in production they are not mounted at all, so they
  // answer 404 like any path that never existed (no check inside them that a bug could skip).
  if (demo) registerDemoRoutes(app, deps);
  return app;
}

/** The demo's own doors: the mail outbox page, the payment sandbox, the sandbox carrier, stocking a copy, running the watchdogs now, completing a buyback batch. */
function registerDemoRoutes(app: Api, deps: AppDeps): void {
  registerDevOutboxRoutes(app);
  registerPaymentSandboxRoutes(app, deps);
  registerWatchdogDevRoutes(app, deps);
  registerSandboxCarrierRoutes(app, deps);
  registerBuybackDevRoutes(app, deps);
  registerCommissionDevRoutes(app);
}
