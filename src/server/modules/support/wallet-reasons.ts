import { LOCALE_LABELS, type Locale } from '@/i18n/locales';

/**
 * The wallet rows a credit lock writes are shown to the customer in their account (the ledger's
 * reason), so they are written in the customer's storefront language, like buyback's payout rows.
 */
const EN = { lock: 'Credit held back by customer service', release: 'Held-back credit released' };
const DE = { lock: 'Guthaben vom Kundenservice zurückgehalten', release: 'Zurückgehaltenes Guthaben freigegeben' };
const FR = { lock: 'Crédit retenu par le service client', release: 'Crédit retenu libéré' };
export const CREDIT_LOCK_REASONS: Record<Locale, { lock: string; release: string }> = {
  cs: { lock: 'Kredit zablokován zákaznickou podporou', release: 'Blokace kreditu uvolněna' },
  sk: { lock: 'Kredit zablokovaný zákazníckou podporou', release: 'Blokácia kreditu uvoľnená' },
  en: EN,
  'de-AT': DE,
  'de-DE': DE,
  'es-ES': { lock: 'Crédito retenido por atención al cliente', release: 'Crédito retenido liberado' },
  'it-IT': { lock: 'Credito trattenuto dal servizio clienti', release: 'Credito trattenuto sbloccato' },
  'nl-NL': { lock: 'Tegoed vastgehouden door de klantenservice', release: 'Vastgehouden tegoed vrijgegeven' },
  'fr-FR': FR,
  'fr-BE': FR,
};
export const creditLockReason = (locale: string, part: 'lock' | 'release') =>
  CREDIT_LOCK_REASONS[(LOCALE_LABELS as readonly string[]).includes(locale) ? (locale as Locale) : 'cs'][part];
