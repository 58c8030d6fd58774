import { LOCALES, type Locale } from '@/i18n/locales';

/** A date (and time) in the storefront's conventions, on Prague time like the rest of the shop. */
export function formatDate(iso: string, locale: Locale, withTime = false): string {
  return new Intl.DateTimeFormat(LOCALES[locale].intl, {
    dateStyle: 'medium', ...(withTime ? { timeStyle: 'short' } : {}), timeZone: 'Europe/Prague',
  }).format(new Date(iso));
}
