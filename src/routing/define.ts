/**
 * Small builders for the route table, so routes.ts reads as data. Translations are given per
 * language and spread to locales through the locale table (de-AT and de-DE share German words,
 * fr-FR and fr-BE French), never by testing locale names.
 */
import { LOCALE_LABELS, LOCALES, type Locale } from '@/i18n/locales';

/** Languages that have their own URL words; English is the fallback form itself. */
export type Language = 'cs' | 'sk' | 'de' | 'es' | 'it' | 'nl' | 'fr';
export type Words = Readonly<Record<Language, string>>;

/** the robots options of docs/product.md#robots-options; 'omit' sends none (indexable, unless a view narrows it per URL). */
export type RobotsOption = 'omit' | 'index, follow' | 'noindex, follow' | 'index, nofollow' | 'noindex, nofollow';

/** Payment providers whose own scripts a page loads (its Content-Security-Policy allows them). */
export type PaymentProvider = 'adyen';

export interface RouteSpec {
  /** Next page pathname of the route's single file under pages/. */
  readonly page: string;
  /** English form; served where a locale has no own path, and redirected to the localized one where it has. */
  readonly fallback: string;
  /** Localized paths. Empty for routes that are the same everywhere. */
  readonly paths: Readonly<Partial<Record<Locale, string>>>;
  readonly disabled: readonly Locale[];
  /**
   * Parts of this route's URLs that are bearer secrets (whoever holds the URL holds the order,
   * the login, the private page): redacted from the data layer and from access logs (redact.ts).
   */
  readonly secret?: SecretParts;
  /** Robots option of every page of this route, sent as X-Robots-Tag by the proxy; absent = 'omit'. */
  readonly robots?: RobotsOption;
  /** The payment provider whose scripts this route's page runs (the card checkout). */
  readonly paymentProvider?: PaymentProvider;
  /**
   * The page compiles WebAssembly (the book scanner's self-hosted zxing barcode reader): its
   * Content-Security-Policy adds 'wasm-unsafe-eval' to script-src. No other page gets it.
   */
  readonly wasm?: true;
}

export interface SecretParts {
  /** Path params (by their name in the pattern) that are secrets. */
  readonly params?: readonly string[];
  /** Query parameters whose values are secrets. */
  readonly query?: readonly string[];
}

export function languageOf(locale: Locale): string {
  return LOCALES[locale].intl.split('-')[0];
}

/** One path in every locale, not localized (account, book pages, single-path routes). */
export function fixed(path: string, opts: { secret?: SecretParts } = {}): RouteSpec {
  return { page: path, fallback: path, paths: {}, disabled: [], ...(opts.secret ? { secret: opts.secret } : {}) };
}

interface LocalizedOptions {
  disabled?: readonly Locale[];
  secret?: SecretParts;
}

function spread(fallback: string, wordFor: (locale: Locale) => string | undefined, opts: LocalizedOptions): RouteSpec {
  const disabled = opts.disabled ?? [];
  const paths: Partial<Record<Locale, string>> = {};
  // A disabled locale gets no path: its fallback form answers 404 and nothing links to it.
  for (const locale of LOCALE_LABELS) {
    if (!disabled.includes(locale)) paths[locale] = wordFor(locale) ?? fallback;
  }
  return { page: fallback, fallback, paths, disabled, ...(opts.secret ? { secret: opts.secret } : {}) };
}

/** A path translated into every language; English uses the fallback. */
export function localized(fallback: string, words: Words, opts: LocalizedOptions = {}): RouteSpec {
  return spread(fallback, (l) => words[languageOf(l) as Language], opts);
}

/** Only some languages translate it; the rest keep the English form (e.g. /login/code). */
export function partlyLocalized(fallback: string, words: Partial<Words>, opts: LocalizedOptions = {}): RouteSpec {
  return spread(fallback, (l) => words[languageOf(l) as Language], opts);
}

/** Explicitly identical in every locale, yet part of the localized family (book scanner). */
export function sameEverywhere(path: string, opts: LocalizedOptions = {}): RouteSpec {
  return spread(path, () => path, opts);
}

/** `disabled` list for a route that exists only in the given locales. */
export function onlyIn(...enabled: Locale[]): Locale[] {
  return LOCALE_LABELS.filter((l) => !enabled.includes(l));
}

/** Appends a translated last segment to translated (or shared) prefixes. */
export function join(prefix: Words | string, suffix: Words | string): Words {
  const pick = (w: Words | string, lang: Language) => (typeof w === 'string' ? w : w[lang]);
  const langs: Language[] = ['cs', 'sk', 'de', 'es', 'it', 'nl', 'fr'];
  return Object.fromEntries(langs.map((lang) => [lang, `${pick(prefix, lang)}/${pick(suffix, lang)}`])) as Record<Language, string>;
}

/**
 * Reached with a private token or about one person: never indexed, and its links lead nowhere a
 * crawler should follow from here.
 */
export function privatePage<S extends RouteSpec>(spec: S): S & { readonly robots: 'noindex, nofollow' } {
  return { ...spec, robots: 'noindex, nofollow' };
}

/**
 * A step of a purchase, a login or a form, or search results: worthless in an index, but its
 * header and footer links are ordinary shop pages.
 */
export function transactional<S extends RouteSpec>(spec: S): S & { readonly robots: 'noindex, follow' } {
  return { ...spec, robots: 'noindex, follow' };
}

/** A page that runs the given payment provider's own scripts. */
export function paidWith<S extends RouteSpec, P extends PaymentProvider>(provider: P, spec: S): S & { readonly paymentProvider: P } {
  return { ...spec, paymentProvider: provider };
}

/** A page that compiles WebAssembly from our own origin (the barcode reader): its CSP allows that, and only its CSP. */
export function compilesWasm<S extends RouteSpec>(spec: S): S & { readonly wasm: true } {
  return { ...spec, wasm: true };
}
