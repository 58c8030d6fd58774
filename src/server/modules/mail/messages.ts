import type { Locale } from '@/i18n/locales';
import type { CheckoutPaymentMethod, ShippingKind } from '@/contracts/checkout';

/**
 * Strings of the order confirmation e-mail for the ten storefronts. The server cannot read
 * next-intl's message files, so server-rendered mail keeps its strings here, typed so a missing
 * locale or key fails the type check. Placeholders: {number}, {name}, {brand}.
 */
export interface OrderMailMessages {
  subject: string;
  greeting: string;
  intro: string;
  orderNumber: string;
  books: string;
  itemsTotal: string;
  shipping: string;
  paymentFee: string;
  discount: string;
  wallet: string;
  total: string;
  /** The total of an order already paid. */
  totalPaid: string;
  shippingMethod: string;
  paymentMethod: string;
  pickupPoint: string;
  deliveryAddress: string;
  orderLinkIntro: string;
  orderLinkLabel: string;
  signoff: string;
  team: string;
  shippingKinds: Record<ShippingKind, string>;
  paymentMethods: Record<CheckoutPaymentMethod, string>;
}

const german: OrderMailMessages = {
  subject: 'Bestellbestätigung {number}',
  greeting: 'Guten Tag {name},',
  intro: 'vielen Dank für Ihre Bestellung bei {brand}. Unten finden Sie die Zusammenfassung, die Rechnung liegt als PDF bei.',
  orderNumber: 'Bestellnummer',
  books: 'Bestellte Bücher',
  itemsTotal: 'Warenwert',
  shipping: 'Versand',
  paymentFee: 'Zahlungsgebühr',
  discount: 'Rabatt',
  wallet: 'Mit Guthaben bezahlt',
  total: 'Zu zahlender Betrag',
  totalPaid: 'Bezahlter Betrag',
  shippingMethod: 'Versandart',
  paymentMethod: 'Zahlungsart',
  pickupPoint: 'Abholstelle',
  deliveryAddress: 'Lieferadresse',
  orderLinkIntro: 'Ihre Bestellung und ihre Zahlung können Sie jederzeit hier einsehen:',
  orderLinkLabel: 'Bestellung ansehen',
  signoff: 'Mit freundlichen Grüßen',
  team: 'Ihr {brand}-Team',
  shippingKinds: { home: 'Lieferung nach Hause', pudo: 'Abholstelle', branch: 'Selbstabholung im Geschäft', direct: 'Direktlieferung' },
  paymentMethods: {
    'comgate-card': 'Kartenzahlung',
    'comgate-bank': 'Online-Banking',
    adyen: 'Online-Zahlung (Karte)',
    'bank-transfer': 'Banküberweisung',
    'cash-on-delivery': 'Nachnahme',
  },
};

const french: OrderMailMessages = {
  subject: 'Confirmation de la commande {number}',
  greeting: 'Bonjour {name},',
  intro: 'Merci pour votre commande sur {brand}. Vous trouverez le récapitulatif ci-dessous et la facture en PDF en pièce jointe.',
  orderNumber: 'Numéro de commande',
  books: 'Livres commandés',
  itemsTotal: 'Articles',
  shipping: 'Livraison',
  paymentFee: 'Frais de paiement',
  discount: 'Remise',
  wallet: 'Payé avec votre crédit',
  total: 'Total à payer',
  totalPaid: 'Total payé',
  shippingMethod: 'Mode de livraison',
  paymentMethod: 'Mode de paiement',
  pickupPoint: 'Point relais',
  deliveryAddress: 'Adresse de livraison',
  orderLinkIntro: 'Vous pouvez consulter votre commande et son paiement à tout moment ici :',
  orderLinkLabel: 'Voir la commande',
  signoff: 'Cordialement,',
  team: "L'équipe {brand}",
  shippingKinds: { home: 'Livraison à domicile', pudo: 'Point relais', branch: 'Retrait en magasin', direct: 'Livraison directe' },
  paymentMethods: {
    'comgate-card': 'Carte bancaire',
    'comgate-bank': 'Virement en ligne',
    adyen: 'Paiement en ligne (carte)',
    'bank-transfer': 'Virement bancaire',
    'cash-on-delivery': 'Paiement à la livraison',
  },
};

