import type { BatchState } from '@/contracts/buyback';
import type { Locale } from '@/i18n/locales';

/**
 * The e-mail a seller gets at every state change of their batch, in their storefront's language.
 * Placeholders: {code} (the batch code), {brand}, {amount} (the payout, when paid).
 */
export interface BatchMailMessages {
  subject: string;
  states: Record<BatchState, string>;
  /** Where to follow the batch: every seller who gets these e-mails has an account (submit and intake make one). */
  account: string;
  /** The first e-mail of a batch sent by post carries its label. */
  label: string;
  signoff: string;
}

const german: BatchMailMessages = {
  subject: 'Ihr Paket {code}: {state}',
  states: {
    created: 'Ihr Verkauf ist angelegt. Legen Sie die Bücher in einen Karton, kleben Sie das Etikett mit dem Code {code} auf und geben Sie ihn auf.',
    sent: 'Ihr Paket {code} ist unterwegs zu uns.',
    received: 'Ihr Paket {code} ist bei uns angekommen. Wir sehen uns die Bücher nun an.',
    processing: 'Wir prüfen gerade die Bücher aus Ihrem Paket {code}.',
    processed: 'Die Bücher aus Ihrem Paket {code} sind geprüft. In Ihrem Konto sehen Sie, welche wir angenommen haben und zu welchem Preis.',
    paid_out: 'Wir haben Ihnen {amount} für Ihr Paket {code} ausgezahlt.',
    cancelled: 'Ihr Verkauf {code} wurde storniert.',
  },
  account: 'Den Stand sehen Sie jederzeit in Ihrem Konto unter „An uns verkaufte Bücher“.',
  label: 'Das Etikett zum Ausdrucken finden Sie im Anhang dieser E-Mail.',
  signoff: 'Vielen Dank, Ihr {brand}-Team',
};
const french: BatchMailMessages = {
  subject: 'Votre colis {code} : {state}',
  states: {
    created: 'Votre vente est enregistrée. Mettez les livres dans un carton, collez l’étiquette portant le code {code} et déposez-le.',
    sent: 'Votre colis {code} est en route vers nous.',
    received: 'Votre colis {code} est arrivé. Nous examinons maintenant les livres.',
    processing: 'Nous examinons les livres de votre colis {code}.',
    processed: 'Les livres de votre colis {code} sont examinés. Votre compte indique ceux que nous avons acceptés et à quel prix.',
    paid_out: 'Nous vous avons versé {amount} pour votre colis {code}.',
    cancelled: 'Votre vente {code} a été annulée.',
  },
  account: 'Vous pouvez suivre son état à tout moment dans votre compte, rubrique « Livres que vous nous avez vendus ».',
  label: 'L’étiquette à imprimer est jointe à cet e-mail.',
  signoff: 'Merci, l’équipe {brand}',
};

