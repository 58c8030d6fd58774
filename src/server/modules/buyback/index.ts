// Buying books from customers (issue 14, docs/adr/0025): the public face for other modules and the job runner.
export { BATCH_MAIL_JOB, sendBatchMail } from './batches.service';
export { registerBuybackRoutes, registerBuybackDevRoutes } from './buyback.routes';
