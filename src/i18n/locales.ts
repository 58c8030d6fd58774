import { LANGUAGE } from '../contracts/languages';

/**
 * The one locale table (docs/architecture.md#localization). Code reads facts from here and never branches on a
 * locale's name. Domains, brands and organisation data can be overridden from the environment
 * (NEXT_PUBLIC_* so the same table works in the browser, the request hook and the server).
 */
export const LOCALE_LABELS = ['cs', 'sk', 'en', 'de-AT', 'de-DE', 'es-ES', 'it-IT', 'nl-NL', 'fr-FR', 'fr-BE'] as const;
export type Locale = (typeof LOCALE_LABELS)[number];
export const DEFAULT_LOCALE: Locale = 'cs';
/** The shop's calendar runs on Prague time for every storefront: dates read the same on the server and in any browser. */
export const SHOP_TIME_ZONE = 'Europe/Prague';

export const CURRENCIES = {
  CZK: { code: 'CZK', symbol: 'Kč' },
  EUR: { code: 'EUR', symbol: '€' },
} as const;
export type CurrencyCode = keyof typeof CURRENCIES;

/** docs/product.md#dialling-prefixes dialling prefixes. */
export const DIALLING_PREFIXES = {
  CZ: '+420', SK: '+421', AT: '+43', DE: '+49', ES: '+34', IT: '+39', NL: '+31', FR: '+33', BE: '+32', PL: '+48',
} as const;
export type CountryCode = keyof typeof DIALLING_PREFIXES;

export type PaymentMethod = 'comgate' | 'adyen' | 'bank-transfer' | 'cash-on-delivery';

/** The company behind every storefront (one legal entity, one warehouse in Prague). */
export interface Company {
  legalName: string;
  street: string;
  city: string;
  postalCode: string;
  country: CountryCode;
  socialLinks: string[];
}

/** A storefront's customer-service contact point (Organization JSON-LD `contactPoint`). */
export interface ContactPoint {
  phone: string;
  email: string;
  /** Languages customer service speaks there, as BCP 47 tags. */
  availableLanguages: string[];
}

export interface LocaleInfo {
  label: Locale;
  /** Tag for Intl formatting and <html lang>. */
  intl: string;
  hreflang: string;
  country: CountryCode;
  /** Default domain for local development; production domains come from NEXT_PUBLIC_STOREFRONT_DOMAINS. */
  localDomain: string;
  currency: CurrencyCode;
  /** Country whose dialling prefix is the default in phone fields. */
  phoneCountry: CountryCode;
  /**
   * The checkout's preselected delivery country; null where the storefront serves no one country
   * (en: readers anywhere), so the shopper picks one (issue 17: en preselected Czechia).
   */
  deliveryCountry: CountryCode | null;
  defaultLanguageFilters: number[];
  /** 'local' uses the Czech storefront brand, 'shared' the shop-wide one. */
  brand: 'local' | 'shared';
  paymentMethods: PaymentMethod[];
  contactPoint: ContactPoint;
  /** French typography: a no-break space before a colon ("Téléphone :"). */
  spaceBeforeColon?: true;
}

export const COMPANY: Company = {
  legalName: 'Bookturn s.r.o.', street: 'Knihovní 12', city: 'Praha', postalCode: '110 00', country: 'CZ',
  socialLinks: ['https://www.facebook.com/bookturn', 'https://www.instagram.com/bookturn'],
};
const contact = (phone: string, email: string, ...availableLanguages: string[]): ContactPoint => ({ phone, email, availableLanguages });

const L = LANGUAGE;
const ALL_PAYMENTS: PaymentMethod[] = ['comgate', 'bank-transfer', 'cash-on-delivery'];
const ADYEN_PAYMENTS: PaymentMethod[] = ['adyen', 'bank-transfer', 'cash-on-delivery'];

