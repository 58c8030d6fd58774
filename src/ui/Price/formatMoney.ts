import { LOCALES, type CurrencyCode, type Locale } from '@/i18n/locales';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Money is integer hundredths everywhere (docs/architecture.md#money); this is the edge where it becomes
 * text, in the storefront's own number format (cs-CZ: "1 290,00 Kč", de-DE: "12,90 €").
 */
export function formatMoney(amountX100: number, currency: CurrencyCode, locale: Locale): string {
  if (!Number.isInteger(amountX100)) throw new Error(`Money must be integer hundredths, got ${amountX100}`);
  const intl = LOCALES[locale].intl;
  const cacheKey = `${intl}|${currency}`;
  let formatter = formatters.get(cacheKey);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intl, { style: 'currency', currency });
    formatters.set(cacheKey, formatter);
  }
  return formatter.format(amountX100 / 100);
}
