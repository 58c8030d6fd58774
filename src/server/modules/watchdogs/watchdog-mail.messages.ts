import type { Locale } from '@/i18n/locales';

/**
 * Strings of the watchdog e-mails for the ten storefronts (the server cannot read next-intl's
 * files; typed so a missing locale or key fails the type check). Placeholders: {title}, {count},
 * {label}, {brand}.
 */
export interface WatchdogMailMessages {
  subjectOne: string;
  subjectDigest: string;
  greeting: string;
  introOne: string;
  introDigest: string;
  watchedBy: string;
  condition: string;
  view: string;
  more: string;
  manage: string;
  remove: string;
  signoff: string;
  team: string;
}

const german: WatchdogMailMessages = {
  subjectOne: '„{title}“ ist wieder auf Lager',
  subjectDigest: '{count} Bücher aus Ihren Suchagenten sind auf Lager',
  greeting: 'Guten Tag,',
  introOne: 'Ihr Suchagent hat ein Exemplar gefunden, das gerade eingetroffen ist:',
  introDigest: 'Ihre Suchagenten haben seit gestern diese Exemplare gefunden:',
  watchedBy: 'Suchagent: {label}',
  condition: 'Zustand',
  view: 'Zum Buch',
  more: 'und {count} weitere – alle Treffer finden Sie in Ihrem Konto.',
  manage: 'Suchagenten verwalten',
  remove: 'Diesen Suchagenten entfernen',
  signoff: 'Mit freundlichen Grüßen',
  team: 'Ihr {brand}-Team',
};

const french: WatchdogMailMessages = {
  subjectOne: '« {title} » est de nouveau en stock',
  subjectDigest: '{count} livres de vos alertes sont en stock',
  greeting: 'Bonjour,',
  introOne: 'Votre alerte a trouvé un exemplaire qui vient d’arriver :',
  introDigest: 'Depuis hier, vos alertes ont trouvé ces exemplaires :',
  watchedBy: 'Alerte : {label}',
  condition: 'État',
  view: 'Voir le livre',
  more: 'et {count} autres – retrouvez-les tous dans votre compte.',
  manage: 'Gérer mes alertes',
  remove: 'Supprimer cette alerte',
  signoff: 'Cordialement,',
  team: 'L’équipe {brand}',
};

