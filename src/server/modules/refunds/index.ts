// The refunds desk (issue 13 item 6, docs/adr/0024): money owed back goes back; invoices re-issued; credit notes.
export { registerRefundRoutes, refundsDeps } from './refunds.routes';
export { orderRefunds, sendRefunds, type RefundsDeps } from './refunds.service';
export { exportBankTransfers, reissueOrderInvoice } from './documents.service';
