import bwipjs from 'bwip-js/node';
import { INVOICE_FONT_FAMILY, loadReactPdf } from '../invoices';

/**
 * Pregenerated batch codes for printed bags (issue 15 item 1) as an A4 sheet of stickers: 3 × 8
 * per page, each the code as a Code 128 barcode (the intake scanner reads it) and in letters.
 */
export async function renderBagCodesPdf(codes: readonly string[]): Promise<Buffer> {
  const pdf = await loadReactPdf();
  const { Document, Page, Text, View, Image, StyleSheet } = pdf;
  const barcodes = await Promise.all(codes.map((code) => bwipjs.toBuffer({ bcid: 'code128', text: code, scale: 2, height: 10, includetext: false })));
  const mm = 72 / 25.4;
  const s = StyleSheet.create({
    page: { fontFamily: INVOICE_FONT_FAMILY, padding: 8 * mm, flexDirection: 'row', flexWrap: 'wrap' },
    cell: { width: 64 * mm, height: 34 * mm, padding: 3 * mm, alignItems: 'center', justifyContent: 'center' },
    barcode: { width: 56 * mm, height: 16 * mm },
    code: { fontSize: 12, fontWeight: 'bold', letterSpacing: 1.5, marginTop: 2 * mm },
  });
  const perPage = 24;
  const pages: string[][] = [];
  for (let i = 0; i < codes.length; i += perPage) pages.push(codes.slice(i, i + perPage));
  const doc = (
    <Document title="Bookturn bag codes">
      {pages.map((page, p) => (
        <Page key={p} size="A4" style={s.page}>
          {page.map((code, i) => (
            <View key={code} style={s.cell}>
              <Image style={s.barcode} src={{ data: barcodes[p * perPage + i]!, format: 'png' }} />
              <Text style={s.code}>{code}</Text>
            </View>
          ))}
        </Page>
      ))}
    </Document>
  );
  return pdf.renderToBuffer(doc);
}