export const WATCHDOG_MAIL_MESSAGES: Record<Locale, WatchdogMailMessages> = {
  cs: {
    subjectOne: '„{title}“ je znovu skladem',
    subjectDigest: '{count} knih z Vašich hlídacích psů je skladem',
    greeting: 'Dobrý den,',
    introOne: 'Váš hlídací pes našel výtisk, který právě dorazil:',
    introDigest: 'Vaši hlídací psi od včerejška našli tyto výtisky:',
    watchedBy: 'Hlídací pes: {label}',
    condition: 'Stav',
    view: 'Zobrazit knihu',
    more: 'a dalších {count} – všechny najdete ve svém účtu.',
    manage: 'Spravovat hlídací psy',
    remove: 'Zrušit tohoto hlídacího psa',
    signoff: 'S pozdravem',
    team: 'tým {brand}',
  },
  sk: {
    subjectOne: '„{title}“ je opäť na sklade',
    subjectDigest: '{count} kníh z Vašich strážnych psov je na sklade',
    greeting: 'Dobrý deň,',
    introOne: 'Váš strážny pes našiel výtlačok, ktorý práve dorazil:',
    introDigest: 'Vaši strážni psi od včera našli tieto výtlačky:',
    watchedBy: 'Strážny pes: {label}',
    condition: 'Stav',
    view: 'Zobraziť knihu',
    more: 'a ďalších {count} – všetky nájdete vo svojom účte.',
    manage: 'Spravovať strážnych psov',
    remove: 'Zrušiť tohto strážneho psa',
    signoff: 'S pozdravom',
    team: 'tím {brand}',
  },
  en: {
    subjectOne: '“{title}” is back in stock',
    subjectDigest: '{count} books from your watchdogs are in stock',
    greeting: 'Hello,',
    introOne: 'Your watchdog found a copy that has just arrived:',
    introDigest: 'Since yesterday your watchdogs have found these copies:',
    watchedBy: 'Watchdog: {label}',
    condition: 'Condition',
    view: 'View the book',
    more: 'and {count} more – find them all in your account.',
    manage: 'Manage your watchdogs',
    remove: 'Remove this watchdog',
    signoff: 'Kind regards,',
    team: 'The {brand} team',
  },
  'de-AT': german,
  'de-DE': german,
  'es-ES': {
    subjectOne: '«{title}» vuelve a estar disponible',
    subjectDigest: '{count} libros de tus alertas están disponibles',
    greeting: 'Hola:',
    introOne: 'Tu alerta ha encontrado un ejemplar que acaba de llegar:',
    introDigest: 'Desde ayer tus alertas han encontrado estos ejemplares:',
    watchedBy: 'Alerta: {label}',
    condition: 'Estado',
    view: 'Ver el libro',
    more: 'y {count} más: los encontrarás todos en tu cuenta.',
    manage: 'Gestionar mis alertas',
    remove: 'Eliminar esta alerta',
    signoff: 'Un saludo,',
    team: 'El equipo de {brand}',
  },
  'it-IT': {
    subjectOne: '«{title}» è di nuovo disponibile',
    subjectDigest: '{count} libri dei tuoi avvisi sono disponibili',
    greeting: 'Ciao,',
    introOne: 'Il tuo avviso ha trovato una copia appena arrivata:',
    introDigest: 'Da ieri i tuoi avvisi hanno trovato queste copie:',
    watchedBy: 'Avviso: {label}',
    condition: 'Condizioni',
    view: 'Vedi il libro',
    more: 'e altri {count}: li trovi tutti nel tuo account.',
    manage: 'Gestisci i tuoi avvisi',
    remove: 'Rimuovi questo avviso',
    signoff: 'Cordiali saluti,',
    team: 'Il team di {brand}',
  },
  'nl-NL': {
    subjectOne: '“{title}” is weer op voorraad',
    subjectDigest: '{count} boeken uit je zoekalerts zijn op voorraad',
    greeting: 'Hallo,',
    introOne: 'Je zoekalert heeft een exemplaar gevonden dat net is binnengekomen:',
    introDigest: 'Sinds gisteren hebben je zoekalerts deze exemplaren gevonden:',
    watchedBy: 'Zoekalert: {label}',
    condition: 'Staat',
    view: 'Bekijk het boek',
    more: 'en nog {count} – je vindt ze allemaal in je account.',
    manage: 'Zoekalerts beheren',
    remove: 'Deze zoekalert verwijderen',
    signoff: 'Met vriendelijke groet,',
    team: 'Het {brand}-team',
  },
  'fr-FR': french,
  'fr-BE': french,
};

/** Condition titles for the e-mail (the storefront reads namespace book-states; ids as in CONDITION). */
export const CONDITION_TITLES: Record<Locale, Record<number, string>> = {
  cs: { 1: 'jako nová', 2: 'velmi dobrý', 3: 'dobrý', 4: 'přijatelný', 5: 'poškozená' },
  sk: { 1: 'ako nová', 2: 'veľmi dobrý', 3: 'dobrý', 4: 'prijateľný', 5: 'poškodená' },
  en: { 1: 'as new', 2: 'very good', 3: 'good', 4: 'acceptable', 5: 'damaged' },
  'de-AT': { 1: 'wie neu', 2: 'sehr gut', 3: 'gut', 4: 'akzeptabel', 5: 'beschädigt' },
  'de-DE': { 1: 'wie neu', 2: 'sehr gut', 3: 'gut', 4: 'akzeptabel', 5: 'beschädigt' },
  'es-ES': { 1: 'como nuevo', 2: 'muy bueno', 3: 'bueno', 4: 'aceptable', 5: 'dañado' },
  'it-IT': { 1: 'come nuovo', 2: 'molto buono', 3: 'buono', 4: 'accettabile', 5: 'danneggiato' },
  'nl-NL': { 1: 'als nieuw', 2: 'zeer goed', 3: 'goed', 4: 'acceptabel', 5: 'beschadigd' },
  'fr-FR': { 1: 'comme neuf', 2: 'très bon', 3: 'bon', 4: 'acceptable', 5: 'abîmé' },
  'fr-BE': { 1: 'comme neuf', 2: 'très bon', 3: 'bon', 4: 'acceptable', 5: 'abîmé' },
};
