import { createRoute, z } from '@hono/zod-openapi';
import { getCookie } from 'hono/cookie';
import { SESSION_COOKIE } from '@/contracts/auth';
import {
  autoPayoutBody, exchangeRateBody, exchangeRateDayParam, exchangeRateList,
  commissionCopyList, commissionCopyView, commissionOverview, commissionPayoutView, commissionPublicTokenParam, commissionShare,
  commissionStatement, commissionTokenParam, myCommission, offerChoiceBody, payoutDecisionBody, payoutRequestBody, priceChangeBody,
  staffCommissionPayoutList, statementMonth, tokenRotated,
} from '@/contracts/commission';
import { requireCustomer } from '../../http/context';
import { notFound } from '../../http/errors';
import { staffRoute } from '../../http/staff-route';
import { ANONYMOUS_COOKIE } from '../../http/xsrf';
import type { Api } from '../../http/types';
import { respond } from '../../http/validation';
import { err, fieldErrorsHook, json, noStore } from './commission.openapi';
import * as service from './commission.service';

const V1 = '/adonis/v1';
const ADMIN = '/adonis/admin/v1';
const hook = fieldErrorsHook as never;
const notFoundErr = err('NOT_FOUND: unknown, rotated or malformed token (never a hint which)');
const copyParam = commissionTokenParam.extend({ copyId: z.coerce.number().int().positive() });
const idParam = z.object({ id: z.coerce.number().int().positive() });