export const BATCH_MAIL_MESSAGES: Record<Locale, BatchMailMessages> = {
  cs: {
    subject: 'Vaše zásilka {code}: {state}',
    states: {
      created: 'Výkup je založený. Dejte knihy do krabice, nalepte štítek s kódem {code} a zásilku odešlete.',
      sent: 'Vaše zásilka {code} je na cestě k nám.',
      received: 'Vaše zásilka {code} k nám dorazila. Teď si knihy prohlédneme.',
      processing: 'Právě procházíme knihy z vaší zásilky {code}.',
      processed: 'Knihy z vaší zásilky {code} jsou zpracované. V účtu uvidíte, které jsme přijali a za kolik.',
      paid_out: 'Za zásilku {code} jsme vám vyplatili {amount}.',
      cancelled: 'Výkup {code} byl zrušen.',
    },
    account: 'Stav najdete kdykoli ve svém účtu v části „Knihy, které jste nám prodali“.',
    label: 'Štítek k vytištění najdete v příloze tohoto e-mailu.',
    signoff: 'Děkujeme, tým {brand}',
  },
  sk: {
    subject: 'Vaša zásielka {code}: {state}',
    states: {
      created: 'Výkup je založený. Dajte knihy do krabice, nalepte štítok s kódom {code} a zásielku odošlite.',
      sent: 'Vaša zásielka {code} je na ceste k nám.',
      received: 'Vaša zásielka {code} k nám dorazila. Teraz si knihy prezrieme.',
      processing: 'Práve prechádzame knihy z vašej zásielky {code}.',
      processed: 'Knihy z vašej zásielky {code} sú spracované. V účte uvidíte, ktoré sme prijali a za koľko.',
      paid_out: 'Za zásielku {code} sme vám vyplatili {amount}.',
      cancelled: 'Výkup {code} bol zrušený.',
    },
    account: 'Stav nájdete kedykoľvek vo svojom účte v časti „Knihy, ktoré ste nám predali“.',
    label: 'Štítok na vytlačenie nájdete v prílohe tohto e-mailu.',
    signoff: 'Ďakujeme, tím {brand}',
  },
  en: {
    subject: 'Your parcel {code}: {state}',
    states: {
      created: 'Your sale is registered. Put the books in a box, stick on the label with the code {code} and send it.',
      sent: 'Your parcel {code} is on its way to us.',
      received: 'Your parcel {code} has arrived. We are now looking at the books.',
      processing: 'We are going through the books of your parcel {code}.',
      processed: 'The books of your parcel {code} have been checked. Your account shows which ones we accepted and at what price.',
      paid_out: 'We have paid you {amount} for your parcel {code}.',
      cancelled: 'Your sale {code} has been cancelled.',
    },
    account: 'You can follow it at any time in your account under “Books sold to us”.',
    label: 'The label to print is attached to this e-mail.',
    signoff: 'Thank you, the {brand} team',
  },
  'de-AT': german,
  'de-DE': german,
  'es-ES': {
    subject: 'Tu paquete {code}: {state}',
    states: {
      created: 'Tu venta está registrada. Mete los libros en una caja, pega la etiqueta con el código {code} y envíala.',
      sent: 'Tu paquete {code} está de camino hacia nosotros.',
      received: 'Tu paquete {code} ha llegado. Ahora revisamos los libros.',
      processing: 'Estamos revisando los libros de tu paquete {code}.',
      processed: 'Hemos revisado los libros de tu paquete {code}. En tu cuenta verás cuáles hemos aceptado y a qué precio.',
      paid_out: 'Te hemos pagado {amount} por tu paquete {code}.',
      cancelled: 'Tu venta {code} ha sido cancelada.',
    },
    account: 'Puedes seguir su estado en cualquier momento en tu cuenta, en «Libros que nos vendiste».',
    label: 'La etiqueta para imprimir va adjunta a este correo.',
    signoff: 'Gracias, el equipo de {brand}',
  },
  'it-IT': {
    subject: 'Il tuo pacco {code}: {state}',
    states: {
      created: 'La tua vendita è registrata. Metti i libri in una scatola, applica l’etichetta con il codice {code} e spediscila.',
      sent: 'Il tuo pacco {code} è in viaggio verso di noi.',
      received: 'Il tuo pacco {code} è arrivato. Ora esaminiamo i libri.',
      processing: 'Stiamo esaminando i libri del tuo pacco {code}.',
      processed: 'I libri del tuo pacco {code} sono stati controllati. Nel tuo account vedi quali abbiamo accettato e a quale prezzo.',
      paid_out: 'Ti abbiamo pagato {amount} per il tuo pacco {code}.',
      cancelled: 'La tua vendita {code} è stata annullata.',
    },
    account: 'Puoi seguirne lo stato in qualsiasi momento nel tuo account, alla voce «Libri che ci hai venduto».',
    label: 'L’etichetta da stampare è allegata a questa e-mail.',
    signoff: 'Grazie, il team {brand}',
  },
  'nl-NL': {
    subject: 'Je pakket {code}: {state}',
    states: {
      created: 'Je verkoop is geregistreerd. Doe de boeken in een doos, plak het label met de code {code} erop en verstuur hem.',
      sent: 'Je pakket {code} is onderweg naar ons.',
      received: 'Je pakket {code} is aangekomen. We bekijken nu de boeken.',
      processing: 'We bekijken de boeken uit je pakket {code}.',
      processed: 'De boeken uit je pakket {code} zijn gecontroleerd. In je account zie je welke we hebben geaccepteerd en voor welke prijs.',
      paid_out: 'We hebben je {amount} betaald voor je pakket {code}.',
      cancelled: 'Je verkoop {code} is geannuleerd.',
    },
    account: 'Je kunt de status altijd volgen in je account onder „Aan ons verkochte boeken”.',
    label: 'Het label om af te drukken zit als bijlage bij deze e-mail.',
    signoff: 'Bedankt, het {brand}-team',
  },
  'fr-FR': french,
  'fr-BE': french,
};

