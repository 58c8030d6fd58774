export { createMailer, mailerFromEnv, createSinkTransport, createSmtpTransport, SMTP_TIMEOUTS, type MailerOptions } from './mailer';
export { sendOrderConfirmation, orderConfirmationKey, type OrderConfirmationDeps } from './order-confirmation.service';
export type { Mailer, MailTransport, OutgoingMail, SendResult } from './mail.types';
export { sendConfirmRequest, renderConfirmRequest, confirmRequestKey, type ConfirmRequestDeps } from './order-confirm-request';
export { orderInvoicePdf } from './order-confirmation.service';
export { sendShippedMail, renderShipped, shippedMailKey, SHIPPED_MESSAGES, carrierName } from './order-shipped';
export { escapeHtml, safeHref } from './html';
