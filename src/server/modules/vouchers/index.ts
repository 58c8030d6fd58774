/** What other modules (checkout, order cancellation) use of vouchers. */
export {
  evaluateVoucher, redeemVoucher, releaseVoucher, type Redemption, type RedeemInput, type VoucherEvaluation, type VoucherInput,
} from './vouchers.service';
