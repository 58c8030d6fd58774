import type { Locale } from '@/i18n/locales';

/**
 * Invoice labels for the ten storefronts. The server cannot read next-intl's message files (they
 * belong to the storefront bundle), so server-rendered documents keep their strings here, typed so
 * a missing locale or key fails the type check.
 */
export interface InvoiceMessages {
  title: string;
  number: string;
  issueDate: string;
  seller: string;
  buyer: string;
  companyId: string;
  vatId: string;
  item: string;
  price: string;
  itemsTotal: string;
  shipping: string;
  paymentFee: string;
  discount: string;
  wallet: string;
  total: string;
  /** Second-hand goods are sold under the EU margin scheme; the invoice must say so. */
  marginScheme: string;
  thanks: string;
  /** {page} of {pages} */
  pageOf: string;
  /** A re-issued invoice: "Replaces invoice {number}". */
  replaces: string;
}

const german: InvoiceMessages = {
  title: 'Rechnung',
  number: 'Rechnungsnummer',
  issueDate: 'Rechnungsdatum',
  seller: 'Verkäufer',
  buyer: 'Käufer',
  companyId: 'Firmennummer',
  vatId: 'USt-IdNr.',
  item: 'Artikel',
  price: 'Preis',
  itemsTotal: 'Warenwert',
  shipping: 'Versand',
  paymentFee: 'Zahlungsgebühr',
  discount: 'Rabatt',
  wallet: 'Mit Guthaben bezahlt',
  total: 'Zu zahlender Betrag',
  marginScheme: 'Differenzbesteuerung – Gebrauchtgegenstände.',
  thanks: 'Vielen Dank für Ihren Einkauf.',
  pageOf: 'Seite {page} von {pages}',
  replaces: 'Ersetzt Rechnung {number}',
};

const french: InvoiceMessages = {
  title: 'Facture',
  number: 'Numéro de facture',
  issueDate: "Date d'émission",
  seller: 'Vendeur',
  buyer: 'Acheteur',
  companyId: "N° d'entreprise",
  vatId: 'N° de TVA',
  item: 'Article',
  price: 'Prix',
  itemsTotal: 'Articles',
  shipping: 'Livraison',
  paymentFee: 'Frais de paiement',
  discount: 'Remise',
  wallet: 'Payé avec votre crédit',
  total: 'Total à payer',
  marginScheme: "Régime particulier – biens d'occasion.",
  thanks: 'Merci pour votre achat.',
  pageOf: 'Page {page} sur {pages}',
  replaces: 'Remplace la facture {number}',
};

