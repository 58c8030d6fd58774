import type { OrderState } from '@/contracts/orders';

/**
 * The order state machine. Payment events may arrive late or out of order; they only ever move
 * an order along these edges, so a "failed" after "paid" or a second "paid" changes nothing.
 *
 * new → awaiting_payment → paid → packed → shipped → delivered; cash on delivery goes new → packed.
 * An unpaid order is cancelled by the shopper or by its deadline; money arriving for a cancelled
 * order makes it paid if its copies are still free, refund_required if someone else bought them.
 */
const EDGES: Record<OrderState, readonly OrderState[]> = {
  new: ['awaiting_payment', 'paid', 'packed', 'cancelled'],
  awaiting_payment: ['paid', 'cancelled', 'refund_required'],
  paid: ['packed', 'refund_required'],
  packed: ['shipped'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: ['paid', 'refund_required'],
  refund_required: [],
};

export function canTransition(from: OrderState, to: OrderState): boolean {
  return EDGES[from].includes(to);
}

/** Unpaid: the shopper may still pay (again) or cancel. */
export const isUnpaid = (state: OrderState) => state === 'new' || state === 'awaiting_payment';

/** Copies may still be added to the order (it has not been packed and is going ahead). */
export const isExtendable = (state: OrderState) => state === 'new' || state === 'awaiting_payment' || state === 'paid';

/**
 * An unpaid order past its deadline is treated as cancelled even before anything writes that down
 * (a `new` order has a deadline only while it waits for its e-mail confirmation, docs/adr/0012).
 */
export function effectiveState(state: OrderState, expiresAt: Date | null, now: Date): OrderState {
  if ((state === 'awaiting_payment' || state === 'new') && expiresAt && expiresAt.getTime() <= now.getTime()) return 'cancelled';
  return state;
}
