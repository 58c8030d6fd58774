import { z } from 'zod';
import { moneyX100, orderAmountsShape } from './common';

const currency = z.enum(['CZK', 'EUR']);
const countryCode = z.string().regex(/^[A-Z]{2}$/, 'two capital letters (ISO 3166-1)');

// ---- shipping -----------------------------------------------------------------------------------

export const SHIPPING_KINDS = ['home', 'pudo', 'branch', 'direct'] as const;
export type ShippingKind = (typeof SHIPPING_KINDS)[number];

/** GET /api/adonis/v1/shipping/options?country=XX[&itemsX100=] — methods to a country with prices. */
export const shippingOption = z.object({
  code: z.string(),
  carrier: z.string(),
  kind: z.enum(SHIPPING_KINDS),
  priceX100: moneyX100,
  /** The price before "free from" applied; equal to priceX100 when nothing is free. */
  basePriceX100: moneyX100,
  freeFromX100: moneyX100.nullable(),
  codAvailable: z.boolean(),
  codFeeX100: moneyX100.nullable(),
  currency,
});
export type ShippingOption = z.infer<typeof shippingOption>;
export const shippingOptionsResponse = z.object({ country: countryCode, options: z.array(shippingOption) });
export type ShippingOptionsResponse = z.infer<typeof shippingOptionsResponse>;

/** GET /api/adonis/v1/shipping/carrier-prices — every carrier's price per country (for /shipping). */
export const carrierPricesResponse = z.object({
  currency,
  rows: z.array(z.object({
    code: z.string(), carrier: z.string(), kind: z.enum(SHIPPING_KINDS), country: countryCode,
    priceX100: moneyX100, freeFromX100: moneyX100.nullable(), codFeeX100: moneyX100.nullable(),
  })),
});
export type CarrierPricesResponse = z.infer<typeof carrierPricesResponse>;

/** GET /api/adonis/v1/destination-countries — names in the Accept-Language storefront's language. */
export const destinationCountriesResponse = z.object({
  countries: z.array(z.object({
    code: countryCode, name: z.string(),
    regions: z.array(z.object({ code: z.string(), name: z.string() })),
  })),
});
export type DestinationCountriesResponse = z.infer<typeof destinationCountriesResponse>;

/** GET /api/adonis/v1/pudo-locations?method=&country=&q=&limit= — searchable pick-up points. */
export const pudoLocation = z.object({
  id: z.string(), carrier: z.string(), country: countryCode, name: z.string(), street: z.string(),
  city: z.string(), zip: z.string(), openingHours: z.string().nullable(),
  latitude: z.number().nullable(), longitude: z.number().nullable(),
});
export type PudoLocation = z.infer<typeof pudoLocation>;
export const pudoLocationsResponse = z.object({ items: z.array(pudoLocation) });
export type PudoLocationsResponse = z.infer<typeof pudoLocationsResponse>;

// ---- vouchers -----------------------------------------------------------------------------------

export const VOUCHER_REJECTIONS = [
  'unknown', 'inactive', 'not_yet_valid', 'expired', 'wrong_storefront', 'min_total', 'first_order_only',
  'used_up', 'used_by_customer',
] as const;
export type VoucherRejection = (typeof VOUCHER_REJECTIONS)[number];

export const voucherEffect = z.discriminatedUnion('effect', [
  z.object({ effect: z.literal('percent'), percent: z.number().int().min(1).max(100) }),
  z.object({ effect: z.literal('fixed'), amountX100: moneyX100 }),
  z.object({ effect: z.literal('free_shipping') }),
]);
export type VoucherEffect = z.infer<typeof voucherEffect>;

