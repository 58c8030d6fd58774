import type { PublicOrder } from '@/contracts/orders';

/** What the shopper is told happens next with an order (thank-you page, pay page). */
export type OrderGuidance =
  | 'awaiting_confirmation'
  | 'paid'
  | 'cash_on_delivery'
  | 'awaiting_transfer'
  | 'payment_pending'
  | 'payment_failed'
  | 'awaiting_payment'
  | 'expired'
  | 'cancelled'
  | 'refund_required';

const SETTLED = new Set<PublicOrder['state']>(['paid', 'packed', 'shipped', 'delivered']);

type GuidanceInput = Pick<PublicOrder, 'state' | 'paymentMethod' | 'lastPayment' | 'canPay'> & Partial<Pick<PublicOrder, 'awaitingConfirmation'>>;

export function orderGuidance({ state, paymentMethod, lastPayment, canPay, awaitingConfirmation }: GuidanceInput): OrderGuidance {
  if (state === 'cancelled') return 'cancelled';
  // From an unverified address: the e-mailed link must be clicked before the books are kept (docs/adr/0012).
  if (awaitingConfirmation && (state === 'new' || state === 'awaiting_payment')) return 'awaiting_confirmation';
  if (state === 'refund_required') return 'refund_required';
  if (SETTLED.has(state)) return paymentMethod === 'cash-on-delivery' && state !== 'delivered' ? 'cash_on_delivery' : 'paid';
  if (paymentMethod === 'cash-on-delivery') return 'cash_on_delivery';
  // Unpaid from here on: an order that can no longer be paid has run out of time.
  if (!canPay) return 'expired';
  if (paymentMethod === 'bank-transfer') return 'awaiting_transfer';
  if (lastPayment?.state === 'pending') return 'payment_pending';
  if (lastPayment?.state === 'failed' || lastPayment?.state === 'cancelled') return 'payment_failed';
  return 'awaiting_payment';
}