/** The state's short name in the subject line. */
export const BATCH_STATE_NAMES: Record<Locale, Record<BatchState, string>> = {
  cs: { created: 'založeno', sent: 'odesláno', received: 'doručeno', processing: 'zpracovává se', processed: 'zpracováno', paid_out: 'vyplaceno', cancelled: 'zrušeno' },
  sk: { created: 'založené', sent: 'odoslané', received: 'doručené', processing: 'spracúva sa', processed: 'spracované', paid_out: 'vyplatené', cancelled: 'zrušené' },
  en: { created: 'registered', sent: 'sent', received: 'received', processing: 'being checked', processed: 'checked', paid_out: 'paid out', cancelled: 'cancelled' },
  'de-AT': { created: 'angelegt', sent: 'versandt', received: 'angekommen', processing: 'in Prüfung', processed: 'geprüft', paid_out: 'ausgezahlt', cancelled: 'storniert' },
  'de-DE': { created: 'angelegt', sent: 'versandt', received: 'angekommen', processing: 'in Prüfung', processed: 'geprüft', paid_out: 'ausgezahlt', cancelled: 'storniert' },
  'es-ES': { created: 'registrado', sent: 'enviado', received: 'recibido', processing: 'en revisión', processed: 'revisado', paid_out: 'pagado', cancelled: 'cancelado' },
  'it-IT': { created: 'registrato', sent: 'spedito', received: 'ricevuto', processing: 'in verifica', processed: 'verificato', paid_out: 'pagato', cancelled: 'annullato' },
  'nl-NL': { created: 'geregistreerd', sent: 'verzonden', received: 'ontvangen', processing: 'in behandeling', processed: 'gecontroleerd', paid_out: 'uitbetaald', cancelled: 'geannuleerd' },
  'fr-FR': { created: 'enregistré', sent: 'envoyé', received: 'reçu', processing: 'en cours d’examen', processed: 'examiné', paid_out: 'payé', cancelled: 'annulé' },
  'fr-BE': { created: 'enregistré', sent: 'envoyé', received: 'reçu', processing: 'en cours d’examen', processed: 'examiné', paid_out: 'payé', cancelled: 'annulé' },
};

/** Why intake refused a book, for /account/books (intake adds more reasons). */
export const INTAKE_REFUSAL_MESSAGES: Record<Locale, Record<'condition' | 'not_as_described' | 'not_wanted' | 'missing', string>> = {
  cs: { condition: 'Kniha je v horším stavu, než jsme mohli vykoupit.', not_as_described: 'Kniha neodpovídá zadanému ISBN.', not_wanted: 'O tuto knihu už nemáme zájem.', missing: 'Kniha v zásilce nebyla.' },
  sk: { condition: 'Kniha je v horšom stave, než sme mohli vykúpiť.', not_as_described: 'Kniha nezodpovedá zadanému ISBN.', not_wanted: 'O túto knihu už nemáme záujem.', missing: 'Kniha v zásielke nebola.' },
  en: { condition: 'The book is in worse condition than we can buy.', not_as_described: 'The book does not match the ISBN given.', not_wanted: 'We no longer want this book.', missing: 'The book was not in the parcel.' },
  'de-AT': { condition: 'Das Buch ist in schlechterem Zustand, als wir ankaufen können.', not_as_described: 'Das Buch passt nicht zur angegebenen ISBN.', not_wanted: 'Dieses Buch kaufen wir nicht mehr an.', missing: 'Das Buch war nicht im Paket.' },
  'de-DE': { condition: 'Das Buch ist in schlechterem Zustand, als wir ankaufen können.', not_as_described: 'Das Buch passt nicht zur angegebenen ISBN.', not_wanted: 'Dieses Buch kaufen wir nicht mehr an.', missing: 'Das Buch war nicht im Paket.' },
  'es-ES': { condition: 'El libro está en peor estado del que podemos comprar.', not_as_described: 'El libro no corresponde al ISBN indicado.', not_wanted: 'Ya no compramos este libro.', missing: 'El libro no estaba en el paquete.' },
  'it-IT': { condition: 'Il libro è in condizioni peggiori di quelle che possiamo acquistare.', not_as_described: 'Il libro non corrisponde all’ISBN indicato.', not_wanted: 'Non acquistiamo più questo libro.', missing: 'Il libro non era nel pacco.' },
  'nl-NL': { condition: 'Het boek is in slechtere staat dan we kunnen inkopen.', not_as_described: 'Het boek past niet bij het opgegeven ISBN.', not_wanted: 'We kopen dit boek niet meer in.', missing: 'Het boek zat niet in het pakket.' },
  'fr-FR': { condition: 'Le livre est en moins bon état que ce que nous pouvons racheter.', not_as_described: 'Le livre ne correspond pas à l’ISBN indiqué.', not_wanted: 'Nous ne rachetons plus ce livre.', missing: 'Le livre n’était pas dans le colis.' },
  'fr-BE': { condition: 'Le livre est en moins bon état que ce que nous pouvons racheter.', not_as_described: 'Le livre ne correspond pas à l’ISBN indiqué.', not_wanted: 'Nous ne rachetons plus ce livre.', missing: 'Le livre n’était pas dans le colis.' },
};