/** Commission selling (issue 16; contracts: src/contracts/commission.ts; docs/adr/0030). */
export function registerCommissionRoutes(app: Api): void {
  app.openapi(createRoute({
    method: 'get', path: `${V1}/commission/{token}`, tags: ['commission'],
    summary: 'The seller’s dashboard: terms, copies listed and sold, earned, paid, pending, balance, payouts',
    request: { params: commissionTokenParam },
    responses: { 200: { description: 'Overview', ...json(commissionOverview) }, 404: notFoundErr },
  }), async (c) => {
    noStore(c);
    return respond(c, commissionOverview, await service.overview(c.var.ctx, c.req.valid('param').token));
  });

  app.openapi(createRoute({
    method: 'get', path: `${V1}/commission/{token}/books`, tags: ['commission'],
    summary: 'Every copy of the seller: state, price, days listed, views, wishlists and watchdogs waiting',
    request: { params: commissionTokenParam },
    responses: { 200: { description: 'Copies', ...json(commissionCopyList) }, 404: notFoundErr },
  }), async (c) => {
    noStore(c);
    return respond(c, commissionCopyList, await service.copiesOf(c.var.ctx, c.req.valid('param').token, 'all'));
  });

  app.openapi(createRoute({
    method: 'get', path: `${V1}/commission/{token}/discarded-books`, tags: ['commission'],
    summary: 'Copies whose listing ended: the offer (return for a fee, donate, re-price), its deadline, the choice',
    request: { params: commissionTokenParam },
    responses: { 200: { description: 'Copies', ...json(commissionCopyList) }, 404: notFoundErr },
  }), async (c) => {
    noStore(c);
    return respond(c, commissionCopyList, await service.copiesOf(c.var.ctx, c.req.valid('param').token, 'offers'));
  });

  app.openapi(createRoute({
    method: 'post', path: `${V1}/commission/{token}/discarded-books/{copyId}/choice`, tags: ['commission'],
    summary: 'The seller’s choice for a copy whose listing ended, within the window',
    request: { params: copyParam, body: { required: true, ...json(offerChoiceBody) } },
    responses: {
      200: { description: 'The copy', ...json(commissionCopyView) }, 404: notFoundErr,
      409: err('COMMISSION_OFFER_CLOSED'), 422: err('INVALID_FIELDS | COMMISSION_PRICE_OUT_OF_RANGE'),
    },
  }), async (c) => {
    noStore(c);
    const { token, copyId } = c.req.valid('param');
    return respond(c, commissionCopyView, await service.chooseOffer(c.var.ctx, token, copyId, c.req.valid('json')));
  }, hook);

  app.openapi(createRoute({
    method: 'post', path: `${V1}/commission/{token}/books/{copyId}/price`, tags: ['commission'],
    summary: 'A price change the seller may make within the terms (minimum price, at most twice the price, a few changes)',
    request: { params: copyParam, body: { required: true, ...json(priceChangeBody) } },
    responses: { 200: { description: 'The copy', ...json(commissionCopyView) }, 404: notFoundErr, 422: err('INVALID_FIELDS | COMMISSION_PRICE_OUT_OF_RANGE') },
  }), async (c) => {
    noStore(c);
    const { token, copyId } = c.req.valid('param');
    return respond(c, commissionCopyView, await service.changePrice(c.var.ctx, token, copyId, c.req.valid('json')));
  }, hook);

  app.openapi(createRoute({
    method: 'get', path: `${V1}/commission/{token}/statements`, tags: ['commission'],
    summary: 'A month’s statement (default: this month): each sale with date, price, share, fees; payouts; balances',
    request: { params: commissionTokenParam, query: z.object({ month: statementMonth.optional() }) },
    responses: { 200: { description: 'Statement', ...json(commissionStatement) }, 404: notFoundErr, 422: err('INVALID_FIELDS') },
  }), async (c) => {
    noStore(c);
    return respond(c, commissionStatement, await service.statement(c.var.ctx, c.req.valid('param').token, c.req.valid('query').month));
  }, hook);

  app.openapi(createRoute({
    method: 'get', path: `${V1}/commission/{token}/statements/{file}`, tags: ['commission'],
    summary: 'A month’s statement as a PDF in the seller’s language ({file} = YYYY-MM.pdf)',
    request: { params: commissionTokenParam.extend({ file: z.string().max(20) }) },
    responses: { 200: { description: 'PDF', content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } } }, 404: notFoundErr },
  }), async (c) => {
    const { token, file } = c.req.valid('param');
    const month = file.replace(/\.pdf$/, '');
    if (!statementMonth.safeParse(month).success) throw notFound('Statement');
    const bytes = await service.statementPdf(c.var.ctx, token, month);
    return c.body(new Uint8Array(bytes), 200, {
      'content-type': 'application/pdf', 'cache-control': 'private, no-store', 'content-disposition': `inline; filename="statement-${month}.pdf"`,
    }) as never;
  });

  app.openapi(createRoute({
    method: 'post', path: `${V1}/commission/{token}/payouts`, tags: ['commission'],
    summary: 'Ask for a payout of the balance (or part of it) to the wallet or a bank account; staff approve it',
    request: { params: commissionTokenParam, body: { required: true, ...json(payoutRequestBody) } },
    responses: {
      201: { description: 'The request', ...json(commissionPayoutView) }, 404: notFoundErr,
      409: err('COMMISSION_PAYOUT_OPEN'), 422: err('INVALID_FIELDS | COMMISSION_PAYOUT_UNAVAILABLE'),
    },
  }), async (c) => {
    noStore(c);
    return respond(c, commissionPayoutView, await service.requestPayout(c.var.ctx, c.req.valid('param').token, c.req.valid('json')), 201);
  }, hook);

  app.openapi(createRoute({
    method: 'post', path: `${V1}/commission/{token}/rotate`, tags: ['commission'],
    summary: 'A new private link: every older one (this one included) stops working at once',
    request: { params: commissionTokenParam },
    responses: { 200: { description: 'The new token', ...json(tokenRotated) }, 404: notFoundErr },
  }), async (c) => {
    noStore(c);
    return respond(c, tokenRotated, await service.rotateBySeller(c.var.ctx, c.req.valid('param').token));
  });

  app.openapi(createRoute({
    method: 'put', path: `${V1}/commission/{token}/auto-payout`, tags: ['commission'],
    summary: 'The automatic-payout threshold (null: off); a balance already at it asks for its payout at once',
    request: { params: commissionTokenParam, body: { required: true, ...json(autoPayoutBody) } },
    responses: { 200: { description: 'Overview', ...json(commissionOverview) }, 404: notFoundErr, 422: err('INVALID_FIELDS | COMMISSION_THRESHOLD_OUT_OF_RANGE') },
  }), async (c) => {
    noStore(c);
    return respond(c, commissionOverview, await service.setAutoPayoutBySeller(c.var.ctx, c.req.valid('param').token, c.req.valid('json')));
  }, hook);

  app.openapi(createRoute({
    method: 'post', path: `${V1}/books/{copyId}/views`, tags: ['commission'],
    summary: 'A view of a copy’s page (its script calls it once shown): counted for commission copies only, once per visitor per day; bots and prefetches ignored; no personal data kept',
    request: { params: z.object({ copyId: z.coerce.number().int().positive() }) },
    responses: { 204: { description: 'Noted (or ignored)' }, 400: err('VALIDATION_FAILED') },
  }), async (c) => {
    const purpose = `${c.req.header('purpose') ?? ''} ${c.req.header('sec-purpose') ?? ''}`;
    await service.recordView(c.var.ctx, c.req.valid('param').copyId, {
      cookie: getCookie(c, ANONYMOUS_COOKIE) || getCookie(c, SESSION_COOKIE) || null,
      ip: c.var.ctx.ip, userAgent: c.req.header('user-agent') ?? null, prefetch: /prefetch|prerender/i.test(purpose),
    });
    c.header('cache-control', 'no-store');
    return c.body(null, 204) as never;
  });

  app.openapi(createRoute({
    method: 'get', path: `${V1}/commission/share/{publicToken}`, tags: ['commission'],
    summary: 'The public share list: the seller’s copies for sale (nothing private)',
    request: { params: commissionPublicTokenParam },
    responses: { 200: { description: 'Copies for sale', ...json(commissionShare) }, 404: notFoundErr },
  }), async (c) => {
    c.header('cache-control', 'private, no-store');
    return respond(c, commissionShare, await service.publicShare(c.var.ctx, c.req.valid('param').publicToken));
  });

  app.openapi(createRoute({
    method: 'get', path: `${V1}/users/current/commission`, tags: ['commission'],
    summary: 'Whether the logged-in customer sells on commission (for /account/books)',
    responses: { 200: { description: 'Summary', ...json(myCommission) }, 401: err('NOT_LOGGED_IN') },
  }), async (c) => {
    noStore(c);
    return respond(c, myCommission, await service.myCommission(c.var.ctx, requireCustomer(c.var.ctx).id));
  });

  app.openapi(createRoute({
    method: 'post', path: `${V1}/users/current/commission/access`, tags: ['commission'],
    summary: 'A private token for the logged-in seller’s dashboard (the previous account token revoked; the seller’s own link stays)',
    responses: { 200: { description: 'Token', ...json(tokenRotated) }, 401: err('NOT_LOGGED_IN'), 404: err('NOT_FOUND: no commission account') },
  }), async (c) => {
    noStore(c);
    return respond(c, tokenRotated, await service.accessLinkForCustomer(c.var.ctx, requireCustomer(c.var.ctx).id));
  });

  // Staff (docs/adr/0019): payouts are approved with `payouts` (as buyback's payment file); tokens with `commission`.
  staffRoute(app, {
    method: 'get', path: `${ADMIN}/commission/payouts`, permission: 'payouts', summary: 'Commission payouts, newest first (optionally one state)',
    request: { query: z.object({ state: z.enum(['requested', 'approved', 'rejected']).optional() }) },
    responses: { 200: { description: 'Payouts', ...json(staffCommissionPayoutList) }, 400: err('VALIDATION_FAILED') },
  }, async (c) => {
    noStore(c);
    return respond(c, staffCommissionPayoutList, await service.staffPayouts(c.var.ctx, c.req.valid('query').state));
  });

  for (const action of ['approve', 'reject'] as const) {
    staffRoute(app, {
      method: 'post', path: `${ADMIN}/commission/payouts/{id}/${action}`, permission: 'payouts',
      summary: action === 'approve'
        ? 'Approve a requested commission payout: wallet credited at once, or a bank payout locked for the next payment file (buyback export)'
        : 'Reject a requested commission payout: the amount back on the seller’s balance (journaled with the reason)',
      request: { params: idParam, body: { required: false, ...json(payoutDecisionBody) } },
      responses: { 200: { description: 'The payout', ...json(commissionPayoutView) }, 404: err('NOT_FOUND'), 409: err('PAYOUT_STATE_CONFLICT') },
    }, async (c) => {
      noStore(c);
      const id = c.req.valid('param').id;
      const view = action === 'approve'
        ? await service.approvePayout(c.var.ctx, id)
        : await service.rejectPayout(c.var.ctx, id, (c.req.valid('json') as { reason?: string } | undefined)?.reason);
      return respond(c, commissionPayoutView, view);
    });
  }

  staffRoute(app, {
    method: 'post', path: `${ADMIN}/commission/accounts/{id}/rotate`, permission: 'commission',
    summary: 'Rotate a seller’s private token (every live one revoked, journaled); the new token is shown once',
    request: { params: idParam },
    responses: { 200: { description: 'The new token', ...json(tokenRotated) }, 404: err('NOT_FOUND') },
  }, async (c) => {
    noStore(c);
    return respond(c, tokenRotated, await service.rotateByStaff(c.var.ctx, c.req.valid('param').id));
  });

  staffRoute(app, {
    method: 'put', path: `${ADMIN}/commission/accounts/{id}/auto-payout`, permission: 'commission',
    summary: 'Set a seller’s automatic-payout threshold (null: off), journaled; a balance already at it asks for its payout at once',
    request: { params: idParam, body: { required: true, ...json(autoPayoutBody) } },
    responses: { 200: { description: 'Overview', ...json(commissionOverview) }, 404: err('NOT_FOUND'), 422: err('VALIDATION_FAILED | COMMISSION_THRESHOLD_OUT_OF_RANGE') },
  }, async (c) => {
    noStore(c);
    return respond(c, commissionOverview, await service.setAutoPayoutByStaff(c.var.ctx, c.req.valid('param').id, c.req.valid('json')));
  });

  staffRoute(app, {
    method: 'get', path: `${ADMIN}/commission/exchange-rates`, permission: 'commission',
    summary: 'The CZK/EUR rates commission sales in the other currency count at (by the day of the sale), newest first',
    responses: { 200: { description: 'Rates', ...json(exchangeRateList) } },
  }, async (c) => {
    noStore(c);
    return respond(c, exchangeRateList, await service.exchangeRates(c.var.ctx));
  });

  staffRoute(app, {
    method: 'put', path: `${ADMIN}/commission/exchange-rates/{validFrom}`, permission: 'commission',
    summary: 'Set the CZK/EUR rate (thousandths) from a day on; that day’s earlier entry is replaced',
    request: { params: exchangeRateDayParam, body: { required: true, ...json(exchangeRateBody) } },
    responses: { 200: { description: 'Rates', ...json(exchangeRateList) }, 400: err('VALIDATION_FAILED') },
  }, async (c) => {
    noStore(c);
    return respond(c, exchangeRateList, await service.setExchangeRate(c.var.ctx, c.req.valid('param').validFrom, c.req.valid('json').czkPerEurMilli));
  });
}

/** Demo mode only: settle delivered and returned commission sales now (the scheduled sweep's work). */
export function registerCommissionDevRoutes(app: Api): void {
  app.post('/adonis/dev/commission/settle', async (c) => c.json(await service.settleCommissionSales(c.var.ctx)));
  // The browser test's seller: a copy for sale and one in a shipped order.
  app.post('/adonis/dev/commission/sellers', async (c) => c.json(await service.createDemoSeller(c.var.ctx), 201));
}

