// The invoices module's public face (docs/adr/0024): rendering, and the order's tax documents —
// invoice versions (re-issue) and credit notes.
export { loadReactPdf, renderInvoicePdf } from './render-invoice';
export { renderCreditNotePdf } from './render-credit-note';
export { SELLER } from './seller';
export type { InvoiceAddress, InvoiceBuyer, InvoiceData } from './invoice.types';
export type { CreditNoteData } from './credit-note.types';
export {
  creditNoteKind, creditNotePdf, currentInvoice, currentInvoicePdf, documentsOf, invoiceDocumentPdf, issueCreditNote, reissueInvoice,
  type BuyerChange, type CreditNoteView, type InvoiceDocumentView, type RefundForCreditNote,
} from './documents.service';
export { countryName, fill, formatMoney } from './format';
export { INVOICE_FONT_FAMILY, prepareInvoiceFonts } from './fonts';
