import { brandFor, type Locale } from '@/i18n/locales';
import { escapeHtml } from '../mail';

/**
 * The notice to the OLD address after the login e-mail changed (issue 11), in the ten storefront
 * languages (typed: a missing locale fails the type check). Placeholders: {brand}, {address}.
 */
interface EmailChangedMessages { subject: string; intro: string; sessions: string; notYou: string }

const german: EmailChangedMessages = {
  subject: '{brand}: Ihre Anmelde-E-Mail wurde geändert',
  intro: 'Die Anmelde-E-Mail Ihres Kontos bei {brand} wurde soeben in {address} geändert.',
  sessions: 'Alle anderen Anmeldungen wurden abgemeldet.',
  notYou: 'Wenn Sie das nicht waren, antworten Sie bitte sofort auf diese E-Mail oder kontaktieren Sie unseren Kundenservice.',
};
const french: EmailChangedMessages = {
  subject: '{brand} : votre adresse de connexion a été modifiée',
  intro: 'L’adresse e-mail de connexion de votre compte {brand} vient d’être remplacée par {address}.',
  sessions: 'Toutes les autres sessions ont été déconnectées.',
  notYou: 'Si ce n’était pas vous, répondez immédiatement à cet e-mail ou contactez notre service client.',
};

export const EMAIL_CHANGED_MESSAGES: Record<Locale, EmailChangedMessages> = {
  cs: {
    subject: '{brand}: váš přihlašovací e-mail byl změněn',
    intro: 'Přihlašovací e-mail vašeho účtu v obchodě {brand} byl právě změněn na {address}.',
    sessions: 'Všechna ostatní přihlášení byla odhlášena.',
    notYou: 'Pokud jste to nebyli vy, odpovězte prosím ihned na tento e-mail nebo kontaktujte náš zákaznický servis.',
  },
  sk: {
    subject: '{brand}: váš prihlasovací e-mail bol zmenený',
    intro: 'Prihlasovací e-mail vášho účtu v obchode {brand} bol práve zmenený na {address}.',
    sessions: 'Všetky ostatné prihlásenia boli odhlásené.',
    notYou: 'Ak ste to neboli vy, odpovedzte prosím ihneď na tento e-mail alebo kontaktujte náš zákaznícky servis.',
  },
  'de-DE': german,
  'de-AT': german,
  'fr-FR': french,
  'fr-BE': french,
  'nl-NL': {
    subject: '{brand}: uw inlog-e-mailadres is gewijzigd',
    intro: 'Het inlog-e-mailadres van uw account bij {brand} is zojuist gewijzigd in {address}.',
    sessions: 'Alle andere sessies zijn afgemeld.',
    notYou: 'Was u dit niet? Beantwoord dan direct deze e-mail of neem contact op met onze klantenservice.',
  },
  'it-IT': {
    subject: '{brand}: l’e-mail di accesso è stata modificata',
    intro: 'L’e-mail di accesso del tuo account {brand} è stata appena cambiata in {address}.',
    sessions: 'Tutte le altre sessioni sono state disconnesse.',
    notYou: 'Se non sei stato tu, rispondi subito a questa e-mail o contatta il nostro servizio clienti.',
  },
  'es-ES': {
    subject: '{brand}: tu correo de acceso ha cambiado',
    intro: 'El correo electrónico de acceso de tu cuenta de {brand} se acaba de cambiar a {address}.',
    sessions: 'Se han cerrado todas las demás sesiones.',
    notYou: 'Si no has sido tú, responde de inmediato a este correo o contacta con nuestro servicio de atención al cliente.',
  },
  en: {
    subject: '{brand}: your login e-mail was changed',
    intro: 'The login e-mail of your {brand} account has just been changed to {address}.',
    sessions: 'All other sessions have been logged out.',
    notYou: 'If this was not you, reply to this e-mail at once or contact our customer service.',
  },
};

/** "n•••@example.cz": enough for the owner to recognise, not a gift to whoever reads the old mailbox. */
export function maskAddress(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);

export function renderEmailChangedMail(locale: Locale, newEmail: string) {
  const t = EMAIL_CHANGED_MESSAGES[locale];
  const values = { brand: brandFor(locale), address: maskAddress(newEmail) };
  const lines = [fill(t.intro, values), t.sessions, t.notYou];
  return {
    subject: fill(t.subject, values),
    text: lines.join('\n\n'),
    html: `<!doctype html><html lang="${locale}"><body>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}</body></html>`,
  };
}