/** POST /api/adonis/v1/vouchers/validate body (also used by applied / find-auto-assignable). */
export const voucherValidateBody = z.object({
  code: z.string().trim().min(1).max(64),
  email: z.string().email().optional(),
  itemsX100: moneyX100.nonnegative().optional(),
});
export const voucherValidateResponse = z.discriminatedUnion('valid', [
  z.object({ valid: z.literal(true), code: z.string(), effect: voucherEffect, minTotalX100: moneyX100.nullable() }),
  z.object({ valid: z.literal(false), code: z.string(), reason: z.enum(VOUCHER_REJECTIONS), minTotalX100: moneyX100.nullable() }),
]);
export type VoucherValidateResponse = z.infer<typeof voucherValidateResponse>;

// ---- checkout -----------------------------------------------------------------------------------

export const CHECKOUT_PAYMENT_METHODS = ['comgate-card', 'comgate-bank', 'adyen', 'bank-transfer', 'cash-on-delivery'] as const;
export type CheckoutPaymentMethod = (typeof CHECKOUT_PAYMENT_METHODS)[number];

export const checkoutContact = z.object({
  email: z.string().trim().toLowerCase().email().max(254),
  name: z.string().trim().min(2).max(120),
  /** International form: + and 7–15 digits (the form prefills the storefront's dialling prefix). */
  phone: z.string().trim().transform((v) => v.replace(/[\s-]/g, '')).pipe(z.string().regex(/^\+[1-9]\d{6,14}$/, 'international phone number')),
});
export const checkoutAddress = z.object({
  street: z.string().trim().min(3).max(200),
  city: z.string().trim().min(1).max(120),
  zip: z.string().trim().min(3).max(12).regex(/^[A-Za-z0-9 -]+$/),
  country: countryCode,
  region: z.string().trim().max(60).optional(),
});
export type CheckoutAddress = z.infer<typeof checkoutAddress>;

/** The choices that decide the price; POST /api/adonis/v1/cart/quote takes them alone. */
export const checkoutChoices = z.object({
  country: countryCode,
  shipping: z.object({ method: z.string().min(1).max(40), pudoId: z.string().min(1).max(80).optional() }),
  payment: z.object({ method: z.enum(CHECKOUT_PAYMENT_METHODS) }),
  voucherCode: z.string().trim().min(1).max(64).optional(),
  /** Wallet credit to use (logged-in customers only); capped at balance and at the total. */
  walletX100: moneyX100.nonnegative().optional(),
});
export type CheckoutChoices = z.infer<typeof checkoutChoices>;

export const quoteResponse = z.object({
  currency,
  ...orderAmountsShape,
  voucher: voucherValidateResponse.nullable(),
  walletBalanceX100: moneyX100.nullable(),
});
export type QuoteResponse = z.infer<typeof quoteResponse>;

/**
 * POST /api/adonis/v1/cart/checkout with header Idempotency-Key (8–100 chars): the same key and
 * body returns the same order; the same key with another body is 422 IDEMPOTENCY_KEY_REUSED.
 */
export const checkoutBody = checkoutChoices.extend({
  contact: checkoutContact,
  address: checkoutAddress.optional(),
  /** The total the shopper saw; if the price moved meanwhile the checkout is refused (422 TOTAL_CHANGED). */
  expectedTotalX100: moneyX100.nonnegative().optional(),
  acceptTerms: z.literal(true),
});
export type CheckoutBody = z.infer<typeof checkoutBody>;
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** What the browser does next after a checkout or a payment retry. */
export const nextStep = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('redirect'), url: z.string() }),
  z.object({ kind: z.literal('adyen'), sessionId: z.string(), sessionData: z.string(), clientKey: z.string(), environment: z.string() }),
  z.object({ kind: z.literal('pay_page') }),
  z.object({ kind: z.literal('thank_you') }),
]);
export type NextStep = z.infer<typeof nextStep>;

export const checkoutResponse = z.object({
  orderNumber: z.string(),
  paymentCode: z.string(),
  totalX100: moneyX100,
  currency,
  next: nextStep,
});
export type CheckoutResponse = z.infer<typeof checkoutResponse>;
