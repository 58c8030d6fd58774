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
// Demo mode only (scripts/db-seed.ts).
export { seedDemoCommission, DEMO_COMMISSION_PRIVATE_TOKEN, DEMO_COMMISSION_PUBLIC_TOKEN } from './demo-seed';
