// The order desk (issue 13 item 4, docs/adr/0020): services the staff routes mount as
// POST /api/adonis/admin/v1/orders/{id}/<action> (contracts: src/contracts/admin-orders.ts).
// Permissions per action: DESK_ROUTES below (and DESK_ACTIONS' table in ../order-state.ts).
import type { z } from 'zod';
import {
  addCommentBody, cancelOrderBody, deleteItemBody, deskItemParam, deskOrderIdParam, deskReasonBody, extendDeadlineBody, markPaidBody, mergeOrdersBody, orderTagBody,
  type DeskActionResponse,
} from '@/contracts/admin-orders';
import type { RequestContext } from '../../../http/context';
import {
  addComment, addTag, cancelOrder, closeComment, completeOrder, deleteItem, extendDeadline, markPaid, maxCreditLock, mergeOrders, removeTag, reopenComment,
  restoreItem, stockUp,
} from './desk.service';
import { getDeskOrder } from './desk-detail.service';
import { DESK_ACTION_PERMISSION, DESK_NOTES_PERMISSION } from './desk-permissions';

export type { DeskInput, DeskItemInput } from './desk.service';
// Money back as the desk records it (a refund row; for the wallet, its ledger row): bank-transfer
// matching (modules/bank-statements) returns an overpayment this way.
export { insertRefund, insertWalletEntry } from './desk.repository';
export { retryOnDeadlock } from './desk-retry';
export { DESK_ACTIONS, type DeskAction } from '../order-state';
export { DESK_ACTION_PERMISSION, DESK_NOTES_PERMISSION } from './desk-permissions';

export const OrderDesk = {
  getOrder: getDeskOrder,
  complete: completeOrder,
  markPaid,
  cancel: cancelOrder,
  stockUp,
  merge: mergeOrders,
  deleteItem,
  restoreItem,
  extend: extendDeadline,
  maxCreditLock,
  addTag,
  removeTag,
  addComment,
  closeComment,
  reopenComment,
} as const;

/** Path parameters of the tag and comment sub-resources. */
const tagParam = deskOrderIdParam.extend({ tag: orderTagBody.shape.tag });
const commentParam = deskOrderIdParam.extend({ commentId: deskItemParam.shape.itemId });

/**
 * The desk's write calls as the staff route layer mounts them (paths under /api/adonis/admin/v1,
 * OpenAPI `{param}` style): the permission each declares, its zod params and body, and the service
 * call. Every one takes the Idempotency-Key header and answers deskActionResponse (200).
 * GET orders/{id} (orders.read) answers deskOrderDetail through OrderDesk.getOrder(ctx, id).
 */
export interface DeskRoute<P extends z.ZodTypeAny = z.ZodTypeAny, B extends z.ZodTypeAny = z.ZodTypeAny> {
  method: 'post' | 'delete';
  path: string;
  permission: 'orders.write' | 'payments.confirm' | 'refunds';
  params: P;
  /** null: no body (the service's input is built from the path). */
  body: B | null;
  run: (ctx: RequestContext, params: z.infer<P>, body: z.infer<B>, idempotencyKey: string) => Promise<DeskActionResponse>;
}

const route = <P extends z.ZodTypeAny, B extends z.ZodTypeAny>(r: DeskRoute<P, B>): DeskRoute => r as unknown as DeskRoute;