export const LOCALES: Record<Locale, LocaleInfo> = {
  cs: { label: 'cs', intl: 'cs-CZ', hreflang: 'cs-CZ', country: 'CZ', localDomain: 'cs.localhost', currency: 'CZK', phoneCountry: 'CZ', deliveryCountry: 'CZ', defaultLanguageFilters: [L.czech, L.english], brand: 'local', paymentMethods: ALL_PAYMENTS, contactPoint: contact('+420 228 000 111', 'podpora@bookturn.example', 'cs', 'sk', 'en') },
  sk: { label: 'sk', intl: 'sk-SK', hreflang: 'sk-SK', country: 'SK', localDomain: 'sk.localhost', currency: 'EUR', phoneCountry: 'SK', deliveryCountry: 'SK', defaultLanguageFilters: [L.slovak, L.czech, L.english], brand: 'shared', paymentMethods: ALL_PAYMENTS, contactPoint: contact('+421 233 000 111', 'podpora.sk@bookturn.example', 'sk', 'cs') },
  en: { label: 'en', intl: 'en-GB', hreflang: 'en', country: 'CZ', localDomain: 'en.localhost', currency: 'EUR', phoneCountry: 'CZ', deliveryCountry: null, defaultLanguageFilters: [L.english], brand: 'shared', paymentMethods: ADYEN_PAYMENTS, contactPoint: contact('+420 228 000 112', 'support@bookturn.example', 'en') },
  'de-AT': { label: 'de-AT', intl: 'de-AT', hreflang: 'de-AT', country: 'AT', localDomain: 'at.localhost', currency: 'EUR', phoneCountry: 'AT', deliveryCountry: 'AT', defaultLanguageFilters: [L.german, L.english], brand: 'shared', paymentMethods: ADYEN_PAYMENTS, contactPoint: contact('+43 1 000 111', 'kundendienst.at@bookturn.example', 'de') },
  'de-DE': { label: 'de-DE', intl: 'de-DE', hreflang: 'de-DE', country: 'DE', localDomain: 'de.localhost', currency: 'EUR', phoneCountry: 'DE', deliveryCountry: 'DE', defaultLanguageFilters: [L.german, L.english], brand: 'shared', paymentMethods: ADYEN_PAYMENTS, contactPoint: contact('+49 30 000 111', 'kundendienst@bookturn.example', 'de') },
  'es-ES': { label: 'es-ES', intl: 'es-ES', hreflang: 'es-ES', country: 'ES', localDomain: 'es.localhost', currency: 'EUR', phoneCountry: 'ES', deliveryCountry: 'ES', defaultLanguageFilters: [L.spanish, L.catalan, L.english], brand: 'shared', paymentMethods: ALL_PAYMENTS, contactPoint: contact('+34 91 000 111', 'atencion@bookturn.example', 'es') },
  'it-IT': { label: 'it-IT', intl: 'it-IT', hreflang: 'it-IT', country: 'IT', localDomain: 'it.localhost', currency: 'EUR', phoneCountry: 'IT', deliveryCountry: 'IT', defaultLanguageFilters: [L.italian, L.english], brand: 'shared', paymentMethods: ALL_PAYMENTS, contactPoint: contact('+39 02 000 111', 'assistenza@bookturn.example', 'it') },
  'nl-NL': { label: 'nl-NL', intl: 'nl-NL', hreflang: 'nl-NL', country: 'NL', localDomain: 'nl.localhost', currency: 'EUR', phoneCountry: 'NL', deliveryCountry: 'NL', defaultLanguageFilters: [L.dutch, L.english], brand: 'shared', paymentMethods: ALL_PAYMENTS, contactPoint: contact('+31 20 000 111', 'klantenservice@bookturn.example', 'nl') },
  'fr-FR': { label: 'fr-FR', intl: 'fr-FR', hreflang: 'fr-FR', country: 'FR', localDomain: 'fr.localhost', currency: 'EUR', phoneCountry: 'FR', deliveryCountry: 'FR', defaultLanguageFilters: [L.french, L.english], brand: 'shared', paymentMethods: ALL_PAYMENTS, contactPoint: contact('+33 1 00 00 01 11', 'service-client@bookturn.example', 'fr'), spaceBeforeColon: true },
  'fr-BE': { label: 'fr-BE', intl: 'fr-BE', hreflang: 'fr-BE', country: 'BE', localDomain: 'be.localhost', currency: 'EUR', phoneCountry: 'BE', deliveryCountry: 'BE', defaultLanguageFilters: [L.french, L.dutch, L.english], brand: 'shared', paymentMethods: ALL_PAYMENTS, contactPoint: contact('+32 2 000 01 11', 'service-client.be@bookturn.example', 'fr', 'nl'), spaceBeforeColon: true },
};

