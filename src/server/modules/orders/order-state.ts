import type { OrderState } from '@/contracts/orders';

/**
 * The order state machine: the one list of moves an order can make (docs/product.md#order-states,
 * docs/adr/0020). Every state change goes through orders.repository `transition`, which refuses a
 * move that is not an edge here, and the order desk checks its actions against DESK_ACTIONS below.
 * Payment events may arrive late or out of order; they only ever move an order along these edges,
 * so a "failed" after "paid" or a second "paid" changes nothing.
 *
 * new → awaiting_payment → paid → packed → shipped → delivered; cash on delivery goes new → packed.
 * An unpaid order is cancelled by the shopper or by its deadline; money arriving for a cancelled
 * (or not yet confirmed) order makes it paid if its copies are still free, refund_required if
 * someone else bought them. Staff may cancel a paid, packed or shipped order (a refund is then due)
 * and close a refund_required order by cancelling it with its refund; packed → delivered is an
 * order handed over at the counter.
 */
const EDGES: Record<OrderState, readonly OrderState[]> = {
  new: ['awaiting_payment', 'paid', 'packed', 'cancelled', 'refund_required'],
  awaiting_payment: ['paid', 'cancelled', 'refund_required'],
  paid: ['packed', 'refund_required', 'cancelled'],
  packed: ['shipped', 'delivered', 'cancelled'],
  shipped: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: ['paid', 'refund_required'],
  refund_required: ['cancelled'],
};

export function canTransition(from: OrderState, to: OrderState): boolean {
  return EDGES[from].includes(to);
}

/** The states from which `to` can be reached. */
export function sourcesOf(to: OrderState): OrderState[] {
  return (Object.keys(EDGES) as OrderState[]).filter((from) => canTransition(from, to));
}

/** Unpaid: the shopper may still pay (again) or cancel. */
export const UNPAID_STATES = ['new', 'awaiting_payment'] as const satisfies readonly OrderState[];
export const isUnpaid = (state: OrderState) => (UNPAID_STATES as readonly OrderState[]).includes(state);

/** Copies may still be added to the order (it has not been packed and is going ahead). */
export const isExtendable = (state: OrderState) => state === 'new' || state === 'awaiting_payment' || state === 'paid';

/** The money for the order has come (the states after `paid` on the way to the customer). */
export const PAID_STATES = ['paid', 'packed', 'shipped', 'delivered'] as const satisfies readonly OrderState[];

/**
 * The order desk's actions (SPEC §4 "order actions", issue 13 item 4) and the states each accepts
 * (`in`). An action that moves the order names its target (`to`); every `in` → `to` must be an edge
 * of EDGES (order-state.test.ts checks it). The desk answers 409 ORDER_STATE_CONFLICT outside `in`.
 *
 * | action           | in                                              | to          | permission       |
 * |------------------|-------------------------------------------------|-------------|------------------|
 * | complete         | packed, shipped                                 | delivered   | orders.write     |
 * | mark-paid        | new, awaiting_payment, cancelled (+ COD en route)| paid       | payments.confirm |
 * | cancel           | new, awaiting_payment, paid, packed, shipped, refund_required | cancelled | orders.write (+ refunds when money goes back) |
 * | stock-up         | cancelled, refund_required                      | —           | orders.write     |
 * | merge            | new, awaiting_payment, paid                     | — (other: cancelled) | orders.write |
 * | items delete     | new, awaiting_payment, paid                     | —           | orders.write     |
 * | items restore    | new, awaiting_payment, paid                     | —           | orders.write     |
 * | extend           | new, awaiting_payment                           | —           | orders.write     |
 * | max-credit-lock  | new, awaiting_payment                           | — (paid when it covers all) | orders.write |
 * | tags, comments   | any                                             | —           | orders.write     |
 * | refund (settle)  | —                                               | —           | refunds          |
 */
export const DESK_ACTIONS = {
  complete: { in: ['packed', 'shipped'], to: 'delivered' },
  'mark-paid': { in: ['new', 'awaiting_payment', 'cancelled'], to: 'paid' },
  cancel: { in: ['new', 'awaiting_payment', 'paid', 'packed', 'shipped', 'refund_required'], to: 'cancelled' },
  'stock-up': { in: ['cancelled', 'refund_required'], to: null },
  merge: { in: ['new', 'awaiting_payment', 'paid'], to: null },
  'items-delete': { in: ['new', 'awaiting_payment', 'paid'], to: null },
  'items-restore': { in: ['new', 'awaiting_payment', 'paid'], to: null },
  extend: { in: ['new', 'awaiting_payment'], to: null },
  'max-credit-lock': { in: ['new', 'awaiting_payment'], to: null },
} as const satisfies Record<string, { in: readonly OrderState[]; to: OrderState | null }>;
export type DeskAction = keyof typeof DESK_ACTIONS;

/**
 * A cash-on-delivery order on its way (or delivered) without a recorded payment: mark-paid records
 * the cash the carrier or the counter collected and leaves the state alone.
 */
export const COD_COLLECTABLE_STATES = ['packed', 'shipped', 'delivered'] as const satisfies readonly OrderState[];

/** Whether the desk action accepts an order in `state`. */
export const deskActionAllowed = (action: DeskAction, state: OrderState) => (DESK_ACTIONS[action].in as readonly OrderState[]).includes(state);

/**
 * An unpaid order past its deadline is treated as cancelled even before anything writes that down
 * (a `new` order has a deadline only while it waits for its e-mail confirmation, docs/adr/0012).
 */
export function effectiveState(state: OrderState, expiresAt: Date | null, now: Date): OrderState {
  if ((state === 'awaiting_payment' || state === 'new') && expiresAt && expiresAt.getTime() <= now.getTime()) return 'cancelled';
  return state;
}
