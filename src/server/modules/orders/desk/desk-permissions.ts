import type { DeskAction } from '../order-state';

type DeskPermission = 'orders.write' | 'payments.confirm';

/**
 * The permission each order-desk action needs, in one place: DESK_ROUTES mounts every action
 * behind it, and the order's detail offers an employee only the actions they hold it for (a
 * packer, with orders.read, was shown "mark as paid" and "cancel" and refused on submit).
 */
export const DESK_ACTION_PERMISSION = {
  complete: 'orders.write',
  'mark-paid': 'payments.confirm',
  cancel: 'orders.write',
  'stock-up': 'orders.write',
  merge: 'orders.write',
  'items-delete': 'orders.write',
  'items-restore': 'orders.write',
  extend: 'orders.write',
  'max-credit-lock': 'orders.write',
} as const satisfies Record<DeskAction, DeskPermission>;

/** Tags and comments on an order. */
export const DESK_NOTES_PERMISSION = 'orders.write' satisfies DeskPermission;
