import type { Locale } from '@/i18n/locales';

/**
 * Strings of the login e-mails for the ten storefronts (the server cannot read next-intl's files;
 * typed so a missing locale or key fails the type check). Placeholders: {brand}, {minutes}. The code
 * itself is never in a subject (subjects show in notifications, previews and logs).
 */
export interface LoginMailMessages {
  codeSubject: string;
  codeIntro: string;
  linkSubject: string;
  linkIntro: string;
  linkLabel: string;
  validity: string;
  ignore: string;
}

const german: LoginMailMessages = {
  codeSubject: 'Ihr Anmeldecode für {brand}',
  codeIntro: 'Ihr Anmeldecode lautet:',
  linkSubject: 'Ihr Anmeldelink für {brand}',
  linkIntro: 'Zum Anmelden öffnen Sie diesen Link und bestätigen Sie mit der Schaltfläche:',
  linkLabel: 'Anmelden',
  validity: 'Gültig {minutes} Minuten, nur einmal verwendbar.',
  ignore: 'Wenn Sie sich nicht anmelden wollten, ignorieren Sie diese E-Mail einfach.',
};
const french: LoginMailMessages = {
  codeSubject: 'Votre code de connexion {brand}',
  codeIntro: 'Votre code de connexion :',
  linkSubject: 'Votre lien de connexion {brand}',
  linkIntro: 'Pour vous connecter, ouvrez ce lien puis confirmez avec le bouton :',
  linkLabel: 'Se connecter',
  validity: 'Valable {minutes} minutes, utilisable une seule fois.',
  ignore: 'Si vous n’avez pas demandé à vous connecter, ignorez simplement cet e-mail.',
};

export const LOGIN_MAIL_MESSAGES: Record<Locale, LoginMailMessages> = {
  cs: {
    codeSubject: 'Váš přihlašovací kód do {brand}',
    codeIntro: 'Váš přihlašovací kód je:',
    linkSubject: 'Váš přihlašovací odkaz do {brand}',
    linkIntro: 'Pro přihlášení otevřete tento odkaz a potvrďte tlačítkem:',
    linkLabel: 'Přihlásit se',
    validity: 'Platí {minutes} minut a lze ho použít jen jednou.',
    ignore: 'Pokud jste se nepřihlašovali, tento e-mail prostě ignorujte.',
  },
  sk: {
    codeSubject: 'Váš prihlasovací kód do {brand}',
    codeIntro: 'Váš prihlasovací kód je:',
    linkSubject: 'Váš prihlasovací odkaz do {brand}',
    linkIntro: 'Na prihlásenie otvorte tento odkaz a potvrďte tlačidlom:',
    linkLabel: 'Prihlásiť sa',
    validity: 'Platí {minutes} minút a dá sa použiť iba raz.',
    ignore: 'Ak ste sa neprihlasovali, tento e-mail jednoducho ignorujte.',
  },
  en: {
    codeSubject: 'Your {brand} login code',
    codeIntro: 'Your login code is:',
    linkSubject: 'Your {brand} login link',
    linkIntro: 'To log in, open this link and confirm with the button:',
    linkLabel: 'Log in',
    validity: 'Valid for {minutes} minutes, single use.',
    ignore: 'If you did not try to log in, simply ignore this e-mail.',
  },
  'de-AT': german,
  'de-DE': german,
  'es-ES': {
    codeSubject: 'Tu código de acceso a {brand}',
    codeIntro: 'Tu código de acceso es:',
    linkSubject: 'Tu enlace de acceso a {brand}',
    linkIntro: 'Para iniciar sesión, abre este enlace y confirma con el botón:',
    linkLabel: 'Iniciar sesión',
    validity: 'Válido durante {minutes} minutos, de un solo uso.',
    ignore: 'Si no has intentado iniciar sesión, ignora este correo.',
  },
  'it-IT': {
    codeSubject: 'Il tuo codice di accesso a {brand}',
    codeIntro: 'Il tuo codice di accesso è:',
    linkSubject: 'Il tuo link di accesso a {brand}',
    linkIntro: 'Per accedere apri questo link e conferma con il pulsante:',
    linkLabel: 'Accedi',
    validity: 'Valido per {minutes} minuti, utilizzabile una sola volta.',
    ignore: 'Se non hai provato ad accedere, ignora questa e-mail.',
  },
  'nl-NL': {
    codeSubject: 'Je inlogcode voor {brand}',
    codeIntro: 'Je inlogcode is:',
    linkSubject: 'Je inloglink voor {brand}',
    linkIntro: 'Open deze link om in te loggen en bevestig met de knop:',
    linkLabel: 'Inloggen',
    validity: '{minutes} minuten geldig, eenmalig te gebruiken.',
    ignore: 'Heb je niet geprobeerd in te loggen? Negeer deze e-mail dan gewoon.',
  },
  'fr-FR': french,
  'fr-BE': french,
};
