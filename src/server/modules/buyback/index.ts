// Buying books from customers (issue 14, docs/adr/0026): the public face for other modules and the job runner.
export { BATCH_MAIL_JOB, sendBatchMail } from './batches.service';
export { registerBuybackRoutes, registerBuybackDevRoutes } from './buyback.routes';
// Commission selling (issue 16) pays bank payouts through the same payment file, and credits wallets the same way.
export { lockCommissionBankPayoutInTx } from './payouts.service';
export { insertWalletEntry as insertBuybackWalletEntry, lockCustomer, payoutStates } from './payouts.repository';
// The intake desk (issue 15, docs/adr/0028) moves batches and pays them through these.
export { transitionBatch } from './batch-flow.service';
export { createBatch, recordCreated, requireBatch, pregenerateCodes, batchViews } from './batches.service';
export { buybackDeps } from './buyback.routes';
export { quoteIsbns } from './quotes.service';
export { photoBytes as leadPhotoBytes } from './leads.repository';
// The support desk (issue 16): a customer's payouts, settling a bank payout by hand.
export { customerPayoutViews, settleBankPayoutInTx } from './payouts.service';
