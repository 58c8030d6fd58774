import type { Locale } from '@/i18n/locales';
import { INVOICE_MESSAGES } from './messages';
import { INVOICE_FONT_FAMILY } from './fonts';
import { countryName, fill } from './format';
import type { InvoiceBuyer } from './invoice.types';
import type { Seller } from './seller';

export type ReactPdf = typeof import('@react-pdf/renderer');

/**
 * What the invoice and the credit note (docs/adr/0024) share: one layout, so a correction looks
 * like the document it corrects — the page, the two parties, the item table and the footer.
 */
export const DOCUMENT_STYLES = {
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
} as const;

/** A stylesheet built from DOCUMENT_STYLES (a document may add to it or override a style). */
type Style = Parameters<ReactPdf['StyleSheet']['create']>[0][string];
type Styles = Record<keyof typeof DOCUMENT_STYLES, Style>;

/** Seller and buyer side by side, with their addresses and registration numbers. */
export function partiesBlock(pdf: ReactPdf, s: Styles, locale: Locale, seller: Seller, buyer: InvoiceBuyer) {
  const { View, Text } = pdf;
  const t = INVOICE_MESSAGES[locale];
  return (
    <View style={s.parties}>
      <View style={s.party}>
        <Text style={s.partyLabel}>{t.seller}</Text>
        <Text style={s.strong}>{seller.name}</Text>
        <Text>{seller.street}</Text>
        <Text>{`${seller.postalCode} ${seller.city}`}</Text>
        <Text>{countryName(seller.country, locale)}</Text>
        <Text>{`${t.companyId}: ${seller.companyId}`}</Text>
        <Text>{`${t.vatId}: ${seller.vatId}`}</Text>
      </View>
      <View style={s.party}>
        <Text style={s.partyLabel}>{t.buyer}</Text>
        {buyer.company ? <Text style={s.strong}>{buyer.company.name}</Text> : null}
        <Text style={buyer.company ? undefined : s.strong}>{buyer.name}</Text>
        {buyer.address ? <Text>{buyer.address.street}</Text> : null}
        {buyer.address ? <Text>{`${buyer.address.zip} ${buyer.address.city}`}</Text> : null}
        {buyer.address ? <Text>{countryName(buyer.address.country, locale)}</Text> : null}
        {buyer.company?.companyId ? <Text>{`${t.companyId}: ${buyer.company.companyId}`}</Text> : null}
        {buyer.company?.vatId ? <Text>{`${t.vatId}: ${buyer.company.vatId}`}</Text> : null}
        <Text>{buyer.email}</Text>
      </View>
    </View>
  );
}

/** The seller's registration line and "page n of m" on every page. */
export function footerBlock(pdf: ReactPdf, s: Styles, locale: Locale, seller: Seller) {
  const { View, Text } = pdf;
  const t = INVOICE_MESSAGES[locale];
  return (
    <View style={s.footer} fixed>
      <Text>{`${seller.name} · ${t.companyId} ${seller.companyId} · ${t.vatId} ${seller.vatId}`}</Text>
      <Text render={({ pageNumber, totalPages }) => fill(t.pageOf, { page: pageNumber, pages: totalPages })} />
    </View>
  );
}