/** Start-up guard (docs/product.md#locale-validation): a shop needs at least two storefronts; a table with fewer is a configuration bug. */
export function assertLocaleTable(labels: readonly string[]): void {
  if (labels.length < 2) throw new Error(`At least 2 locales must be configured, found ${labels.length}`);
  const unique = new Set(labels);
  if (unique.size !== labels.length) throw new Error('Locale labels must be unique');
}
assertLocaleTable(LOCALE_LABELS);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALE_LABELS as readonly string[]).includes(value);
}

/** docs/product.md#locale-validation: anything that is not one of the ten labels falls back to cs. */
export function resolveLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

export function localeInfo(locale: unknown): LocaleInfo {
  return LOCALES[resolveLocale(locale)];
}

/** Parses "cs=knihobeh.cz,sk=bookturn.sk" (NEXT_PUBLIC_STOREFRONT_DOMAINS); unknown labels are an error. */
export function parseDomainOverrides(raw: string | undefined): Partial<Record<Locale, string>> {
  const out: Partial<Record<Locale, string>> = {};
  if (!raw) return out;
  for (const pair of raw.split(',').map((p) => p.trim()).filter(Boolean)) {
    const [label, domain] = pair.split('=').map((p) => p.trim());
    if (!isLocale(label) || !domain || !/^[a-z0-9.-]+$/i.test(domain)) {
      throw new Error(`NEXT_PUBLIC_STOREFRONT_DOMAINS: bad entry "${pair}" (expected <locale>=<domain>)`);
    }
    out[label] = domain.toLowerCase();
  }
  return out;
}

const domainOverrides = parseDomainOverrides(process.env.NEXT_PUBLIC_STOREFRONT_DOMAINS);

export function domainFor(locale: Locale): string {
  return domainOverrides[locale] ?? LOCALES[locale].localDomain;
}

/** Hosts that are served without an own domain entry resolve to the default locale (cs). */
export function localeForHost(host: string | null | undefined): Locale {
  const hostname = (host ?? '').split(':')[0].toLowerCase();
  return LOCALE_LABELS.find((l) => domainFor(l) === hostname) ?? DEFAULT_LOCALE;
}

export function isLocalDomain(domain: string): boolean {
  return domain === 'localhost' || domain.endsWith('.localhost') || domain === '127.0.0.1';
}

/** docs/product.md#defaults default protocol is https; local development domains are served over http. */
export function protocolFor(locale: Locale): 'http' | 'https' {
  const forced = process.env.NEXT_PUBLIC_PROTOCOL;
  if (forced === 'http' || forced === 'https') return forced;
  return isLocalDomain(domainFor(locale)) ? 'http' : 'https';
}

/** Absolute origin of a storefront; `port` is kept only for local domains (production runs on 443). */
export function originFor(locale: Locale, port?: string | number | null): string {
  const domain = domainFor(locale);
  const keepPort = port && isLocalDomain(domain) && String(port) !== '80' && String(port) !== '443';
  return `${protocolFor(locale)}://${domain}${keepPort ? `:${port}` : ''}`;
}

export const BRANDS = {
  local: process.env.NEXT_PUBLIC_BRAND_LOCAL || 'Knihoběh',
  shared: process.env.NEXT_PUBLIC_BRAND_SHARED || 'Bookturn',
} as const;

export function brandFor(locale: Locale): string {
  return BRANDS[LOCALES[locale].brand];
}

export function currencyFor(locale: Locale) {
  return CURRENCIES[LOCALES[locale].currency];
}

export function defaultPhonePrefix(locale: Locale): string {
  return DIALLING_PREFIXES[LOCALES[locale].phoneCountry];
}
