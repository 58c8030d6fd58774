import type { InvoiceData } from './invoice.types';
import { INVOICE_MESSAGES } from './messages';
import { DOCUMENT_STYLES, footerBlock, partiesBlock, type ReactPdf } from './document-parts';
import { fill, formatDate, formatMoney } from './format';

export type { ReactPdf };

/**
 * The invoice as a react-pdf tree. react-pdf is ESM-only and heavy, so it is loaded lazily by
 * render-invoice.ts and handed in here rather than imported at module load.
 */
export function invoiceDocument(pdf: ReactPdf, invoice: InvoiceData) {
  const { Document, Page, View, Text, StyleSheet } = pdf;
  const t = INVOICE_MESSAGES[invoice.locale];
  const money = (x100: number) => formatMoney(x100, invoice.currency, invoice.locale);
  const { seller, buyer } = invoice;

  const s = StyleSheet.create(DOCUMENT_STYLES);

  const totals: [string, number][] = [[t.itemsTotal, invoice.itemsX100], [t.shipping, invoice.shippingX100]];
  if (invoice.paymentFeeX100 > 0) totals.push([t.paymentFee, invoice.paymentFeeX100]);
  if (invoice.discountX100 > 0) totals.push([t.discount, -invoice.discountX100]);
  if (invoice.walletX100 > 0) totals.push([t.wallet, -invoice.walletX100]);

  return (
    <Document title={`${t.title} ${invoice.number}`} author={seller.name} creator={seller.name} producer={seller.name} language={invoice.locale}>
      <Page size="A4" style={s.page}>
        <View style={s.header}>
          <Text style={s.title}>{`${t.title} ${invoice.number}`}</Text>
          <View style={s.meta}>
            <Text>{`${t.number}: ${invoice.number}`}</Text>
            <Text>{`${t.issueDate}: ${formatDate(invoice.issueDate, invoice.locale)}`}</Text>
            {invoice.replaces ? <Text>{fill(t.replaces, { number: invoice.replaces })}</Text> : null}
          </View>
        </View>

        {partiesBlock(pdf, s, invoice.locale, seller, buyer)}

        <View style={s.tableHead}>
          <Text style={s.itemCell}>{t.item}</Text>
          <Text style={s.priceCell}>{t.price}</Text>
        </View>
        {invoice.lines.map((line, i) => (
          <View key={i} style={s.row} wrap={false}>
            <Text style={s.itemCell}>{line.title}</Text>
            <Text style={s.priceCell}>{money(line.priceX100)}</Text>
          </View>
        ))}

        <View style={s.totals} wrap={false}>
          {totals.map(([label, x100]) => (
            <View key={label} style={s.totalRow}>
              <Text>{label}</Text>
              <Text>{money(x100)}</Text>
            </View>
          ))}
          <View style={s.grandTotal}>
            <Text>{t.total}</Text>
            <Text>{money(invoice.totalX100)}</Text>
          </View>
        </View>

        <View style={s.note} wrap={false}>
          <Text>{t.marginScheme}</Text>
          <Text>{t.thanks}</Text>
        </View>

        {footerBlock(pdf, s, invoice.locale, seller)}
      </Page>
    </Document>
  );
}