/** The wallet ledger's lines of a payout, as the seller reads them in /account/billing-history. Placeholder {code}. */
export const WALLET_REASONS: Record<Locale, Record<'books' | 'bonus' | 'debt' | 'failed', string>> = {
  cs: { books: 'Výkup knih, zásilka {code}', bonus: 'Bonus za výplatu do peněženky, zásilka {code}', debt: 'Úhrada dluhu z výkupu, zásilka {code}', failed: 'Bankovní výplata {code} se nezdařila: částka připsána do peněženky' },
  sk: { books: 'Výkup kníh, zásielka {code}', bonus: 'Bonus za výplatu do peňaženky, zásielka {code}', debt: 'Úhrada dlhu z výkupu, zásielka {code}', failed: 'Bankový výplata {code} zlyhala: suma pripísaná do peňaženky' },
  en: { books: 'Books bought, parcel {code}', bonus: 'Wallet bonus, parcel {code}', debt: 'Debt settled from the payout, parcel {code}', failed: 'Bank payout {code} failed: the amount is in your wallet' },
  'de-AT': { books: 'Bücherankauf, Paket {code}', bonus: 'Guthaben-Bonus, Paket {code}', debt: 'Schuld mit der Auszahlung beglichen, Paket {code}', failed: 'Banküberweisung {code} fehlgeschlagen: Betrag dem Guthaben gutgeschrieben' },
  'de-DE': { books: 'Bücherankauf, Paket {code}', bonus: 'Guthaben-Bonus, Paket {code}', debt: 'Schuld mit der Auszahlung beglichen, Paket {code}', failed: 'Banküberweisung {code} fehlgeschlagen: Betrag dem Guthaben gutgeschrieben' },
  'es-ES': { books: 'Compra de libros, paquete {code}', bonus: 'Bonificación por cobrar en el monedero, paquete {code}', debt: 'Deuda saldada con el pago, paquete {code}', failed: 'El pago bancario {code} ha fallado: el importe está en tu monedero' },
  'it-IT': { books: 'Acquisto di libri, pacco {code}', bonus: 'Bonus per il pagamento nel portafoglio, pacco {code}', debt: 'Debito saldato con il pagamento, pacco {code}', failed: 'Il bonifico {code} non è andato a buon fine: l’importo è nel portafoglio' },
  'nl-NL': { books: 'Inkoop van boeken, pakket {code}', bonus: 'Tegoedbonus, pakket {code}', debt: 'Schuld verrekend met de uitbetaling, pakket {code}', failed: 'Bankuitbetaling {code} mislukt: het bedrag staat in je tegoed' },
  'fr-FR': { books: 'Rachat de livres, colis {code}', bonus: 'Bonus cagnotte, colis {code}', debt: 'Dette réglée par le paiement, colis {code}', failed: 'Le virement {code} a échoué : le montant est dans votre cagnotte' },
  'fr-BE': { books: 'Rachat de livres, colis {code}', bonus: 'Bonus cagnotte, colis {code}', debt: 'Dette réglée par le paiement, colis {code}', failed: 'Le virement {code} a échoué : le montant est dans votre cagnotte' },
};
