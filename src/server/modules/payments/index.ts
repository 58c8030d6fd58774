// The payments module's public face for other modules: an order's latest payment attempt.
export { latestPayment } from './payments.repository';
