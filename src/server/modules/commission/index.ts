// Commission selling (issue 16, docs/adr/0030): the public face for other modules, the job runner and the demo.
export { registerCommissionRoutes, registerCommissionDevRoutes } from './commission.routes';
export {
  openCommissionAccount, settleOrder, settleCommissionSales, endListings,
  // The customer-support desk (issue 16 item 4) shows a customer's commission account, statement and journal.
  commissionAccountOfCustomer, commissionStatementOfCustomer, commissionJournalOfCustomer, accountTotals, rotateByStaff,
  approvePayout as approveCommissionPayout, rejectPayout as rejectCommissionPayout,
} from './commission.service';
export { termsFor, shareOf, COMMISSION_TERMS, type CommissionTerms } from './commission-terms';
export const COMMISSION_SETTLE_JOB = 'commission-settle';
// The demo seed (src/server/db/seed/commerce/seed-demo-commission.ts, APP_MODE=demo only) builds its sellers with these.
export { chooseOffer, requestPayoutInTx } from './commission.service';
export { bookSums as commissionBookSums, insertCopyTerms as insertCommissionCopyTerms } from './commission.repository';
/** The demo's fixed tokens (README links both dashboards); the demo seed uses them, nothing else. */
export const DEMO_COMMISSION_PRIVATE_TOKEN = 'demo-commission-private-0123456789abcdef';
export const DEMO_COMMISSION_PUBLIC_TOKEN = 'demo-commission-public-0123456789abcdef';
