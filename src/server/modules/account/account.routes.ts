import { createRoute, z, type RouteConfig } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  accountOrderDetail, accountOrderList, addressInput, emailChangeConfirm, emailChangeRequest, billingHistory, currentUser, currentUserPatch, deleteAccountBody,
  readServerFilter, saveFiltersBody, savedFilters, wallet,
} from '@/contracts/account';
import { loginRequestResponse, logoutResponse } from '@/contracts/auth';
import { absoluteUrl } from '@/routing/resolve';
import { commerceEnv } from '../../commerce-config';
import { requireCustomer } from '../../http/context';
import { serverDeps } from '../../http/deps';
import { errorResponse as err, json } from '../../http/openapi-responses';
import { clearSessionCookies, sessionCookie } from '../../http/session-cookies';
import type { AppDeps, AppEnv, Api } from '../../http/types';
import { respond } from '../../http/validation';
import { deleteCustomerSessions } from '../customers';
import { LOGIN_LIMITS_DEFAULT, loginCodeRequestResponses, requestLoginCode, type LoginDeps, type LoginLimits } from '../login';
import * as account from './account.service';

const authErrors = { 401: err('NOT_LOGGED_IN'), 403: err('XSRF_TOKEN_INVALID') } satisfies RouteConfig['responses'];

export interface AccountRouteOptions {
  /** Tests tighten the login limits (the e-mail change sends a login code). */
  limits?: LoginLimits;
}
/** The account area under users/current (issue 5): profile, e-mail change, sessions, addresses, orders, documents, wallet, filters. */
export function registerAccountRoutes(app: Api, deps: AppDeps, options: AccountRouteOptions = {}): void {
  const shared = serverDeps(deps);
  const loginDeps = (): LoginDeps => ({
    mailer: shared.mailer, limits: options.limits ?? LOGIN_LIMITS_DEFAULT,
    loginPageUrl: (locale) => absoluteUrl('login', locale, {}, { port: commerceEnv(deps.env).PORT }),
  });
  const paymentEnv = () => shared.payments.env;
  const customerId = (c: Context<AppEnv>) => requireCustomer(c.var.ctx).id;

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
      responses: { ...loginCodeRequestResponses, 401: err('NOT_LOGGED_IN') },
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
