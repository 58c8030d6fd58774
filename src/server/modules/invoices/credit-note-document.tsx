import type { CreditNoteData } from './credit-note.types';
import { CREDIT_NOTE_MESSAGES } from './credit-note-messages';
import { INVOICE_MESSAGES } from './messages';
import { INVOICE_FONT_FAMILY } from './fonts';
import { countryName, fill, formatDate, formatMoney } from './format';
import type { ReactPdf } from './invoice-document';

/**
 * The credit note (opravný daňový doklad, docs/adr/0024) as a react-pdf tree: the invoice's layout,
 * its own title and number, the invoice it corrects, and the correction's rows as negative amounts.
 */
export function creditNoteDocument(pdf: ReactPdf, note: CreditNoteData) {
  const { Document, Page, View, Text, StyleSheet } = pdf;
  const t = INVOICE_MESSAGES[note.locale];
  const c = CREDIT_NOTE_MESSAGES[note.locale];
  const money = (x100: number) => formatMoney(x100, note.currency, note.locale);
  const { seller, buyer } = note;

  const s = StyleSheet.create({
    page: { fontFamily: INVOICE_FONT_FAMILY, fontSize: 10, paddingTop: 40, paddingBottom: 60, paddingHorizontal: 44, color: '#222' },
    header: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-end', marginBottom: 24 },
    title: { fontSize: 18, fontWeight: 'bold' },
    meta: { textAlign: 'right' },
    parties: { flexDirection: 'row', gap: 24, marginBottom: 18 },
    party: { flexGrow: 1, flexBasis: 0 },
    partyLabel: { fontSize: 8, color: '#666', textTransform: 'uppercase', marginBottom: 4 },
    strong: { fontWeight: 'bold' },
    reason: { marginBottom: 14 },
    tableHead: { flexDirection: 'row', borderBottomWidth: 1, borderBottomColor: '#222', paddingBottom: 4, fontWeight: 'bold' },
    row: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: '#ccc', paddingVertical: 4 },
    itemCell: { flexGrow: 1, flexBasis: 0, paddingRight: 12 },
    priceCell: { width: 110, textAlign: 'right' },
    totals: { marginTop: 12, marginLeft: 'auto', width: 280 },
    totalRow: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 2 },
    grandTotal: { flexDirection: 'row', justifyContent: 'space-between', borderTopWidth: 1, borderTopColor: '#222', marginTop: 4, paddingTop: 4, fontWeight: 'bold', fontSize: 12 },
    note: { marginTop: 28, fontSize: 9, color: '#444' },
    footer: { position: 'absolute', bottom: 28, left: 44, right: 44, fontSize: 8, color: '#666', flexDirection: 'row', justifyContent: 'space-between' },
  });

  const rows: [string, number][] = [];
  if (note.shippingX100 !== 0) rows.push([t.shipping, note.shippingX100]);
  if (note.paymentFeeX100 !== 0) rows.push([t.paymentFee, note.paymentFeeX100]);
  if (note.discountX100 !== 0) rows.push([c.discount, note.discountX100]);
  if (note.walletX100 !== 0) rows.push([c.wallet, note.walletX100]);
  const heading = `${c.title} ${note.number}`;

  return (
    <Document title={heading} author={seller.name} creator={seller.name} producer={seller.name} language={note.locale}>
      <Page size="A4" style={s.page}>
        <View style={s.header}>
          <Text style={s.title}>{heading}</Text>
          <View style={s.meta}>
            <Text>{`${c.number}: ${note.number}`}</Text>
            <Text>{`${t.issueDate}: ${formatDate(note.issueDate, note.locale)}`}</Text>
            <Text>{fill(c.corrects, { number: note.invoiceNumber })}</Text>
            <Text>{fill(c.order, { number: note.orderNumber })}</Text>
          </View>
        </View>

        <View style={s.parties}>
          <View style={s.party}>
            <Text style={s.partyLabel}>{t.seller}</Text>
            <Text style={s.strong}>{seller.name}</Text>
            <Text>{seller.street}</Text>
            <Text>{`${seller.postalCode} ${seller.city}`}</Text>
            <Text>{countryName(seller.country, note.locale)}</Text>
            <Text>{`${t.companyId}: ${seller.companyId}`}</Text>
            <Text>{`${t.vatId}: ${seller.vatId}`}</Text>
          </View>
          <View style={s.party}>
            <Text style={s.partyLabel}>{t.buyer}</Text>
            {buyer.company ? <Text style={s.strong}>{buyer.company.name}</Text> : null}
            <Text style={buyer.company ? undefined : s.strong}>{buyer.name}</Text>
            {buyer.address ? <Text>{buyer.address.street}</Text> : null}
            {buyer.address ? <Text>{`${buyer.address.zip} ${buyer.address.city}`}</Text> : null}
            {buyer.address ? <Text>{countryName(buyer.address.country, note.locale)}</Text> : null}
            {buyer.company?.companyId ? <Text>{`${t.companyId}: ${buyer.company.companyId}`}</Text> : null}
            {buyer.company?.vatId ? <Text>{`${t.vatId}: ${buyer.company.vatId}`}</Text> : null}
            <Text>{buyer.email}</Text>
          </View>
        </View>

        <Text style={s.reason}>{`${c.reasonLabel}: ${c.reasons[note.kind]}`}</Text>

        <View style={s.tableHead}>
          <Text style={s.itemCell}>{t.item}</Text>
          <Text style={s.priceCell}>{c.amount}</Text>
        </View>
        {note.lines.map((line, i) => (
          <View key={i} style={s.row} wrap={false}>
            <Text style={s.itemCell}>{line.title}</Text>
            <Text style={s.priceCell}>{money(line.amountX100)}</Text>
          </View>
        ))}

        <View style={s.totals} wrap={false}>
          {rows.map(([label, x100]) => (
            <View key={label} style={s.totalRow}>
              <Text>{label}</Text>
              <Text>{money(x100)}</Text>
            </View>
          ))}
          <View style={s.grandTotal}>
            <Text>{c.total}</Text>
            <Text>{money(note.totalX100)}</Text>
          </View>
        </View>

        <View style={s.note} wrap={false}>
          <Text>{`${c.refundedTo} ${c.methods[note.method]}.`}</Text>
          <Text>{t.marginScheme}</Text>
        </View>

        <View style={s.footer} fixed>
          <Text>{`${seller.name} · ${t.companyId} ${seller.companyId} · ${t.vatId} ${seller.vatId}`}</Text>
          <Text render={({ pageNumber, totalPages }) => fill(t.pageOf, { page: pageNumber, pages: totalPages })} />
        </View>
      </Page>
    </Document>
  );
}
