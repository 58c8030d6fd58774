import bwipjs from 'bwip-js/node';
import { copyLabelText } from '@/contracts/warehouse';
import { INVOICE_FONT_FAMILY, loadReactPdf } from '../invoices';

export interface CopyLabelData { copyId: number; title: string }

/** ZPL text fields: no control characters, no ^ or ~ (ZPL command prefixes), at most `max` characters. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what must go
const zplText = (s: string, max: number) => s.replace(/[\u0000-\u001f^~\\]/g, ' ').slice(0, max);

/**
 * A copy's id label for a 50×25 mm desk label printer (203 dpi): the label text `B<id>` as a
 * Code 128 barcode with its digits, and the title's start. ^CI28: UTF-8 (Czech diacritics).
 */
export function copyZpl(label: CopyLabelData): string {
  const code = copyLabelText(label.copyId);
  return [
    '^XA', '^CI28', '^PW400', '^LL200', '^LH0,0',
    `^FO20,15^A0N,22,22^FB360,1,0,L^FD${zplText(label.title, 40)}^FS`,
    `^FO30,50^BY2^BCN,90,Y,N,N^FD${code}^FS`,
    '^XZ', '',
  ].join('\n');
}

/** The same label as a PDF page (50×25 mm), for a desk without a ZPL printer. */
export async function renderCopyLabelPdf(label: CopyLabelData): Promise<Buffer> {
  const pdf = await loadReactPdf();
  const { Document, Page, Text, Image, StyleSheet } = pdf;
  const code = copyLabelText(label.copyId);
  const barcode = await bwipjs.toBuffer({ bcid: 'code128', text: code, scale: 3, height: 10, includetext: true, textxalign: 'center' });
  const mm = 72 / 25.4;
  const s = StyleSheet.create({
    page: { fontFamily: INVOICE_FONT_FAMILY, fontSize: 7, padding: 2 * mm, color: '#000' },
    title: { fontSize: 7, marginBottom: 1 * mm, maxLines: 1 },
    barcode: { width: 44 * mm, height: 15 * mm },
  });
  return pdf.renderToBuffer(
    <Document title={code}>
      <Page size={[50 * mm, 25 * mm]} style={s.page}>
        <Text style={s.title}>{label.title.slice(0, 60)}</Text>
        <Image style={s.barcode} src={{ data: barcode, format: 'png' }} />
      </Page>
    </Document>,
  );
}
