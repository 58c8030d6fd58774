import { z } from 'zod';
import { moneyX100 } from './common';
import { voucherValidateResponse } from './checkout';

const [validVoucher, invalidVoucher] = voucherValidateResponse.options;

/**
 * What a voucher does to a cart of `itemsX100`: the discount on the items (never more than them)
 * and whether shipping becomes free (its value depends on the method, so the quote applies it).
 */
const appliedEffect = { discountX100: moneyX100.nonnegative(), freeShipping: z.boolean() };

/** POST /api/adonis/v1/vouchers/applied — voucherValidateBody → the validation plus what it gives. */
export const voucherAppliedResponse = z.discriminatedUnion('valid', [
  validVoucher.extend(appliedEffect),
  invalidVoucher.extend({ discountX100: z.literal(0), freeShipping: z.literal(false) }),
]);
export type VoucherAppliedResponse = z.infer<typeof voucherAppliedResponse>;

/** POST /api/adonis/v1/vouchers/find-auto-assignable — the cart, to pick the best code offered without typing. */
export const autoAssignableBody = z.object({
  itemsX100: moneyX100.nonnegative(),
  email: z.string().email().optional(),
  /** Price of the chosen shipping, so a free-shipping voucher can be weighed against a discount. */
  shippingX100: moneyX100.nonnegative().optional(),
});
export type AutoAssignableBody = z.infer<typeof autoAssignableBody>;

export const autoAssignableResponse = z.object({ voucher: validVoucher.extend(appliedEffect).nullable() });
export type AutoAssignableResponse = z.infer<typeof autoAssignableResponse>;
