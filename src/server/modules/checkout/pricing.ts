/** What an order costs, all in hundredths of its currency. */
export interface OrderTotals {
  itemsX100: number;
  shippingX100: number;
  paymentFeeX100: number;
  discountX100: number;
  walletX100: number;
  /** What is left to pay: items + shipping + fee − discount − wallet, never below 0. */
  totalX100: number;
}

export interface PricingInput {
  itemsX100: number;
  shippingX100: number;
  paymentFeeX100: number;
  /** The voucher's discount on the items (already capped by the voucher rules) and its free shipping. */
  voucher: { discountX100: number; freeShipping: boolean } | null;
  walletRequestedX100: number;
  walletBalanceX100: number;
}

/**
 * The order of effects is fixed: free shipping, then the discount (never more than the items),
 * then wallet credit (never more than what is left, nor than the balance).
 */
export function computeTotals(input: PricingInput): OrderTotals {
  const shippingX100 = input.voucher?.freeShipping ? 0 : input.shippingX100;
  const discountX100 = Math.min(Math.max(0, input.voucher?.discountX100 ?? 0), input.itemsX100);
  const due = input.itemsX100 + shippingX100 + input.paymentFeeX100 - discountX100;
  const walletX100 = Math.max(0, Math.min(input.walletRequestedX100, input.walletBalanceX100, due));
  return {
    itemsX100: input.itemsX100,
    shippingX100,
    paymentFeeX100: input.paymentFeeX100,
    discountX100,
    walletX100,
    totalX100: due - walletX100,
  };
}
