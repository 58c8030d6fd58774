import type { CommissionStatement } from '@/contracts/commission';
import { COMPANY, type Locale } from '@/i18n/locales';
import { formatMoney, INVOICE_FONT_FAMILY, loadReactPdf } from '../invoices';

type Lang = 'cs' | 'sk' | 'en' | 'de' | 'es' | 'it' | 'nl' | 'fr';
interface Words {
  title: string; opening: string; closing: string; date: string; item: string; price: string; share: string; fee: string; amount: string;
  sale: string; sale_reversal: string; payout_request: string; payout_approved: string; payout_rejected: string; adjustment: string; feeLine: string; empty: string;
}

/** The statement's words in the seller's language (the storefront they sell through). */
export const STATEMENT_WORDS: Record<Lang, Words> = {
  cs: { title: 'Vyúčtování komisního prodeje', opening: 'Počáteční zůstatek', closing: 'Konečný zůstatek', date: 'Datum', item: 'Položka', price: 'Cena', share: 'Podíl', fee: 'Provize obchodu', amount: 'Částka', sale: 'Prodej', sale_reversal: 'Vrácení prodeje', payout_request: 'Výplata', payout_approved: 'Výplata schválena', payout_rejected: 'Výplata zamítnuta', adjustment: 'Úprava', feeLine: 'Poplatek', empty: 'Žádné pohyby v tomto měsíci.' },
  sk: { title: 'Vyúčtovanie komisného predaja', opening: 'Počiatočný zostatok', closing: 'Konečný zostatok', date: 'Dátum', item: 'Položka', price: 'Cena', share: 'Podiel', fee: 'Provízia obchodu', amount: 'Suma', sale: 'Predaj', sale_reversal: 'Vrátenie predaja', payout_request: 'Výplata', payout_approved: 'Výplata schválená', payout_rejected: 'Výplata zamietnutá', adjustment: 'Úprava', feeLine: 'Poplatok', empty: 'Žiadne pohyby v tomto mesiaci.' },
  en: { title: 'Commission statement', opening: 'Opening balance', closing: 'Closing balance', date: 'Date', item: 'Item', price: 'Price', share: 'Share', fee: 'Shop fee', amount: 'Amount', sale: 'Sale', sale_reversal: 'Sale returned', payout_request: 'Payout', payout_approved: 'Payout approved', payout_rejected: 'Payout rejected', adjustment: 'Adjustment', feeLine: 'Fee', empty: 'No movements this month.' },
  de: { title: 'Kommissionsabrechnung', opening: 'Anfangssaldo', closing: 'Endsaldo', date: 'Datum', item: 'Posten', price: 'Preis', share: 'Anteil', fee: 'Gebühr des Shops', amount: 'Betrag', sale: 'Verkauf', sale_reversal: 'Verkauf zurückgegeben', payout_request: 'Auszahlung', payout_approved: 'Auszahlung genehmigt', payout_rejected: 'Auszahlung abgelehnt', adjustment: 'Korrektur', feeLine: 'Gebühr', empty: 'Keine Bewegungen in diesem Monat.' },
  es: { title: 'Liquidación de venta en comisión', opening: 'Saldo inicial', closing: 'Saldo final', date: 'Fecha', item: 'Concepto', price: 'Precio', share: 'Participación', fee: 'Comisión de la tienda', amount: 'Importe', sale: 'Venta', sale_reversal: 'Venta devuelta', payout_request: 'Pago', payout_approved: 'Pago aprobado', payout_rejected: 'Pago rechazado', adjustment: 'Ajuste', feeLine: 'Cargo', empty: 'Sin movimientos este mes.' },
  it: { title: 'Rendiconto conto vendita', opening: 'Saldo iniziale', closing: 'Saldo finale', date: 'Data', item: 'Voce', price: 'Prezzo', share: 'Quota', fee: 'Commissione del negozio', amount: 'Importo', sale: 'Vendita', sale_reversal: 'Vendita resa', payout_request: 'Pagamento', payout_approved: 'Pagamento approvato', payout_rejected: 'Pagamento rifiutato', adjustment: 'Rettifica', feeLine: 'Addebito', empty: 'Nessun movimento questo mese.' },
  nl: { title: 'Afrekening consignatieverkoop', opening: 'Beginsaldo', closing: 'Eindsaldo', date: 'Datum', item: 'Post', price: 'Prijs', share: 'Aandeel', fee: 'Winkelvergoeding', amount: 'Bedrag', sale: 'Verkoop', sale_reversal: 'Verkoop geretourneerd', payout_request: 'Uitbetaling', payout_approved: 'Uitbetaling goedgekeurd', payout_rejected: 'Uitbetaling afgewezen', adjustment: 'Correctie', feeLine: 'Kosten', empty: 'Geen bewegingen deze maand.' },
  fr: { title: 'Relevé de dépôt-vente', opening: 'Solde d’ouverture', closing: 'Solde de clôture', date: 'Date', item: 'Poste', price: 'Prix', share: 'Part', fee: 'Commission de la boutique', amount: 'Montant', sale: 'Vente', sale_reversal: 'Vente retournée', payout_request: 'Versement', payout_approved: 'Versement approuvé', payout_rejected: 'Versement refusé', adjustment: 'Ajustement', feeLine: 'Frais', empty: 'Aucun mouvement ce mois-ci.' },
};

