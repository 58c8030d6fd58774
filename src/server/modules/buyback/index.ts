// Buying books from customers (issue 14, docs/adr/0026): the public face for other modules and the job runner.
export { BATCH_MAIL_JOB, sendBatchMail } from './batches.service';
export { registerBuybackRoutes, registerBuybackDevRoutes } from './buyback.routes';
// Commission selling (issue 16) pays bank payouts through the same payment file, and credits wallets the same way.
export { lockCommissionBankPayoutInTx } from './payouts.service';
export { insertWalletEntry as insertBuybackWalletEntry, lockCustomer, payoutStates } from './payouts.repository';
