import { randomUUID } from 'node:crypto';
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { apiError } from '@/contracts/common';
import { payoutView } from '@/contracts/buyback';
import {
  adjustmentResult, contactAssignBody, contactInbox, contactInboxQuery, creditLockBody, debtBody, moderateReviewBody, reportedReviewList, supportActionResult,
  supportCommentBody, supportCommissionRotated, supportCustomerDetail, supportCustomerList, supportCustomerListQuery, supportReasonBody, supportViewAs, walletAdjustmentBody,
} from '@/contracts/support';
import { staffRoute } from '../../http/staff-route';
import type { AppEnv, Api } from '../../http/types';
import { respond } from '../../http/validation';
import * as desk from './support.service';
import * as money from './support-money.service';
import * as moderation from './moderation.service';

const json = <T,>(schema: T) => ({ content: { 'application/json': { schema } } });
const err = (description: string) => ({ description, ...json(apiError) });
const body = <T,>(schema: T) => ({ body: { required: true, ...json(schema) } });
const BASE = '/adonis/admin/v1';
const id = z.coerce.number().int().positive();
const customerParam = z.object({ id });
const ok = (c: Context<AppEnv>, value: number | null = null) => respond(c, supportActionResult, { ok: true as const, id: value });
const noStore = (c: Context<AppEnv>) => c.header('cache-control', 'private, no-store');
const okResponse = { 200: { description: 'Done', ...json(supportActionResult) } };

