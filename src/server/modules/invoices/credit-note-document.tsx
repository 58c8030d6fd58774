import type { CreditNoteData } from './credit-note.types';
import { CREDIT_NOTE_MESSAGES } from './credit-note-messages';
import { INVOICE_MESSAGES } from './messages';
import { DOCUMENT_STYLES, footerBlock, partiesBlock, type ReactPdf } from './document-parts';
import { fill, formatDate, formatMoney } from './format';

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

  // The invoice's layout; a smaller title (the heading is longer) and a line for the reason.
  const s = StyleSheet.create({
    ...DOCUMENT_STYLES,
    title: { ...DOCUMENT_STYLES.title, fontSize: 18 },
    parties: { ...DOCUMENT_STYLES.parties, marginBottom: 18 },
    totals: { ...DOCUMENT_STYLES.totals, width: 280 },
    reason: { marginBottom: 14 },
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

        {partiesBlock(pdf, s, note.locale, seller, buyer)}

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

        {footerBlock(pdf, s, note.locale, seller)}
      </Page>
    </Document>
  );
}