export const ORDER_MAIL_MESSAGES: Record<Locale, OrderMailMessages> = {
  cs: {
    subject: 'Potvrzení objednávky {number}',
    greeting: 'Dobrý den, {name},',
    intro: 'děkujeme za Vaši objednávku v obchodě {brand}. Níže najdete její shrnutí, fakturu přikládáme jako PDF.',
    orderNumber: 'Číslo objednávky',
    books: 'Objednané knihy',
    itemsTotal: 'Zboží celkem',
    shipping: 'Doprava',
    paymentFee: 'Poplatek za platbu',
    discount: 'Sleva',
    wallet: 'Uhrazeno z kreditu',
    total: 'Celkem k úhradě',
    totalPaid: 'Celkem zaplaceno',
    shippingMethod: 'Způsob doručení',
    paymentMethod: 'Způsob platby',
    pickupPoint: 'Výdejní místo',
    deliveryAddress: 'Doručovací adresa',
    orderLinkIntro: 'Stav objednávky a její platby najdete kdykoli zde:',
    orderLinkLabel: 'Zobrazit objednávku',
    signoff: 'S pozdravem',
    team: 'tým {brand}',
    shippingKinds: { home: 'Doručení na adresu', pudo: 'Výdejní místo', branch: 'Osobní odběr na prodejně', direct: 'Přímé doručení' },
    paymentMethods: {
      'comgate-card': 'Platební karta',
      'comgate-bank': 'Platební tlačítko banky',
      adyen: 'Online platba kartou',
      'bank-transfer': 'Bankovní převod',
      'cash-on-delivery': 'Dobírka',
    },
  },
  sk: {
    subject: 'Potvrdenie objednávky {number}',
    greeting: 'Dobrý deň, {name},',
    intro: 'ďakujeme za Vašu objednávku v obchode {brand}. Nižšie nájdete jej zhrnutie, faktúru prikladáme ako PDF.',
    orderNumber: 'Číslo objednávky',
    books: 'Objednané knihy',
    itemsTotal: 'Tovar spolu',
    shipping: 'Doprava',
    paymentFee: 'Poplatok za platbu',
    discount: 'Zľava',
    wallet: 'Uhradené z kreditu',
    total: 'Spolu na úhradu',
    totalPaid: 'Spolu zaplatené',
    shippingMethod: 'Spôsob doručenia',
    paymentMethod: 'Spôsob platby',
    pickupPoint: 'Výdajné miesto',
    deliveryAddress: 'Doručovacia adresa',
    orderLinkIntro: 'Stav objednávky a jej platby nájdete kedykoľvek tu:',
    orderLinkLabel: 'Zobraziť objednávku',
    signoff: 'S pozdravom',
    team: 'tím {brand}',
    shippingKinds: { home: 'Doručenie na adresu', pudo: 'Výdajné miesto', branch: 'Osobný odber na predajni', direct: 'Priame doručenie' },
    paymentMethods: {
      'comgate-card': 'Platobná karta',
      'comgate-bank': 'Platobné tlačidlo banky',
      adyen: 'Online platba kartou',
      'bank-transfer': 'Bankový prevod',
      'cash-on-delivery': 'Dobierka',
    },
  },
  en: {
    subject: 'Order confirmation {number}',
    greeting: 'Hello {name},',
    intro: 'Thank you for your order at {brand}. You will find a summary below and the invoice attached as a PDF.',
    orderNumber: 'Order number',
    books: 'Books ordered',
    itemsTotal: 'Items',
    shipping: 'Shipping',
    paymentFee: 'Payment fee',
    discount: 'Discount',
    wallet: 'Paid from credit',
    total: 'Total due',
    totalPaid: 'Total paid',
    shippingMethod: 'Delivery',
    paymentMethod: 'Payment',
    pickupPoint: 'Pick-up point',
    deliveryAddress: 'Delivery address',
    orderLinkIntro: 'You can check your order and its payment at any time here:',
    orderLinkLabel: 'View your order',
    signoff: 'Kind regards,',
    team: 'The {brand} team',
    shippingKinds: { home: 'Home delivery', pudo: 'Pick-up point', branch: 'Personal pickup at our shop', direct: 'Direct delivery' },
    paymentMethods: {
      'comgate-card': 'Card',
      'comgate-bank': 'Online bank payment',
      adyen: 'Online card payment',
      'bank-transfer': 'Bank transfer',
      'cash-on-delivery': 'Cash on delivery',
    },
  },
  // Austrian usage: Zustellung rather than Lieferung.
  'de-AT': {
    ...german,
    shipping: 'Zustellung',
    shippingMethod: 'Zustellart',
    deliveryAddress: 'Zustelladresse',
    shippingKinds: { home: 'Zustellung nach Hause', pudo: 'Abholstation', branch: 'Selbstabholung im Geschäft', direct: 'Direktzustellung' },
  },
  'de-DE': german,
  'es-ES': {
    subject: 'Confirmación del pedido {number}',
    greeting: 'Hola, {name}:',
    intro: 'Gracias por tu pedido en {brand}. Abajo encontrarás el resumen; adjuntamos la factura en PDF.',
    orderNumber: 'Número de pedido',
    books: 'Libros pedidos',
    itemsTotal: 'Artículos',
    shipping: 'Envío',
    paymentFee: 'Comisión de pago',
    discount: 'Descuento',
    wallet: 'Pagado con saldo',
    total: 'Total a pagar',
    totalPaid: 'Total pagado',
    shippingMethod: 'Forma de envío',
    paymentMethod: 'Forma de pago',
    pickupPoint: 'Punto de recogida',
    deliveryAddress: 'Dirección de entrega',
    orderLinkIntro: 'Puedes consultar tu pedido y su pago en cualquier momento aquí:',
    orderLinkLabel: 'Ver el pedido',
    signoff: 'Un saludo,',
    team: 'El equipo de {brand}',
    shippingKinds: { home: 'Entrega a domicilio', pudo: 'Punto de recogida', branch: 'Recogida en nuestra tienda', direct: 'Entrega directa' },
    paymentMethods: {
      'comgate-card': 'Tarjeta',
      'comgate-bank': 'Pago por banca en línea',
      adyen: 'Pago en línea con tarjeta',
      'bank-transfer': 'Transferencia bancaria',
      'cash-on-delivery': 'Contra reembolso',
    },
  },
  'it-IT': {
    subject: "Conferma dell'ordine {number}",
    greeting: 'Gentile {name},',
    intro: 'grazie per il tuo ordine su {brand}. Qui sotto trovi il riepilogo; la fattura è allegata in PDF.',
    orderNumber: "Numero d'ordine",
    books: 'Libri ordinati',
    itemsTotal: 'Articoli',
    shipping: 'Spedizione',
    paymentFee: 'Commissione di pagamento',
    discount: 'Sconto',
    wallet: 'Pagato con credito',
    total: 'Totale da pagare',
    totalPaid: 'Totale pagato',
    shippingMethod: 'Metodo di spedizione',
    paymentMethod: 'Metodo di pagamento',
    pickupPoint: 'Punto di ritiro',
    deliveryAddress: 'Indirizzo di consegna',
    orderLinkIntro: 'Puoi controllare il tuo ordine e il suo pagamento in qualsiasi momento qui:',
    orderLinkLabel: "Vedi l'ordine",
    signoff: 'Cordiali saluti,',
    team: 'Il team di {brand}',
    shippingKinds: { home: 'Consegna a domicilio', pudo: 'Punto di ritiro', branch: 'Ritiro in negozio', direct: 'Consegna diretta' },
    paymentMethods: {
      'comgate-card': 'Carta di pagamento',
      'comgate-bank': 'Bonifico online',
      adyen: 'Pagamento online con carta',
      'bank-transfer': 'Bonifico bancario',
      'cash-on-delivery': 'Contrassegno',
    },
  },
  'nl-NL': {
    subject: 'Orderbevestiging {number}',
    greeting: 'Beste {name},',
    intro: 'Bedankt voor je bestelling bij {brand}. Hieronder vind je het overzicht; de factuur zit als pdf in de bijlage.',
    orderNumber: 'Bestelnummer',
    books: 'Bestelde boeken',
    itemsTotal: 'Artikelen',
    shipping: 'Verzending',
    paymentFee: 'Betaalkosten',
    discount: 'Korting',
    wallet: 'Betaald met tegoed',
    total: 'Te betalen',
    totalPaid: 'Totaal betaald',
    shippingMethod: 'Verzendmethode',
    paymentMethod: 'Betaalmethode',
    pickupPoint: 'Afhaalpunt',
    deliveryAddress: 'Bezorgadres',
    orderLinkIntro: 'Je bestelling en de betaling bekijk je altijd hier:',
    orderLinkLabel: 'Bestelling bekijken',
    signoff: 'Met vriendelijke groet,',
    team: 'Het team van {brand}',
    shippingKinds: { home: 'Bezorging aan huis', pudo: 'Afhaalpunt', branch: 'Afhalen in onze winkel', direct: 'Directe bezorging' },
    paymentMethods: {
      'comgate-card': 'Betaalkaart',
      'comgate-bank': 'Online bankieren',
      adyen: 'Online betaling met kaart',
      'bank-transfer': 'Bankoverschrijving',
      'cash-on-delivery': 'Rembours',
    },
  },
  'fr-FR': french,
  // Belgian usage: "point d'enlèvement" for pick-up points.
  'fr-BE': {
    ...french,
    pickupPoint: "Point d'enlèvement",
    shippingKinds: { ...french.shippingKinds, pudo: "Point d'enlèvement" },
  },
};
