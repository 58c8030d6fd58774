// The order desk (issue 13 item 4, docs/adr/0020): services the staff routes mount as
// POST /api/adonis/admin/v1/orders/{id}/<action> (contracts: src/contracts/admin-orders.ts).
// Permissions per action: DESK_ACTIONS' table in ../order-state.ts.
import {
  addComment, addTag, cancelOrder, closeComment, completeOrder, deleteItem, extendDeadline, markPaid, maxCreditLock, mergeOrders, removeTag, reopenComment,
  restoreItem, stockUp,
} from './desk.service';
import { getDeskOrder } from './desk-detail.service';

export type { DeskInput, DeskItemInput } from './desk.service';
export { DESK_ACTIONS, type DeskAction } from '../order-state';

/** The permission each desk call needs (the route layer declares it; services do not check). */
export const DESK_PERMISSIONS = {
  detail: 'orders.read',
  complete: 'orders.write',
  'mark-paid': 'payments.confirm',
  cancel: 'orders.write',
  'stock-up': 'orders.write',
  merge: 'orders.write',
  'items-delete': 'orders.write',
  'items-restore': 'orders.write',
  extend: 'orders.write',
  'max-credit-lock': 'orders.write',
  tags: 'orders.write',
  comments: 'orders.write',
  /** Settling the pending refunds the desk records (issue 13 item 6). */
  refunds: 'refunds',
} as const;

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
