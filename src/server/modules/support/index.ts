// The customer-support desk (issue 16 items 4–5, docs/adr/0031): its routes and the reporter's e-mail job.
export { registerSupportRoutes } from './support.routes';
export { REVIEW_REPORT_MAIL_JOB, sendReviewReportMail, type ReviewReportMailPayload } from './review-report-mail';
// The demo seed (src/server/db/seed/commerce/seed-demo-support.ts, APP_MODE=demo only) fills the desk through the desk's own actions.
export { addComment } from './support.service';
export { addCreditLock, addDebt, requestAdjustment } from './support-money.service';
