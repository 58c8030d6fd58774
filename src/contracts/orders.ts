import { z } from 'zod';
import { moneyX100, orderAmountsShape } from './common';
import { addCartItemsBody } from './cart';
import { CHECKOUT_PAYMENT_METHODS, checkoutBody, checkoutResponse, nextStep, SHIPPING_KINDS } from './checkout';

const currency = z.enum(['CZK', 'EUR']);

export const ORDER_STATES = [
  'new', 'awaiting_payment', 'paid', 'packed', 'shipped', 'delivered', 'cancelled', 'refund_required',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export const orderLine = z.object({
  'bookId': z.number().int().positive(),
  title: z.string(),
  conditionId: z.number().int(),
  priceX100: moneyX100,
  active: z.boolean(),
});

/** Bank transfer instructions with the payment QR code (SPAYD for CZK, EPC/SEPA for EUR). */
export const bankTransfer = z.object({
  iban: z.string(),
  bic: z.string(),
  accountName: z.string(),
  /** Czech domestic account form (for CZK), else null. */
  accountNumber: z.string().nullable(),
  variableSymbol: z.string(),
  amountX100: moneyX100,
  currency,
  qrPayload: z.string(),
  /** The QR code as an SVG document (self-contained, no external assets). */
  qrSvg: z.string(),
});
export type BankTransfer = z.infer<typeof bankTransfer>;

/** GET /api/adonis/v1/orders/by-code/{paymentCode} — what the pay / thank-you / failed pages show. */
export const publicOrder = z.object({
  number: z.string(),
  paymentCode: z.string(),
  state: z.enum(ORDER_STATES),
  locale: z.string(),
  currency,
  email: z.string(),
  name: z.string(),
  /** `carrier`: the carrier's code (packeta, bookturn…), null for a method no longer offered. */
  shipping: z.object({ method: z.string(), kind: z.enum(SHIPPING_KINDS), carrier: z.string().nullable(), pudoLabel: z.string().nullable() }),
  paymentMethod: z.enum(CHECKOUT_PAYMENT_METHODS),
  lines: z.array(orderLine),
  ...orderAmountsShape,
  voucherCode: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** The latest payment attempt's state, null before any. */
  lastPayment: z.object({ method: z.string(), state: z.enum(['created', 'pending', 'paid', 'failed', 'cancelled']) }).nullable(),
  /** True while the shopper can pay (again): awaiting payment and not expired. */
  canPay: z.boolean(),
  canCancel: z.boolean(),
  /** True while copies can be added to it (not yet packed, not cancelled). */
  canExtend: z.boolean(),
  parentNumber: z.string().nullable(),
  bankTransfer: bankTransfer.nullable(),
  /**
   * Placed from an unverified address (cash on delivery, bank transfer): waits for the one-click
   * confirmation mailed to `email`, holding its copies until `expiresAt` only (docs/adr/0012).
   */
  awaitingConfirmation: z.boolean(),
});
export type PublicOrder = z.infer<typeof publicOrder>;

/** POST /api/adonis/v1/orders/confirm — the link of the confirmation e-mail (token from its ?token=). */
export const confirmOrderBody = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });
export const confirmOrderResponse = z.object({ paymentCode: z.string(), number: z.string(), paymentMethod: z.enum(CHECKOUT_PAYMENT_METHODS) });
export type ConfirmOrderResponse = z.infer<typeof confirmOrderResponse>;

/** POST /api/adonis/v1/orders/by-code/{paymentCode}/pay — start (another) payment of an unpaid order. */
export const payOrderBody = z.object({ method: z.enum(CHECKOUT_PAYMENT_METHODS) });
export const payOrderResponse = z.object({ next: nextStep });
export type PayOrderResponse = z.infer<typeof payOrderResponse>;

/**
 * POST /api/adonis/v1/orders with header Idempotency-Key — an order for the copies listed in
 * `items` (same shape as the cart's add requests) instead of the cart's; otherwise the checkout body.
 */
export const createOrderBody = checkoutBody.extend({ items: addCartItemsBody.shape.requests });
export type CreateOrderBody = z.infer<typeof createOrderBody>;

/** PUT /api/adonis/v1/orders/by-code/{paymentCode}/extend — move the cart's copies into this open order. */
export const extendOrderBody = z.object({ paymentMethod: z.enum(CHECKOUT_PAYMENT_METHODS) });
/** Same shape as the checkout's answer: the extension is an order of its own. */
export const extendOrderResponse = checkoutResponse;
export type ExtendOrderResponse = z.infer<typeof extendOrderResponse>;

/** GET /api/adonis/v1/payments/return?provider=&ref= — the return pages ask what became of a payment. */
export const paymentReturnResponse = z.object({
  paymentCode: z.string(),
  result: z.enum(['paid', 'pending', 'failed', 'cancelled']),
});
export type PaymentReturnResponse = z.infer<typeof paymentReturnResponse>;
