import { LOCALES, type Locale } from '@/i18n/locales';
import { SHOP_TIME_ZONE } from '../../db/sql';

/** Money leaves the server as text only here: integer hundredths → the storefront's notation. */
export function formatMoney(amountX100: number, currency: string, locale: Locale): string {
  return new Intl.NumberFormat(LOCALES[locale].intl, { style: 'currency', currency }).format(amountX100 / 100);
}

/** Dates as the shop's calendar has them (Prague), written the storefront's way. */
export function formatDate(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALES[locale].intl, { dateStyle: 'long', timeZone: SHOP_TIME_ZONE }).format(date);
}

export function countryName(code: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames([LOCALES[locale].intl], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Replaces {name} placeholders; a missing value leaves the placeholder visible rather than "undefined". */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
