import { createRoute, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import {
  batchCodeParam, batchCodesBody, batchCodesResponse, batchList, batchTransitionBody, BATCH_STATES, leadCreateBody, leadIdParam, leadLinkMailResponse, leadList,
  leadSubmitBody, leadTokenParam, leadUpdateBody, leadView, LEAD_PHOTO_MAX_BYTES, LEAD_TOKEN_HEADER, payoutExportBody, payoutList,
  quoteRequest, quoteResponse, supplierList, supplierListQuery, transportOptions,
} from '@/contracts/buyback';
import { originFor } from '@/i18n/locales';
import { absoluteUrl } from '@/routing/resolve';
import { commerceEnv } from '../../commerce-config';
import { requireCustomer } from '../../http/context';
import { serverDeps } from '../../http/deps';
import { AppError, notFound } from '../../http/errors';
import { declareBodyLimit } from '../../http/request-body';
import { staffRoute } from '../../http/staff-route';
import type { Api, AppDeps } from '../../http/types';
import { respond } from '../../http/validation';
import { completeBatchDemo, transitionBatch } from './batch-flow.service';
import { batchLabelPdf, customerBatchViews, pregenerateCodes, staffBatchViews } from './batches.service';
import { err, fieldErrorsHook, json, noStore } from './buyback.openapi';
import {
  batchForLabel, createLead, getLead, getLeadByToken, listMyLeads, mailLeadLink, submitLead, updateLead, uploadLeadPhoto, type LeadDeps,
} from './leads.service';
import { photoBytes } from './leads.repository';
import { customerPayoutViews, exportPayouts } from './payouts.service';
import { quote } from './quotes.service';
import { supplierList as listSupplierRows } from './suppliers.service';
import { transportOptionsFor } from './transport-config';

const V1 = '/adonis/v1';
const ADMIN = '/adonis/admin/v1';
const hook = fieldErrorsHook as never;
const tokenHeader = z.object({ [LEAD_TOKEN_HEADER]: z.string().max(100).optional().openapi({ description: 'The lead’s private token (anonymous seller)' }) });
const leadErrors = {
  400: err('MALFORMED_REQUEST'),
  404: err('NOT_FOUND: no such lead, or neither its owner nor its token'),
  422: err('INVALID_FIELDS: details [{path, message}]'),
};

export function buybackDeps(appDeps: AppDeps): LeadDeps & { env: ReturnType<typeof commerceEnv> } {
  const deps = serverDeps(appDeps);
  const env = commerceEnv(deps.env);
  return {
    mailer: deps.mailer, env, carriers: { env, now: deps.clock, fetch: deps.fetch, sandboxBaseUrl: originFor('cs', env.PORT) },
    sellPageUrl: (locale, token) => `${absoluteUrl('sellBooks', locale, {}, { port: env.PORT })}?token=${encodeURIComponent(token)}`,
  };
}

/** Buying books (issue 14; contracts: src/contracts/buyback.ts; pricing: docs/adr/0026). */
export function registerBuybackRoutes(app: Api, appDeps: AppDeps): void {
  const deps = buybackDeps(appDeps);
  const leadToken = (c: { req: { header: (n: string) => string | undefined } }) => c.req.header(LEAD_TOKEN_HEADER) ?? null;

  app.openapi(createRoute({
    method: 'post', path: `${V1}/buyback/quotes`, tags: ['buyback'],
    summary: 'Instant offers: per ISBN (≤ 200, ISBN-10/13, hyphens allowed) a cash and commission price per condition band in the storefront’s currency, or a refusal with its reason; with why (readers waiting, stock, days to sell)',
    request: { body: { required: true, ...json(quoteRequest) } },
    responses: {
      200: { description: 'One result per ISBN, in order', ...json(quoteResponse) },
      400: err('MALFORMED_REQUEST: not JSON'),
      422: err('INVALID_FIELDS: details [{path, message}] (no list, more than 200, not strings)'),
    },
  }), async (c) => {
    noStore(c);
    return respond(c, quoteResponse, await quote(c.var.ctx, c.req.valid('json').isbns));
  }, hook);

  app.openapi(createRoute({
    method: 'get', path: `${V1}/buyback/transport-options`, tags: ['buyback'],
    summary: 'Selling by post on this storefront: its carrier services (none in en) and the next courier pickup dates (working days after the cut-off, without public holidays)',
    responses: { 200: { description: 'Carriers', ...json(transportOptions) } },
  }), async (c) => {
    noStore(c);
    return respond(c, transportOptions, transportOptionsFor(c.var.ctx.locale, c.var.ctx.now));
  });

  app.openapi(createRoute({
    method: 'post', path: `${V1}/leads`, tags: ['buyback'],
    summary: 'A sell-books draft (anonymous or logged in: the customer’s details fill what is missing); the answer carries its private token',
    request: { body: { required: true, ...json(leadCreateBody) } },
    responses: { 201: { description: 'The draft', ...json(leadView) }, 400: leadErrors[400], 422: leadErrors[422] },
  }), async (c) => {
    noStore(c);
    return respond(c, leadView, await createLead(c.var.ctx, c.req.valid('json')), 201);
  }, hook);

  app.openapi(createRoute({
    method: 'get', path: `${V1}/leads/by-token/{token}`, tags: ['buyback'], summary: 'A lead by its private token (the resume link)',
    request: { params: leadTokenParam },
    responses: { 200: { description: 'The lead (a draft re-quoted now)', ...json(leadView) }, 404: leadErrors[404], 422: leadErrors[422] },
  }), async (c) => {
    noStore(c);
    return respond(c, leadView, await getLeadByToken(c.var.ctx, c.req.valid('param').token));
  }, hook);

  app.openapi(createRoute({
    method: 'get', path: `${V1}/leads/{id}`, tags: ['buyback'], summary: 'A lead of the logged-in owner, or with its token in X-Lead-Token',
    request: { params: leadIdParam, headers: tokenHeader },
    responses: { 200: { description: 'The lead', ...json(leadView) }, 404: leadErrors[404], 422: leadErrors[422] },
  }), async (c) => {
    noStore(c);
    return respond(c, leadView, await getLead(c.var.ctx, c.req.valid('param').id, leadToken(c)));
  }, hook);

  app.openapi(createRoute({
    method: 'patch', path: `${V1}/leads/{id}`, tags: ['buyback'], summary: 'Change a draft: items (replace), payout, contact (merge), note',
    request: { params: leadIdParam, headers: tokenHeader, body: { required: true, ...json(leadUpdateBody) } },
    responses: { 200: { description: 'The draft', ...json(leadView) }, ...leadErrors, 409: err('LEAD_NOT_EDITABLE: submitted already (details.state)') },
  }), async (c) => {
    noStore(c);
    return respond(c, leadView, await updateLead(c.var.ctx, c.req.valid('param').id, leadToken(c), c.req.valid('json')));
  }, hook);

  app.openapi(createRoute({
    method: 'post', path: `${V1}/leads/{id}/link-mail`, tags: ['buyback'],
    summary: '"Save and finish later": the draft’s private link to its contact e-mail, once per draft and address',
    request: { params: leadIdParam, headers: tokenHeader },
    responses: {
      200: { description: 'Where the link went', ...json(leadLinkMailResponse) }, ...leadErrors,
      409: err('LEAD_NOT_EDITABLE: submitted already'),
      422: err('LEAD_INCOMPLETE (details [{path, message}]: items without a book the shop buys, contact.email missing)'),
      429: err('RATE_LIMITED: too many saved-list e-mails to this address (3 a day) or from this client (10 an hour), with Retry-After'),
    },
  }), async (c) => {
    noStore(c);
    return respond(c, leadLinkMailResponse, await mailLeadLink(c.var.ctx, deps, c.req.valid('param').id, leadToken(c)));
  }, hook);

  app.openapi(createRoute({
    method: 'post', path: `${V1}/leads/{id}/submit`, tags: ['buyback'],
    summary: 'Submit a draft: quotes frozen, a batch made (by post: the carrier booked, a label to print), the seller e-mailed',
    request: { params: leadIdParam, headers: tokenHeader, body: { required: true, ...json(leadSubmitBody) } },
    responses: {
      200: { description: 'The submitted lead with its batch code', ...json(leadView) }, ...leadErrors,
      409: err('LEAD_NOT_EDITABLE: submitted already'),
      422: err('INVALID_FIELDS; LEAD_INCOMPLETE (details [{path, message}]); BUYBACK_TRANSPORT_UNAVAILABLE (details.reason CARRIER | PICKUP_DATE); CARRIER_UNAVAILABLE, CARRIER_REJECTED'),
      502: err('PROVIDER_UNAVAILABLE: the carrier did not answer'),
    },
  }), async (c) => {
    noStore(c);
    return respond(c, leadView, await submitLead(c.var.ctx, deps, c.req.valid('param').id, leadToken(c), c.req.valid('json')));
  }, hook);

  // The spine photo: raw bytes, not JSON (outside the OpenAPI document, as the profile picture), checked by its bytes.
  declareBodyLimit(app, 'PUT', `${V1}/leads/:id/photo`, LEAD_PHOTO_MAX_BYTES);
  app.put(`${V1}/leads/:id/photo`, bodyLimit({
    maxSize: LEAD_PHOTO_MAX_BYTES,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE', `The photo may have at most ${LEAD_PHOTO_MAX_BYTES} bytes`);
    },
  }), async (c) => {
    noStore(c);
    const id = leadIdParam.safeParse({ id: c.req.param('id') });
    if (!id.success) throw notFound('Lead');
    return respond(c, leadView, await uploadLeadPhoto(c.var.ctx, id.data.id, leadToken(c), new Uint8Array(await c.req.arrayBuffer())));
  });

  // The label is opened as a link: the token may come in the query as well as in the header.
  app.get(`${V1}/batches/:code/label.pdf`, async (c) => {
    const code = batchCodeParam.safeParse({ code: c.req.param('code') });
    if (!code.success) throw notFound('Batch');
    const { batch, lead } = await batchForLabel(c.var.ctx, code.data.code, leadToken(c) ?? c.req.query('token') ?? null);
    if (!batch.carrier) throw notFound('Label');
    const pdf = await batchLabelPdf(c.var.ctx.db, batch, lead.contact);
    return c.body(new Uint8Array(pdf), 200, {
      'content-type': 'application/pdf', 'cache-control': 'private, no-store', 'content-disposition': `inline; filename="${batch.code}.pdf"`,
    });
  });

  app.openapi(createRoute({
    method: 'get', path: `${V1}/users/current/leads`, tags: ['buyback'], summary: 'The logged-in customer’s sell-books leads (drafts to resume, submitted ones)',
    responses: { 200: { description: 'Leads', ...json(leadList) }, 401: err('NOT_LOGGED_IN') },
  }), async (c) => {
    noStore(c);
    return respond(c, leadList, await listMyLeads(c.var.ctx, requireCustomer(c.var.ctx).id));
  });

  app.openapi(createRoute({
    method: 'get', path: `${V1}/users/current/batches`, tags: ['buyback'], summary: 'The logged-in customer’s batches: state history, each book’s fate (accepted at what price, refused and why)',
    responses: { 200: { description: 'Batches', ...json(batchList) }, 401: err('NOT_LOGGED_IN') },
  }), async (c) => {
    noStore(c);
    return respond(c, batchList, { items: await customerBatchViews(c.var.ctx.db, requireCustomer(c.var.ctx).id, c.var.ctx.locale) });
  });

  app.openapi(createRoute({
    method: 'get', path: `${V1}/users/current/payouts`, tags: ['buyback'], summary: 'The logged-in customer’s payouts (wallet or bank, bonus, debt settled, state)',
    responses: { 200: { description: 'Payouts', ...json(payoutList) }, 401: err('NOT_LOGGED_IN') },
  }), async (c) => {
    noStore(c);
    return respond(c, payoutList, { items: await customerPayoutViews(c.var.ctx.db, requireCustomer(c.var.ctx).id) });
  });

  // Staff (docs/adr/0019): codes for printed bags, the batch list, state moves, payout files.
  staffRoute(app, {
    method: 'post', path: `${ADMIN}/buyback/batch-codes`, permission: 'buyback',
    summary: 'Pregenerate N batch codes for printed bags (batches without a seller until a lead takes one)',
    request: { body: { required: true, ...json(batchCodesBody) } },
    responses: { 201: { description: 'The new codes', ...json(batchCodesResponse) }, 400: err('VALIDATION_FAILED') },
  }, async (c) => {
    noStore(c);
    return respond(c, batchCodesResponse, { codes: await pregenerateCodes(c.var.ctx, c.req.valid('json').count) }, 201);
  });

  staffRoute(app, {
    method: 'get', path: `${ADMIN}/buyback/suppliers`, permission: 'buyback',
    summary: 'Suppliers (customers who sell books to the shop), the most recent seller first, server-paged; q searches e-mail, name, #id',
    request: { query: supplierListQuery },
    responses: { 200: { description: 'Suppliers', ...json(supplierList) }, 400: err('VALIDATION_FAILED') },
  }, async (c) => {
    noStore(c);
    return respond(c, supplierList, await listSupplierRows(c.var.ctx.db, c.req.valid('query')));
  });

  staffRoute(app, {
    method: 'get', path: `${ADMIN}/buyback/batches`, permission: 'buyback', summary: 'Batches, newest first (optionally one state)',
    request: { query: z.object({ state: z.enum(BATCH_STATES).optional() }) },
    responses: { 200: { description: 'Batches', ...json(batchList) }, 400: err('VALIDATION_FAILED') },
  }, async (c) => {
    noStore(c);
    return respond(c, batchList, { items: await staffBatchViews(c.var.ctx.db, c.req.valid('query').state) });
  });

  staffRoute(app, {
    method: 'post', path: `${ADMIN}/buyback/batches/{code}/transition`, permission: 'buyback',
    summary: 'Move a batch along its state machine (processed pays its accepted books; a wallet payout makes it paid_out at once)',
    request: { params: batchCodeParam, body: { required: true, ...json(batchTransitionBody) } },
    responses: { 200: { description: 'The batch', ...json(batchList.shape.items.element) }, 404: err('NOT_FOUND'), 409: err('BATCH_STATE_CONFLICT (details.from, details.to)') },
  }, async (c) => {
    noStore(c);
    const body = c.req.valid('json');
    const view = await transitionBatch({ ...c.var.ctx, staffId: c.var.ctx.staff!.id }, deps, c.req.valid('param').code, body.to, body.reason);
    return respond(c, batchList.shape.items.element, view);
  });

  staffRoute(app, {
    method: 'post', path: `${ADMIN}/buyback/payouts/export`, permission: 'payouts',
    summary: 'The bank payouts not exported yet as a payment file (SEPA pain.001 XML or Czech ABO); each payout once, its bank lock released, its batch paid_out',
    request: { body: { required: true, ...json(payoutExportBody) } },
    responses: { 200: { description: 'The file', content: { 'application/xml': { schema: z.string() }, 'text/plain': { schema: z.string() } } }, 400: err('VALIDATION_FAILED') },
  }, async (c) => {
    const file = await exportPayouts({ ...c.var.ctx, staffId: c.var.ctx.staff!.id }, deps, c.req.valid('json'));
    return c.body(file.content, 200, {
      'content-type': file.contentType, 'cache-control': 'private, no-store', 'x-payout-count': String(file.count),
      'content-disposition': `attachment; filename="${file.filename}"`,
    }) as never;
  });

  staffRoute(app, {
    method: 'get', path: `${ADMIN}/buyback/leads/{id}/photo`, permission: 'buyback', summary: 'The spine photo of a lead',
    request: { params: leadIdParam },
    responses: { 200: { description: 'The picture', content: { 'image/jpeg': { schema: z.string().openapi({ format: 'binary' }) } } }, 404: err('NOT_FOUND') },
  }, async (c) => {
    const photo = await photoBytes(c.var.ctx.db, c.req.valid('param').id);
    if (!photo) throw notFound('Photo');
    return c.body(new Uint8Array(photo.bytes), 200, {
      'content-type': photo.contentType, 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff', 'content-security-policy': "default-src 'none'; sandbox",
    }) as never;
  });
}

/** Demo mode only (createApp mounts it with the other dev routes; absent — 404 — in production). */
export function registerBuybackDevRoutes(app: Api, appDeps: AppDeps): void {
  const deps = buybackDeps(appDeps);
  app.post('/adonis/dev/buyback/batches/:code/complete', async (c) => {
    const code = batchCodeParam.safeParse({ code: c.req.param('code') });
    if (!code.success) throw notFound('Batch');
    return c.json(await completeBatchDemo(c.var.ctx, deps, code.data.code));
  });
}
