// The customer-support desk (issue 16 items 4–5, docs/adr/0031): its routes and the reporter's e-mail job.
export { registerSupportRoutes } from './support.routes';
export { REVIEW_REPORT_MAIL_JOB, sendReviewReportMail, type ReviewReportMailPayload } from './review-report-mail';
