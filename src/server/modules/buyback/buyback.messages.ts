import type { Locale } from '@/i18n/locales';
import type { QuoteRefusalReason } from '@/contracts/buyback';

/**
 * Server-side texts of buying books (the server cannot read next-intl's files; typed so a missing
 * locale or key fails the type check): why an ISBN is refused, in the storefront's language.
 */
export type RefusalMessages = Record<QuoteRefusalReason, string>;

const german: RefusalMessages = {
  not_wanted: 'Dieses Buch können wir leider gerade nicht ankaufen: Es wird kaum nachgefragt.',
  too_many_in_stock: 'Von diesem Titel haben wir schon genug Exemplare auf Lager.',
  unknown_isbn: 'Diese ISBN kennen wir nicht. Prüfen Sie sie bitte, oder suchen Sie das Buch nach dem Titel.',
  invalid_isbn: 'Das ist keine gültige ISBN (10 oder 13 Ziffern mit gültiger Prüfziffer).',
};
const french: RefusalMessages = {
  not_wanted: 'Nous ne pouvons pas racheter ce livre pour le moment : il est trop peu demandé.',
  too_many_in_stock: 'Nous avons déjà assez d’exemplaires de ce titre en stock.',
  unknown_isbn: 'Nous ne connaissons pas cet ISBN. Vérifiez-le ou cherchez le livre par son titre.',
  invalid_isbn: 'Ce n’est pas un ISBN valide (10 ou 13 chiffres avec une clé de contrôle correcte).',
};

export const REFUSAL_MESSAGES: Record<Locale, RefusalMessages> = {
  cs: {
    not_wanted: 'Tuto knihu teď bohužel nevykupujeme: je o ni malý zájem.',
    too_many_in_stock: 'Tohoto titulu už máme skladem dost výtisků.',
    unknown_isbn: 'Toto ISBN neznáme. Zkontrolujte ho, nebo knihu vyhledejte podle názvu.',
    invalid_isbn: 'Toto není platné ISBN (10 nebo 13 číslic se správnou kontrolní číslicí).',
  },
  sk: {
    not_wanted: 'Túto knihu teraz, žiaľ, nevykupujeme: je o ňu malý záujem.',
    too_many_in_stock: 'Tohto titulu už máme na sklade dosť výtlačkov.',
    unknown_isbn: 'Toto ISBN nepoznáme. Skontrolujte ho alebo knihu vyhľadajte podľa názvu.',
    invalid_isbn: 'Toto nie je platné ISBN (10 alebo 13 číslic so správnou kontrolnou číslicou).',
  },
  en: {
    not_wanted: 'We can’t buy this book right now: there is too little demand for it.',
    too_many_in_stock: 'We already have enough copies of this title in stock.',
    unknown_isbn: 'We don’t know this ISBN. Please check it, or search for the book by its title.',
    invalid_isbn: 'This is not a valid ISBN (10 or 13 digits with a correct check digit).',
  },
  'de-AT': german,
  'de-DE': german,
  'es-ES': {
    not_wanted: 'Ahora mismo no podemos comprar este libro: tiene muy poca demanda.',
    too_many_in_stock: 'Ya tenemos suficientes ejemplares de este título en stock.',
    unknown_isbn: 'No conocemos este ISBN. Compruébalo o busca el libro por su título.',
    invalid_isbn: 'No es un ISBN válido (10 o 13 dígitos con un dígito de control correcto).',
  },
  'it-IT': {
    not_wanted: 'Al momento non possiamo acquistare questo libro: la domanda è troppo bassa.',
    too_many_in_stock: 'Abbiamo già abbastanza copie di questo titolo in magazzino.',
    unknown_isbn: 'Non conosciamo questo ISBN. Controllalo o cerca il libro per titolo.',
    invalid_isbn: 'Non è un ISBN valido (10 o 13 cifre con una cifra di controllo corretta).',
  },
  'nl-NL': {
    not_wanted: 'We kunnen dit boek nu helaas niet inkopen: er is te weinig vraag naar.',
    too_many_in_stock: 'We hebben al genoeg exemplaren van deze titel op voorraad.',
    unknown_isbn: 'We kennen dit ISBN niet. Controleer het, of zoek het boek op titel.',
    invalid_isbn: 'Dit is geen geldig ISBN (10 of 13 cijfers met een juist controlecijfer).',
  },
  'fr-FR': french,
  'fr-BE': french,
};

export const refusalMessage = (locale: Locale, reason: QuoteRefusalReason) => REFUSAL_MESSAGES[locale][reason];
