import type { ShipmentLabelData } from '../../../db/schema';
import { INVOICE_FONT_FAMILY, loadReactPdf } from '../../invoices';
import { formatCod } from './zpl';

/**
 * The same label as the ZPL one, as a PDF page of 100×150 mm (for an office printer when the
 * thermal one is away). The tracking number is printed large; the carrier's barcode is on its ZPL twin.
 */
export async function renderLabelPdf(label: ShipmentLabelData): Promise<Buffer> {
  const pdf = await loadReactPdf();
  const { Document, Page, Text, View, StyleSheet } = pdf;
  const mm = 72 / 25.4;
  const s = StyleSheet.create({
    page: { fontFamily: INVOICE_FONT_FAMILY, fontSize: 11, padding: 18, color: '#000' },
    carrier: { fontSize: 20, fontWeight: 'bold', marginBottom: 4 },
    sender: { fontSize: 9, marginBottom: 10 },
    rule: { borderBottomWidth: 1.5, borderBottomColor: '#000', marginBottom: 10 },
    recipient: { fontSize: 16, fontWeight: 'bold', marginBottom: 4 },
    line: { fontSize: 13, marginBottom: 2 },
    cod: { marginTop: 10, padding: 6, backgroundColor: '#000', color: '#fff', fontSize: 16, fontWeight: 'bold' },
    order: { marginTop: 12, fontSize: 12 },
    tracking: { marginTop: 16, fontSize: 22, fontWeight: 'bold', letterSpacing: 1 },
  });
  const doc = (
    <Document title={`${label.carrier} ${label.trackingNumber}`}>
      <Page size={[100 * mm, 150 * mm]} style={s.page}>
        <Text style={s.carrier}>{label.carrier.toUpperCase()}</Text>
        <Text style={s.sender}>{label.sender}</Text>
        <View style={s.rule} />
        <Text style={s.recipient}>{label.recipient}</Text>
        {label.lines.map((line, i) => <Text key={i} style={s.line}>{line}</Text>)}
        <Text style={s.line}>{label.phone}</Text>
        {label.codX100 > 0 ? <Text style={s.cod}>COD {formatCod(label.codX100, label.currency)}</Text> : null}
        <Text style={s.order}>{label.orderNumber}</Text>
        <Text style={s.tracking}>{label.barcode}</Text>
      </Page>
    </Document>
  );
  return pdf.renderToBuffer(doc);
}