export const INVOICE_MESSAGES: Record<Locale, InvoiceMessages> = {
  cs: {
    title: 'Faktura',
    number: 'Číslo faktury',
    issueDate: 'Datum vystavení',
    seller: 'Dodavatel',
    buyer: 'Odběratel',
    companyId: 'IČO',
    vatId: 'DIČ',
    item: 'Položka',
    price: 'Cena',
    itemsTotal: 'Zboží celkem',
    shipping: 'Doprava',
    paymentFee: 'Poplatek za platbu',
    discount: 'Sleva',
    wallet: 'Uhrazeno z kreditu',
    total: 'Celkem k úhradě',
    marginScheme: 'Zvláštní režim – použité zboží.',
    thanks: 'Děkujeme za nákup.',
    pageOf: 'Strana {page} z {pages}',
    replaces: 'Nahrazuje fakturu {number}',
  },
  sk: {
    title: 'Faktúra',
    number: 'Číslo faktúry',
    issueDate: 'Dátum vystavenia',
    seller: 'Dodávateľ',
    buyer: 'Odberateľ',
    companyId: 'IČO',
    vatId: 'IČ DPH',
    item: 'Položka',
    price: 'Cena',
    itemsTotal: 'Tovar spolu',
    shipping: 'Doprava',
    paymentFee: 'Poplatok za platbu',
    discount: 'Zľava',
    wallet: 'Uhradené z kreditu',
    total: 'Spolu na úhradu',
    marginScheme: 'Úprava zdaňovania prirážky – použitý tovar.',
    thanks: 'Ďakujeme za nákup.',
    pageOf: 'Strana {page} z {pages}',
    replaces: 'Nahrádza faktúru {number}',
  },
  en: {
    title: 'Invoice',
    number: 'Invoice number',
    issueDate: 'Issue date',
    seller: 'Seller',
    buyer: 'Buyer',
    companyId: 'Company ID',
    vatId: 'VAT ID',
    item: 'Item',
    price: 'Price',
    itemsTotal: 'Items',
    shipping: 'Shipping',
    paymentFee: 'Payment fee',
    discount: 'Discount',
    wallet: 'Paid from credit',
    total: 'Total due',
    marginScheme: 'Margin scheme – second-hand goods.',
    thanks: 'Thank you for your purchase.',
    pageOf: 'Page {page} of {pages}',
    replaces: 'Replaces invoice {number}',
  },
  // Austrian usage: UID-Nummer for the VAT id, Zustellung for delivery.
  'de-AT': { ...german, vatId: 'UID-Nr.', shipping: 'Zustellung' },
  'de-DE': german,
  'es-ES': {
    title: 'Factura',
    number: 'Número de factura',
    issueDate: 'Fecha de emisión',
    seller: 'Vendedor',
    buyer: 'Comprador',
    companyId: 'N.º de empresa',
    vatId: 'NIF-IVA',
    item: 'Artículo',
    price: 'Precio',
    itemsTotal: 'Artículos',
    shipping: 'Envío',
    paymentFee: 'Comisión de pago',
    discount: 'Descuento',
    wallet: 'Pagado con saldo',
    total: 'Total a pagar',
    marginScheme: 'Régimen especial – bienes de ocasión.',
    thanks: 'Gracias por su compra.',
    pageOf: 'Página {page} de {pages}',
    replaces: 'Sustituye a la factura {number}',
  },
  'it-IT': {
    title: 'Fattura',
    number: 'Numero fattura',
    issueDate: 'Data di emissione',
    seller: 'Venditore',
    buyer: 'Acquirente',
    companyId: 'Numero di registro',
    vatId: 'Partita IVA',
    item: 'Articolo',
    price: 'Prezzo',
    itemsTotal: 'Articoli',
    shipping: 'Spedizione',
    paymentFee: 'Commissione di pagamento',
    discount: 'Sconto',
    wallet: 'Pagato con credito',
    total: 'Totale da pagare',
    marginScheme: 'Regime del margine – beni usati.',
    thanks: 'Grazie per il tuo acquisto.',
    pageOf: 'Pagina {page} di {pages}',
    replaces: 'Sostituisce la fattura {number}',
  },
  'nl-NL': {
    title: 'Factuur',
    number: 'Factuurnummer',
    issueDate: 'Factuurdatum',
    seller: 'Verkoper',
    buyer: 'Koper',
    companyId: 'Bedrijfsnummer',
    vatId: 'Btw-nummer',
    item: 'Artikel',
    price: 'Prijs',
    itemsTotal: 'Artikelen',
    shipping: 'Verzending',
    paymentFee: 'Betaalkosten',
    discount: 'Korting',
    wallet: 'Betaald met tegoed',
    total: 'Te betalen',
    marginScheme: 'Bijzondere regeling – gebruikte goederen.',
    thanks: 'Bedankt voor je aankoop.',
    pageOf: 'Pagina {page} van {pages}',
    replaces: 'Vervangt factuur {number}',
  },
  'fr-FR': french,
  // Belgian usage: "numéro d'entreprise" (BCE) and "TVA" without "de".
  'fr-BE': { ...french, companyId: "Numéro d'entreprise", vatId: 'N° TVA' },
};
