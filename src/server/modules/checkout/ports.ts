/** What the checkout takes from its neighbours, in one place (shipping prices, voucher rules). */
export { quoteShipping, type ShippingQuote } from '../shipping';
export { evaluateVoucher, redeemVoucher, releaseVoucher, type VoucherEvaluation } from '../vouchers';
