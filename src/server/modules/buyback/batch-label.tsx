import bwipjs from 'bwip-js/node';
import QRCode from 'qrcode';
import { COMPANY } from '@/i18n/locales';
import { INVOICE_FONT_FAMILY, loadReactPdf } from '../invoices';

export interface BatchLabelData {
  code: string;
  carrier: string;
  trackingNumber: string | null;
  pickupDate: string | null;
  sender: string[];
  bookCount: number;
}

/**
 * The seller's shipping label for a batch (issue 14): a 100×150 mm page addressed to the shop,
 * the batch code as a Code 128 barcode and as a QR code (intake scans either), the carrier's
 * tracking number. Code 128 by bwip-js, QR by qrcode, both as PNG.
 */
export async function renderBatchLabelPdf(label: BatchLabelData): Promise<Buffer> {
  const pdf = await loadReactPdf();
  const { Document, Page, Text, View, Image, StyleSheet } = pdf;
  const [barcode, qr] = await Promise.all([
    bwipjs.toBuffer({ bcid: 'code128', text: label.code, scale: 3, height: 14, includetext: true, textxalign: 'center' }),
    QRCode.toBuffer(label.code, { type: 'png', margin: 1, width: 300, errorCorrectionLevel: 'M' }),
  ]);
  const mm = 72 / 25.4;
  const s = StyleSheet.create({
    page: { fontFamily: INVOICE_FONT_FAMILY, fontSize: 10, padding: 16, color: '#000' },
    carrier: { fontSize: 18, fontWeight: 'bold', marginBottom: 6 },
    small: { fontSize: 8, marginBottom: 1 },
    rule: { borderBottomWidth: 1.5, borderBottomColor: '#000', marginVertical: 8 },
    recipient: { fontSize: 15, fontWeight: 'bold', marginBottom: 2 },
    line: { fontSize: 12, marginBottom: 1 },
    codes: { flexDirection: 'row', alignItems: 'center', marginTop: 10 },
    barcode: { width: 62 * mm, height: 24 * mm },
    qr: { width: 26 * mm, height: 26 * mm, marginLeft: 4 * mm },
    code: { fontSize: 20, fontWeight: 'bold', letterSpacing: 2, marginTop: 6 },
    tracking: { fontSize: 11, marginTop: 4 },
  });
  const doc = (
    <Document title={`${label.code} ${label.carrier}`}>
      <Page size={[100 * mm, 150 * mm]} style={s.page}>
        <Text style={s.carrier}>{label.carrier.toUpperCase().replace('_', ' ')}</Text>
        {label.sender.map((line, i) => <Text key={i} style={s.small}>{line}</Text>)}
        <View style={s.rule} />
        <Text style={s.recipient}>{COMPANY.legalName}</Text>
        <Text style={s.line}>{COMPANY.street}</Text>
        <Text style={s.line}>{`${COMPANY.postalCode} ${COMPANY.city}`}</Text>
        <Text style={s.line}>{COMPANY.country}</Text>
        <View style={s.codes}>
          <Image style={s.barcode} src={{ data: barcode, format: 'png' }} />
          <Image style={s.qr} src={{ data: qr, format: 'png' }} />
        </View>
        <Text style={s.code}>{label.code}</Text>
        {label.trackingNumber ? <Text style={s.tracking}>{label.trackingNumber}</Text> : null}
        {label.pickupDate ? <Text style={s.tracking}>{label.pickupDate}</Text> : null}
        <Text style={s.tracking}>{`${label.bookCount} ×`}</Text>
      </Page>
    </Document>
  );
  return pdf.renderToBuffer(doc);
}
