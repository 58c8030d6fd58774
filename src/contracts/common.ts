import { z } from 'zod';

/** Money is always an integer in hundredths of the currency (docs/architecture.md#money). */
export const moneyX100 = z.number().int();

/** The amounts of an order or a quote (items + shipping + payment fee − discount − wallet = total), one shape everywhere. */
export const orderAmountsShape = {
  itemsX100: moneyX100,
  shippingX100: moneyX100,
  paymentFeeX100: moneyX100,
  discountX100: moneyX100,
  walletX100: moneyX100,
  totalX100: moneyX100,
};

/** A link into the route table (never a hand-written URL), or an absolute external url. */
export const linkTarget = z.object({
  routeKey: z.string().nullable(),
  routeParams: z.record(z.string(), z.union([z.string(), z.array(z.string())])).nullable(),
  url: z.string().nullable(),
});
export type LinkTarget = z.infer<typeof linkTarget>;

export const apiError = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ApiError = z.infer<typeof apiError>;
