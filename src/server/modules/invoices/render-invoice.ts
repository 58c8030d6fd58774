import type { InvoiceData } from './invoice.types';
import { invoiceDocument, type ReactPdf } from './invoice-document';
import { prepareInvoiceFonts } from './fonts';

let reactPdf: Promise<ReactPdf> | undefined;

/**
 * react-pdf is ESM-only: a dynamic import works from tsx, jest (transformed) and Next (where it is a
 * default server-external package), and keeps its start-up cost off API requests that never need it.
 */
export function loadReactPdf(): Promise<ReactPdf> {
  reactPdf ??= import('@react-pdf/renderer')
    .then(async (pdf) => {
      await prepareInvoiceFonts(pdf.Font);
      return pdf;
    })
    .catch((error: unknown) => {
      reactPdf = undefined;
      throw error;
    });
  return reactPdf;
}

/** The invoice as PDF bytes, with DejaVu Sans embedded (subset) so every accented letter renders. */
export async function renderInvoicePdf(invoice: InvoiceData): Promise<Buffer> {
  const pdf = await loadReactPdf();
  return pdf.renderToBuffer(invoiceDocument(pdf, invoice));
}
