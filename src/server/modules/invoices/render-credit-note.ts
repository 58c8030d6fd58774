import type { CreditNoteData } from './credit-note.types';
import { creditNoteDocument } from './credit-note-document';
import { loadReactPdf } from './render-invoice';

/** The credit note as PDF bytes (the invoice's embedded DejaVu Sans, so every accented letter renders). */
export async function renderCreditNotePdf(note: CreditNoteData): Promise<Buffer> {
  const pdf = await loadReactPdf();
  return pdf.renderToBuffer(creditNoteDocument(pdf, note));
}
