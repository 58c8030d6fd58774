// Buying books from customers (issue 14, docs/adr/0026): the public face for other modules and the job runner.
export { BATCH_MAIL_JOB, sendBatchMail } from './batches.service';
export { registerBuybackRoutes, registerBuybackDevRoutes } from './buyback.routes';
// The support desk (issue 16): a customer's payouts, settling a bank payout by hand.
export { customerPayoutViews, settleBankPayoutInTx } from './payouts.service';
