import type { InvoiceData } from './invoice.types';
import { INVOICE_MESSAGES } from './messages';
import { INVOICE_FONT_FAMILY } from './fonts';
import { countryName, fill, formatDate, formatMoney } from './format';

export type ReactPdf = typeof import('@react-pdf/renderer');

/**
 * The invoice as a react-pdf tree. react-pdf is ESM-only and heavy, so it is loaded lazily by
 * render-invoice.ts and handed in here rather than imported at module load.
 */
export function invoiceDocument(pdf: ReactPdf, invoice: InvoiceData) {
  const { Document, Page, View, Text, StyleSheet } = pdf;
  const t = INVOICE_MESSAGES[invoice.locale];
  const money = (x100: number) => formatMoney(x100, invoice.currency, invoice.locale);
  const { seller, buyer } = invoice;

  const s = StyleSheet.create({
    page: { fontFamily: INVOICE_FONT_FAMILY, fontSize: 10, paddingTop: 40, paddingBottom: 60, paddingHorizontal: 44, color: '#222' },
    header: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-end', marginBottom: 24 },
    title: { fontSize: 22, fontWeight: 'bold' },
    meta: { textAlign: 'right' },
    parties: { flexDirection: 'row', gap: 24, marginBottom: 24 },
    party: { flexGrow: 1, flexBasis: 0 },
    partyLabel: { fontSize: 8, color: '#666', textTransform: 'uppercase', marginBottom: 4 },
    strong: { fontWeight: 'bold' },
    tableHead: { flexDirection: 'row', borderBottomWidth: 1, borderBottomColor: '#222', paddingBottom: 4, fontWeight: 'bold' },
    row: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: '#ccc', paddingVertical: 4 },
    itemCell: { flexGrow: 1, flexBasis: 0, paddingRight: 12 },
    priceCell: { width: 110, textAlign: 'right' },
    totals: { marginTop: 12, marginLeft: 'auto', width: 260 },
    totalRow: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 2 },
    grandTotal: { flexDirection: 'row', justifyContent: 'space-between', borderTopWidth: 1, borderTopColor: '#222', marginTop: 4, paddingTop: 4, fontWeight: 'bold', fontSize: 12 },
    note: { marginTop: 28, fontSize: 9, color: '#444' },
    footer: { position: 'absolute', bottom: 28, left: 44, right: 44, fontSize: 8, color: '#666', flexDirection: 'row', justifyContent: 'space-between' },
  });

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

        <View style={s.parties}>
          <View style={s.party}>
            <Text style={s.partyLabel}>{t.seller}</Text>
            <Text style={s.strong}>{seller.name}</Text>
            <Text>{seller.street}</Text>
            <Text>{`${seller.postalCode} ${seller.city}`}</Text>
            <Text>{countryName(seller.country, invoice.locale)}</Text>
            <Text>{`${t.companyId}: ${seller.companyId}`}</Text>
            <Text>{`${t.vatId}: ${seller.vatId}`}</Text>
          </View>
          <View style={s.party}>
            <Text style={s.partyLabel}>{t.buyer}</Text>
            {buyer.company ? <Text style={s.strong}>{buyer.company.name}</Text> : null}
            <Text style={buyer.company ? undefined : s.strong}>{buyer.name}</Text>
            {buyer.address ? <Text>{buyer.address.street}</Text> : null}
            {buyer.address ? <Text>{`${buyer.address.zip} ${buyer.address.city}`}</Text> : null}
            {buyer.address ? <Text>{countryName(buyer.address.country, invoice.locale)}</Text> : null}
            {buyer.company?.companyId ? <Text>{`${t.companyId}: ${buyer.company.companyId}`}</Text> : null}
            {buyer.company?.vatId ? <Text>{`${t.vatId}: ${buyer.company.vatId}`}</Text> : null}
            <Text>{buyer.email}</Text>
          </View>
        </View>

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

        <View style={s.footer} fixed>
          <Text>{`${seller.name} · ${t.companyId} ${seller.companyId} · ${t.vatId} ${seller.vatId}`}</Text>
          <Text render={({ pageNumber, totalPages }) => fill(t.pageOf, { page: pageNumber, pages: totalPages })} />
        </View>
      </Page>
    </Document>
  );
}