export const DESK_ROUTES: readonly DeskRoute[] = [
  route({ method: 'post', path: '/orders/{id}/complete', permission: DESK_ACTION_PERMISSION.complete, params: deskOrderIdParam, body: deskReasonBody,
    run: (ctx, p, body, key) => completeOrder(ctx, { orderId: p.id, idempotencyKey: key, body }) }),
  route({ method: 'post', path: '/orders/{id}/mark-paid', permission: DESK_ACTION_PERMISSION['mark-paid'], params: deskOrderIdParam, body: markPaidBody,
    run: (ctx, p, body, key) => markPaid(ctx, { orderId: p.id, idempotencyKey: key, body }) }),
  // Cancelling a paid order also refunds it; the refund itself is recorded here, sending a pending one is the refunds desk's (`refunds`).
  route({ method: 'post', path: '/orders/{id}/cancel', permission: DESK_ACTION_PERMISSION.cancel, params: deskOrderIdParam, body: cancelOrderBody,
    run: (ctx, p, body, key) => cancelOrder(ctx, { orderId: p.id, idempotencyKey: key, body }) }),
  route({ method: 'post', path: '/orders/{id}/stock-up', permission: DESK_ACTION_PERMISSION['stock-up'], params: deskOrderIdParam, body: deskReasonBody,
    run: (ctx, p, body, key) => stockUp(ctx, { orderId: p.id, idempotencyKey: key, body }) }),
  route({ method: 'post', path: '/orders/{id}/merge', permission: DESK_ACTION_PERMISSION.merge, params: deskOrderIdParam, body: mergeOrdersBody,
    run: (ctx, p, body, key) => mergeOrders(ctx, { orderId: p.id, idempotencyKey: key, body }) }),
  route({ method: 'post', path: '/orders/{id}/items/{itemId}/delete', permission: DESK_ACTION_PERMISSION['items-delete'], params: deskItemParam, body: deleteItemBody,
    run: (ctx, p, body, key) => deleteItem(ctx, { orderId: p.id, itemId: p.itemId, idempotencyKey: key, body }) }),
  route({ method: 'post', path: '/orders/{id}/items/{itemId}/restore', permission: DESK_ACTION_PERMISSION['items-restore'], params: deskItemParam, body: deskReasonBody,
    run: (ctx, p, body, key) => restoreItem(ctx, { orderId: p.id, itemId: p.itemId, idempotencyKey: key, body }) }),
  route({ method: 'post', path: '/orders/{id}/extend', permission: DESK_ACTION_PERMISSION.extend, params: deskOrderIdParam, body: extendDeadlineBody,
    run: (ctx, p, body, key) => extendDeadline(ctx, { orderId: p.id, idempotencyKey: key, body }) }),
  route({ method: 'post', path: '/orders/{id}/max-credit-lock', permission: DESK_ACTION_PERMISSION['max-credit-lock'], params: deskOrderIdParam, body: deskReasonBody,
    run: (ctx, p, body, key) => maxCreditLock(ctx, { orderId: p.id, idempotencyKey: key, body }) }),
  route({ method: 'post', path: '/orders/{id}/tags', permission: DESK_NOTES_PERMISSION, params: deskOrderIdParam, body: orderTagBody,
    run: (ctx, p, body, key) => addTag(ctx, { orderId: p.id, idempotencyKey: key, body }) }),
  route({ method: 'delete', path: '/orders/{id}/tags/{tag}', permission: DESK_NOTES_PERMISSION, params: tagParam, body: null,
    run: (ctx, p, _body, key) => removeTag(ctx, { orderId: p.id, idempotencyKey: key, body: { tag: p.tag } }) }),
  route({ method: 'post', path: '/orders/{id}/comments', permission: DESK_NOTES_PERMISSION, params: deskOrderIdParam, body: addCommentBody,
    run: (ctx, p, body, key) => addComment(ctx, { orderId: p.id, idempotencyKey: key, body }) }),
  route({ method: 'post', path: '/orders/{id}/comments/{commentId}/close', permission: DESK_NOTES_PERMISSION, params: commentParam, body: null,
    run: (ctx, p, _body, key) => closeComment(ctx, { orderId: p.id, idempotencyKey: key, body: { commentId: p.commentId } }) }),
  route({ method: 'post', path: '/orders/{id}/comments/{commentId}/reopen', permission: DESK_NOTES_PERMISSION, params: commentParam, body: null,
    run: (ctx, p, _body, key) => reopenComment(ctx, { orderId: p.id, idempotencyKey: key, body: { commentId: p.commentId } }) }),
];

/** GET /orders/{id}: the detail read model. */
export const DESK_DETAIL_PERMISSION = 'orders.read';
