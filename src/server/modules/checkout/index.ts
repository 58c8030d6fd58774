// The checkout module's public face for other modules.
export { checkoutContext } from './checkout.routes';
export { checkout, confirmTokenHash, createOrder, type CheckoutContext } from './checkout.service';
export { checkIdempotencyKey, requestHash } from './idempotency';
export { releaseVoucher } from './ports';
