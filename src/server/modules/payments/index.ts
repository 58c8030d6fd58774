// The payments module's public face for other modules: an order's latest payment attempt.
export { latestPayment } from './payments.repository';
// The order desk (orders/desk) records money that came outside a provider as a payment row and event.
export { insertPayment, recordEvent, setPaymentState } from './payments.repository';
export { settlePaidOrder } from './payments.service';
export { queueOrderConfirmation } from './order-confirmation-job';
// The refunds desk (modules/refunds, docs/adr/0024) sends money back through the provider that took it.
export { providerByName, type PaymentEnv } from './select-provider';
export type { ProviderName, RefundInput, RefundResult } from './providers/types';
export { runConfirmed, startPayment, type PaymentDeps } from './payments.service';
export { callProvider, type FetchLike } from './providers/http';
export { bankTransferInstructions } from './qr/bank-transfer';
export { selectProvider } from './select-provider';
