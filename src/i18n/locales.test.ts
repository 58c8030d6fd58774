import {
  assertLocaleTable, CURRENCIES, DIALLING_PREFIXES, LOCALE_LABELS, LOCALES, brandFor, currencyFor, defaultPhonePrefix,
  localeForHost, originFor, parseDomainOverrides, resolveLocale, BRANDS,
} from './locales';
import { LANGUAGE, LANGUAGES } from '../contracts/languages';

describe('locale table', () => {
  it('has the ten storefronts in the spec order', () => {
    expect(LOCALE_LABELS).toEqual(['cs', 'sk', 'en', 'de-AT', 'de-DE', 'es-ES', 'it-IT', 'nl-NL', 'fr-FR', 'fr-BE']);
  });

  it.each([
    ['cs', 'CZK', 'Kč', '+420'],
    ['sk', 'EUR', '€', '+421'],
    ['en', 'EUR', '€', '+420'],
    ['de-AT', 'EUR', '€', '+43'],
    ['de-DE', 'EUR', '€', '+49'],
    ['es-ES', 'EUR', '€', '+34'],
    ['it-IT', 'EUR', '€', '+39'],
    ['nl-NL', 'EUR', '€', '+31'],
    ['fr-FR', 'EUR', '€', '+33'],
    ['fr-BE', 'EUR', '€', '+32'],
  ] as const)('%s: currency %s (%s), phone prefix %s', (locale, code, symbol, prefix) => {
    expect(currencyFor(locale)).toEqual({ code, symbol });
    expect(defaultPhonePrefix(locale)).toBe(prefix);
  });

  it('knows the spec dialling prefixes and currencies exactly', () => {
    expect(DIALLING_PREFIXES).toEqual({ CZ: '+420', SK: '+421', AT: '+43', DE: '+49', ES: '+34', IT: '+39', NL: '+31', FR: '+33', BE: '+32', PL: '+48' });
    expect(CURRENCIES).toEqual({ CZK: { code: 'CZK', symbol: 'Kč' }, EUR: { code: 'EUR', symbol: '€' } });
  });

  it.each([
    ['sk', [LANGUAGE.slovak, LANGUAGE.czech, LANGUAGE.english]],
    ['cs', [LANGUAGE.czech, LANGUAGE.english]],
    ['de-AT', [LANGUAGE.german, LANGUAGE.english]],
    ['de-DE', [LANGUAGE.german, LANGUAGE.english]],
    ['en', [LANGUAGE.english]],
    ['es-ES', [LANGUAGE.spanish, LANGUAGE.catalan, LANGUAGE.english]],
    ['it-IT', [LANGUAGE.italian, LANGUAGE.english]],
    ['nl-NL', [LANGUAGE.dutch, LANGUAGE.english]],
    ['fr-FR', [LANGUAGE.french, LANGUAGE.english]],
    ['fr-BE', [LANGUAGE.french, LANGUAGE.dutch, LANGUAGE.english]],
  ] as const)('%s default language filters', (locale, ids) => {
    expect(LOCALES[locale].defaultLanguageFilters).toEqual(ids);
  });

  it('uses the Czech brand on cs only', () => {
    for (const l of LOCALE_LABELS) expect(brandFor(l)).toBe(l === 'cs' ? BRANDS.local : BRANDS.shared);
    expect(BRANDS.local).not.toBe(BRANDS.shared);
  });
});

describe('locale validation (docs/product.md#locale-validation)', () => {
  it.each([undefined, null, '', 'de', 'CS', 'xx-YY', 42, 'fr-CA'])('%p falls back to cs', (value) => {
    expect(resolveLocale(value)).toBe('cs');
  });
  it.each(LOCALE_LABELS)('%s is kept', (label) => expect(resolveLocale(label)).toBe(label));
  it('refuses a table with fewer than two locales or duplicates', () => {
    expect(() => assertLocaleTable(['cs'])).toThrow('At least 2 locales');
    expect(() => assertLocaleTable([])).toThrow();
    expect(() => assertLocaleTable(['cs', 'cs'])).toThrow('unique');
    expect(() => assertLocaleTable(['cs', 'sk'])).not.toThrow();
  });
});

describe('domains', () => {
  it.each([
    ['localhost:3000', 'cs'], ['cs.localhost', 'cs'], ['sk.localhost', 'sk'], ['en.localhost:3000', 'en'],
    ['at.localhost', 'de-AT'], ['de.localhost', 'de-DE'], ['es.localhost', 'es-ES'], ['it.localhost', 'it-IT'],
    ['nl.localhost', 'nl-NL'], ['fr.localhost', 'fr-FR'], ['be.localhost', 'fr-BE'], ['127.0.0.1:3000', 'cs'], [undefined, 'cs'],
  ])('%s → %s', (host, locale) => expect(localeForHost(host)).toBe(locale));

  it('builds origins with the port only for local domains', () => {
    expect(originFor('de-DE', 3000)).toBe('http://de.localhost:3000');
    expect(originFor('fr-BE')).toBe('http://be.localhost');
  });

  it('parses domain overrides and rejects bad ones', () => {
    expect(parseDomainOverrides('cs=knihobeh.cz, de-DE=bookturn.de')).toEqual({ cs: 'knihobeh.cz', 'de-DE': 'bookturn.de' });
    expect(parseDomainOverrides(undefined)).toEqual({});
    expect(() => parseDomainOverrides('xx=foo.com')).toThrow('NEXT_PUBLIC_STOREFRONT_DOMAINS');
    expect(() => parseDomainOverrides('cs=')).toThrow();
  });
});

describe('language enumeration', () => {
  it('has ids 1..91 with unique three-letter codes, spec ids fixed', () => {
    expect(LANGUAGES.map(([id]) => id)).toEqual(Array.from({ length: 91 }, (_, i) => i + 1));
    expect(new Set(LANGUAGES.map(([, code]) => code)).size).toBe(91);
    for (const [, code] of LANGUAGES) expect(code).toMatch(/^[A-Z]{3}$/);
    const byId = Object.fromEntries(LANGUAGES.map(([id, code]) => [id, code]));
    expect(byId).toMatchObject({ 1: 'CES', 2: 'SLK', 3: 'ENG', 4: 'DEU', 5: 'FRA', 6: 'POL', 7: 'SPA', 8: 'ITA', 18: 'MIS', 91: 'EWE' });
  });
});