export const statementLang = (locale: string): Lang => {
  const lang = locale.slice(0, 2);
  return (lang in STATEMENT_WORDS ? lang : 'en') as Lang;
};

/** The monthly statement as a PDF, in the seller's language (issue 16 item 3). */
export async function renderStatementPdf(statement: CommissionStatement, locale: Locale): Promise<Buffer> {
  const pdf = await loadReactPdf();
  const { Document, Page, Text, View, StyleSheet } = pdf;
  const w = STATEMENT_WORDS[statementLang(locale)];
  const money = (x: number | null) => (x === null ? '' : formatMoney(x, statement.currency, locale));
  const s = StyleSheet.create({
    page: { fontFamily: INVOICE_FONT_FAMILY, fontSize: 9, padding: 36, color: '#000' },
    h1: { fontSize: 16, fontWeight: 'bold', marginBottom: 4 },
    muted: { color: '#444', marginBottom: 12 },
    row: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: '#999', paddingVertical: 3 },
    head: { fontWeight: 'bold' },
    date: { width: '14%' }, item: { width: '34%' }, num: { width: '13%', textAlign: 'right' },
    total: { flexDirection: 'row', justifyContent: 'space-between', marginTop: 6, fontWeight: 'bold' },
  });
  const label = (kind: string) => (kind === 'fee' ? w.feeLine : (w as unknown as Record<string, string>)[kind] ?? kind);
  const doc = (
    <Document title={`${w.title} ${statement.month}`}>
      <Page size="A4" style={s.page}>
        <Text style={s.h1}>{`${w.title} ${statement.month}`}</Text>
        <Text style={s.muted}>{`${COMPANY.legalName}, ${COMPANY.street}, ${COMPANY.postalCode} ${COMPANY.city}`}</Text>
        <View style={s.total}><Text>{w.opening}</Text><Text>{money(statement.openingBalanceX100)}</Text></View>
        <View style={[s.row, s.head]}>
          <Text style={s.date}>{w.date}</Text><Text style={s.item}>{w.item}</Text><Text style={s.num}>{w.price}</Text>
          <Text style={s.num}>{w.share}</Text><Text style={s.num}>{w.fee}</Text><Text style={s.num}>{w.amount}</Text>
        </View>
        {statement.lines.length === 0 ? <Text style={s.muted}>{w.empty}</Text> : null}
        {statement.lines.map((l, i) => (
          <View key={i} style={s.row} wrap={false}>
            <Text style={s.date}>{l.at.slice(0, 10)}</Text>
            <Text style={s.item}>{`${label(l.kind)}${l.title ? `: ${l.title}` : ''}`}</Text>
            <Text style={s.num}>{money(l.priceX100)}</Text>
            <Text style={s.num}>{l.sharePercent === null ? '' : `${l.sharePercent} %`}</Text>
            <Text style={s.num}>{money(l.feeX100)}</Text>
            <Text style={s.num}>{money(l.amountX100)}</Text>
          </View>
        ))}
        <View style={s.total}><Text>{w.closing}</Text><Text>{money(statement.closingBalanceX100)}</Text></View>
      </Page>
    </Document>
  );
  return pdf.renderToBuffer(doc);
}