/** The customer-support desk (issue 16 items 4–5, docs/adr/0031): see the route table in src/contracts/support.ts. */
export function registerSupportRoutes(app: Api): void {
  // ---------------------------------------------------------------- customers (read)
  staffRoute(app, {
    method: 'get', path: `${BASE}/customers`, permission: 'customers', tags: ['support'],
    summary: 'Customers, newest first, server-paged; q searches e-mail, name, nickname, phone, public hash, order number, #id',
    request: { query: supportCustomerListQuery }, responses: { 200: { description: 'Customers', ...json(supportCustomerList) } },
  }, async (c) => { noStore(c); return respond(c, supportCustomerList, await desk.listCustomers(c.var.ctx, c.req.valid('query'))); });

  staffRoute(app, {
    method: 'get', path: `${BASE}/customers/{id}`, permission: 'customers', tags: ['support'],
    summary: 'A customer as support sees them: profile, wallet and ledger, credit locks, adjustments, debts, payouts, orders, leads, batches, commission account and copies, reviews, wishlist, watchdogs, sessions, comments, journal',
    request: { params: customerParam }, responses: { 200: { description: 'Customer', ...json(supportCustomerDetail) }, 404: err('NOT_FOUND') },
  }, async (c) => { noStore(c); return respond(c, supportCustomerDetail, await desk.customerDetail(c.var.ctx, c.req.valid('param').id)); });

  staffRoute(app, {
    method: 'get', path: `${BASE}/customers/{id}/view-as`, permission: 'customers', tags: ['support'],
    summary: 'What the customer’s account shows, read only (no customer session is made); journaled',
    request: { params: customerParam }, responses: { 200: { description: 'The account as the customer sees it', ...json(supportViewAs) }, 404: err('NOT_FOUND') },
  }, async (c) => { noStore(c); return respond(c, supportViewAs, await desk.viewAsCustomer(c.var.ctx, c.req.valid('param').id)); });

  // ---------------------------------------------------------------- comments, anonymise
  staffRoute(app, {
    method: 'post', path: `${BASE}/customers/{id}/comments`, permission: 'customers', tags: ['support'], summary: 'A staff comment on the customer (journaled)',
    request: { params: customerParam, ...body(supportCommentBody) }, responses: { ...okResponse, 404: err('NOT_FOUND') },
  }, async (c) => ok(c, await desk.addComment(c.var.ctx, c.req.valid('param').id, c.req.valid('json').body)));

  for (const action of ['close', 'reopen'] as const) {
    staffRoute(app, {
      method: 'post', path: `${BASE}/customers/{id}/comments/{commentId}/${action}`, permission: 'customers', tags: ['support'],
      summary: `${action === 'close' ? 'Close' : 'Reopen'} a customer comment (journaled when it changes)`,
      request: { params: z.object({ id, commentId: id }) }, responses: { ...okResponse, 404: err('NOT_FOUND') },
    }, async (c) => {
      const p = c.req.valid('param');
      await desk.setCommentClosed(c.var.ctx, p.id, p.commentId, action === 'close');
      return ok(c);
    });
  }

  staffRoute(app, {
    method: 'post', path: `${BASE}/customers/{id}/anonymise`, permission: 'customers', tags: ['support'],
    summary: 'Anonymise the customer on request (GDPR): the account and what it holds go; orders keep their own copy; ledgers and journal stay',
    request: { params: customerParam, ...body(supportReasonBody) }, responses: { ...okResponse, 404: err('NOT_FOUND'), 409: err('CUSTOMER_ANONYMISED') },
  }, async (c) => { await desk.anonymise(c.var.ctx, c.req.valid('param').id, c.req.valid('json').reason); return ok(c); });

  // ---------------------------------------------------------------- commission (the commission module's account)
  staffRoute(app, {
    method: 'post', path: `${BASE}/customers/{id}/commission/rotate`, permission: 'commission', tags: ['support'],
    summary: 'Rotate the customer’s commission private token (every live one revoked; journaled on the account and the customer); the new token is shown once',
    request: { params: customerParam }, responses: { 200: { description: 'The new token', ...json(supportCommissionRotated) }, 404: err('NOT_FOUND') },
  }, async (c) => { noStore(c); return respond(c, supportCommissionRotated, await desk.rotateCommissionToken(c.var.ctx, c.req.valid('param').id)); });

  // ---------------------------------------------------------------- money (customers.money)
  staffRoute(app, {
    method: 'post', path: `${BASE}/customers/{id}/credit-locks`, permission: 'customers.money', tags: ['support'],
    summary: 'Lock wallet credit (a negative wallet row, journaled)',
    request: { params: customerParam, ...body(creditLockBody) },
    responses: { ...okResponse, 404: err('NOT_FOUND'), 409: err('CUSTOMER_ANONYMISED'), 422: err('WALLET_INSUFFICIENT') },
  }, async (c) => ok(c, await money.addCreditLock(c.var.ctx, c.req.valid('param').id, c.req.valid('json'))));

  staffRoute(app, {
    method: 'delete', path: `${BASE}/customers/{id}/credit-locks/{lockId}`, permission: 'customers.money', tags: ['support'],
    summary: 'Release a credit lock (SPEC §7 DELETE credit locks): the credit comes back once, journaled',
    request: { params: z.object({ id, lockId: id }) }, responses: { ...okResponse, 404: err('NOT_FOUND'), 409: err('CREDIT_LOCK_RELEASED') },
  }, async (c) => { const p = c.req.valid('param'); await money.removeCreditLock(c.var.ctx, p.id, p.lockId); return ok(c); });

  staffRoute(app, {
    method: 'post', path: `${BASE}/customers/{id}/wallet-adjustments`, permission: 'customers.money', tags: ['support'],
    summary: 'A manual wallet adjustment with a reason: applied at once up to the four-eyes limit, else pending a second employee',
    request: { params: customerParam, ...body(walletAdjustmentBody) },
    responses: { 200: { description: 'The adjustment (applied or pending)', ...json(adjustmentResult) }, 404: err('NOT_FOUND'), 409: err('CUSTOMER_ANONYMISED'), 422: err('WALLET_INSUFFICIENT') },
  }, async (c) => respond(c, adjustmentResult, { adjustment: await money.requestAdjustment(c.var.ctx, c.req.valid('param').id, c.req.valid('json')) }));

  for (const decision of ['approve', 'reject'] as const) {
    staffRoute(app, {
      method: 'post', path: `${BASE}/wallet-adjustments/{id}/${decision}`, permission: 'customers.money', tags: ['support'],
      summary: `${decision === 'approve' ? 'Approve' : 'Reject'} a pending wallet adjustment (a second employee, never the requester)`,
      request: { params: customerParam },
      responses: { 200: { description: 'The adjustment', ...json(adjustmentResult) }, 404: err('NOT_FOUND'), 409: err('ADJUSTMENT_NOT_PENDING'), 422: err('FOUR_EYES_REQUIRED, WALLET_INSUFFICIENT') },
    }, async (c) => respond(c, adjustmentResult, { adjustment: await money.decideAdjustment(c.var.ctx, c.req.valid('param').id, decision) }));
  }

  staffRoute(app, {
    method: 'post', path: `${BASE}/customers/{id}/debts`, permission: 'customers.money', tags: ['support'],
    summary: 'Book a debt (e.g. a refused book’s return fee) or, with settle, its payment by the customer; Idempotency-Key makes a retry book nothing',
    request: { params: customerParam, ...body(debtBody) }, responses: { ...okResponse, 404: err('NOT_FOUND'), 422: err('BUSINESS_RULE (settling more than owed)') },
  }, async (c) => {
    const key = (c.req.header('idempotency-key') ?? '').slice(0, 100) || randomUUID();
    return ok(c, await money.addDebt(c.var.ctx, c.req.valid('param').id, c.req.valid('json'), key));
  });

  for (const outcome of ['paid', 'failed'] as const) {
    staffRoute(app, {
      method: 'post', path: `${BASE}/customers/{id}/payouts/{payoutId}/${outcome}`, permission: 'payouts', tags: ['support'],
      summary: outcome === 'paid' ? 'The bank confirmed an exported payout' : 'A bank payout failed: cancelled, its money to the customer’s wallet',
      request: { params: z.object({ id, payoutId: id }) },
      responses: { 200: { description: 'The payout', ...json(payoutView) }, 404: err('NOT_FOUND'), 409: err('PAYOUT_STATE_CONFLICT') },
    }, async (c) => { const p = c.req.valid('param'); return respond(c, payoutView, await money.settlePayout(c.var.ctx, p.id, p.payoutId, outcome)); });
  }

  // ---------------------------------------------------------------- moderation and inbox
  staffRoute(app, {
    method: 'get', path: `${BASE}/reviews/reported`, permission: 'customers', tags: ['support'], summary: 'Reviews with open reports, oldest report first',
    responses: { 200: { description: 'Reported reviews', ...json(reportedReviewList) } },
  }, async (c) => { noStore(c); return respond(c, reportedReviewList, await moderation.reportedReviews(c.var.ctx)); });

  staffRoute(app, {
    method: 'post', path: `${BASE}/reviews/{id}/moderate`, permission: 'customers', tags: ['support'],
    summary: 'Hide, keep or delete a reported review; each reporter is told by e-mail (a job); journaled on the author',
    request: { params: customerParam, ...body(moderateReviewBody) }, responses: { 200: { description: 'How many reporters are told', ...json(z.object({ told: z.number().int() })) }, 404: err('NOT_FOUND') },
  }, async (c) => respond(c, z.object({ told: z.number().int() }), await moderation.moderateReview(c.var.ctx, c.req.valid('param').id, c.req.valid('json').decision)));

  staffRoute(app, {
    method: 'get', path: `${BASE}/contact-messages`, permission: 'customers', tags: ['support'], summary: 'The contact-form inbox: open (oldest first), mine, or closed',
    request: { query: contactInboxQuery }, responses: { 200: { description: 'Messages', ...json(contactInbox) } },
  }, async (c) => { noStore(c); return respond(c, contactInbox, await moderation.contactInbox(c.var.ctx, c.req.valid('query'))); });

  staffRoute(app, {
    method: 'post', path: `${BASE}/contact-messages/{id}/assign`, permission: 'customers', tags: ['support'], summary: 'Assign a message (to the caller unless staffId; null unassigns)',
    request: { params: customerParam, ...body(contactAssignBody) }, responses: { ...okResponse, 404: err('NOT_FOUND'), 422: err('BUSINESS_RULE (no such employee)') },
  }, async (c) => { await moderation.contactAction(c.var.ctx, c.req.valid('param').id, { kind: 'assign', staffId: c.req.valid('json').staffId }); return ok(c); });

  for (const kind of ['close', 'reopen'] as const) {
    staffRoute(app, {
      method: 'post', path: `${BASE}/contact-messages/{id}/${kind}`, permission: 'customers', tags: ['support'], summary: `${kind === 'close' ? 'Close' : 'Reopen'} a message`,
      request: { params: customerParam }, responses: { ...okResponse, 404: err('NOT_FOUND') },
    }, async (c) => { await moderation.contactAction(c.var.ctx, c.req.valid('param').id, { kind }); return ok(c); });
  }
}
