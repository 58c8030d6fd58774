import { brandFor, type Locale } from '@/i18n/locales';

type Translate = ((key: string, values?: Record<string, string>) => string) & { has: (key: string) => boolean };

/**
 * A carrier's name for shoppers (issue 17): "Packeta", "Österreichische Post", and our own
 * couriers and branches under the storefront's brand (Knihoběh on cs) — never the code.
 * `t` is the checkout namespace's translator; an unknown code is shown as it is.
 */
export function carrierName(t: Translate, code: string, locale: Locale): string {
  const key = `delivery.carrier.${code}`;
  return t.has(key) ? t(key, { brand: brandFor(locale) }) : code;
}
