// The payments module's public face for other modules: an order's latest payment attempt.
export { latestPayment } from './payments.repository';
// The order desk (orders/desk) records money that came outside a provider as a payment row and event.
export { insertPayment, recordEvent, setPaymentState } from './payments.repository';
export { settlePaidOrder } from './payments.service';
export { queueOrderConfirmation } from './order-confirmation-job';
