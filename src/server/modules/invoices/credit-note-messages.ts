import type { Locale } from '@/i18n/locales';
import type { CreditNoteKind, CreditNoteMethod } from './credit-note.types';

/**
 * The credit note's own labels for the ten storefronts (the rest — seller, buyer, item, shipping,
 * page numbers — are the invoice's, INVOICE_MESSAGES). Typed so a missing locale or key fails.
 */
export interface CreditNoteMessages {
  title: string;
  number: string;
  /** "Corrects invoice {number}". */
  corrects: string;
  /** "Order {number}". */
  order: string;
  reasonLabel: string;
  reasons: Record<CreditNoteKind, string>;
  amount: string;
  discount: string;
  wallet: string;
  total: string;
  /** "Refunded to: …" */
  refundedTo: string;
  methods: Record<CreditNoteMethod, string>;
}

const german: CreditNoteMessages = {
  title: 'Gutschrift',
  number: 'Gutschriftnummer',
  corrects: 'Korrektur zur Rechnung {number}',
  order: 'Bestellung {number}',
  reasonLabel: 'Grund der Korrektur',
  reasons: { cancel: 'Stornierung der Bestellung', line: 'Rückerstattung eines Artikels', merge: 'Zusammengelegte Bestellungen: doppelter Versand', other: 'Rückerstattung' },
  amount: 'Betrag',
  discount: 'Rabatt (storniert)',
  wallet: 'Dem Guthaben gutgeschrieben',
  total: 'Erstatteter Betrag',
  refundedTo: 'Erstattet',
  methods: { wallet: 'auf Ihr Guthaben', provider: 'auf die ursprüngliche Zahlungsart', bank_transfer: 'per Banküberweisung' },
};

const french: CreditNoteMessages = {
  title: 'Avoir',
  number: "Numéro d'avoir",
  corrects: 'Rectifie la facture {number}',
  order: 'Commande {number}',
  reasonLabel: 'Motif de la rectification',
  reasons: { cancel: 'Annulation de la commande', line: "Remboursement d'un article", merge: 'Commandes regroupées : double livraison', other: 'Remboursement' },
  amount: 'Montant',
  discount: 'Remise (annulée)',
  wallet: 'Recrédité sur votre solde',
  total: 'Montant remboursé',
  refundedTo: 'Remboursé',
  methods: { wallet: 'sur votre solde', provider: 'sur le moyen de paiement initial', bank_transfer: 'par virement bancaire' },
};

export const CREDIT_NOTE_MESSAGES: Record<Locale, CreditNoteMessages> = {
  cs: {
    title: 'Opravný daňový doklad',
    number: 'Číslo dokladu',
    corrects: 'Opravuje fakturu {number}',
    order: 'Objednávka {number}',
    reasonLabel: 'Důvod opravy',
    reasons: { cancel: 'Zrušení objednávky', line: 'Vrácení položky', merge: 'Sloučené objednávky: dvojí doprava', other: 'Vrácení peněz' },
    amount: 'Částka',
    discount: 'Sleva (zrušená)',
    wallet: 'Vráceno na kredit',
    total: 'Celkem vráceno',
    refundedTo: 'Vráceno',
    methods: { wallet: 'na váš kredit', provider: 'původním způsobem platby', bank_transfer: 'bankovním převodem' },
  },
  sk: {
    title: 'Opravný doklad (dobropis)',
    number: 'Číslo dokladu',
    corrects: 'Opravuje faktúru {number}',
    order: 'Objednávka {number}',
    reasonLabel: 'Dôvod opravy',
    reasons: { cancel: 'Zrušenie objednávky', line: 'Vrátenie položky', merge: 'Zlúčené objednávky: dvojitá doprava', other: 'Vrátenie peňazí' },
    amount: 'Suma',
    discount: 'Zľava (zrušená)',
    wallet: 'Vrátené na kredit',
    total: 'Spolu vrátené',
    refundedTo: 'Vrátené',
    methods: { wallet: 'na váš kredit', provider: 'pôvodným spôsobom platby', bank_transfer: 'bankovým prevodom' },
  },
  en: {
    title: 'Credit note',
    number: 'Credit note number',
    corrects: 'Corrects invoice {number}',
    order: 'Order {number}',
    reasonLabel: 'Reason for the correction',
    reasons: { cancel: 'Order cancelled', line: 'Item refunded', merge: 'Orders merged: shipping charged twice', other: 'Refund' },
    amount: 'Amount',
    discount: 'Discount (withdrawn)',
    wallet: 'Returned to your credit',
    total: 'Total refunded',
    refundedTo: 'Refunded',
    methods: { wallet: 'to your credit', provider: 'to the original payment method', bank_transfer: 'by bank transfer' },
  },
  'de-AT': german,
  'de-DE': german,
  'es-ES': {
    title: 'Factura rectificativa',
    number: 'Número de rectificativa',
    corrects: 'Rectifica la factura {number}',
    order: 'Pedido {number}',
    reasonLabel: 'Motivo de la rectificación',
    reasons: { cancel: 'Cancelación del pedido', line: 'Reembolso de un artículo', merge: 'Pedidos agrupados: envío cobrado dos veces', other: 'Reembolso' },
    amount: 'Importe',
    discount: 'Descuento (anulado)',
    wallet: 'Devuelto a su saldo',
    total: 'Total reembolsado',
    refundedTo: 'Reembolsado',
    methods: { wallet: 'a su saldo', provider: 'al medio de pago original', bank_transfer: 'por transferencia bancaria' },
  },
  'it-IT': {
    title: 'Nota di credito',
    number: 'Numero nota di credito',
    corrects: 'Rettifica la fattura {number}',
    order: 'Ordine {number}',
    reasonLabel: 'Motivo della rettifica',
    reasons: { cancel: "Annullamento dell'ordine", line: 'Rimborso di un articolo', merge: 'Ordini uniti: spedizione addebitata due volte', other: 'Rimborso' },
    amount: 'Importo',
    discount: 'Sconto (annullato)',
    wallet: 'Restituito al tuo credito',
    total: 'Totale rimborsato',
    refundedTo: 'Rimborsato',
    methods: { wallet: 'sul tuo credito', provider: 'sul metodo di pagamento originale', bank_transfer: 'con bonifico bancario' },
  },
  'nl-NL': {
    title: 'Creditnota',
    number: 'Creditnotanummer',
    corrects: 'Corrigeert factuur {number}',
    order: 'Bestelling {number}',
    reasonLabel: 'Reden van de correctie',
    reasons: { cancel: 'Bestelling geannuleerd', line: 'Artikel terugbetaald', merge: 'Bestellingen samengevoegd: dubbele verzending', other: 'Terugbetaling' },
    amount: 'Bedrag',
    discount: 'Korting (vervallen)',
    wallet: 'Teruggezet op je tegoed',
    total: 'Totaal terugbetaald',
    refundedTo: 'Terugbetaald',
    methods: { wallet: 'op je tegoed', provider: 'via de oorspronkelijke betaalmethode', bank_transfer: 'per bankoverschrijving' },
  },
  'fr-FR': french,
  'fr-BE': { ...french, title: 'Note de crédit', number: 'Numéro de la note de crédit' },
};
