/**
 * The web app manifest of one storefront (/manifest.webmanifest): its brand, language and colours,
 * so a phone can add the shop to its home screen under the storefront's own name (Knihoběh on cs,
 * Bookturn elsewhere) and open it in its own window, which iOS requires before a site may send
 * Web Push (the watchdogs' notifications). The icons are files in public/.
 */
import compile from 'icu-minify/compile';
import format from 'icu-minify/format';
import { LOCALES, brandFor, type Locale } from '@/i18n/locales';
import { loadMessages } from '@/i18n/messages';
import { resolvePath } from '@/routing';
import { THEME_COLOR, colors } from '@/ui/theme';

export interface WebManifest {
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: 'ltr';
  start_url: string;
  scope: string;
  display: 'standalone';
  background_color: string;
  theme_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose?: 'any' | 'maskable' }>;
}

export const MANIFEST_ICONS: WebManifest['icons'] = [
  { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
];

/** One manifest per storefront per process: it depends on the locale and the release only. */
const byLocale = new Map<Locale, Promise<WebManifest>>();

export function webManifest(locale: Locale): Promise<WebManifest> {
  let manifest = byLocale.get(locale);
  if (!manifest) {
    manifest = buildManifest(locale);
    byLocale.set(locale, manifest);
    manifest.catch(() => byLocale.delete(locale));
  }
  return manifest;
}

async function buildManifest(locale: Locale): Promise<WebManifest> {
  const brand = brandFor(locale);
  // The home page's description, an ICU message: compiled and formatted with icu-minify, as next-intl
  // does in the pages (next-intl's own translator here would take the uncompiled formatter in tests).
  const { common } = await loadMessages(locale, ['common.home.meta']);
  const meta = (common as { home: { meta: { description: string } } }).home.meta;
  const formatters = {
    getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
    getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args),
    getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
  };
  const description = String(format(compile(meta.description), LOCALES[locale].intl, { brand }, { formatters }));
  return {
    name: brand,
    short_name: brand,
    description,
    lang: LOCALES[locale].intl,
    dir: 'ltr',
    start_url: resolvePath('home', locale),
    scope: resolvePath('home', locale),
    display: 'standalone',
    background_color: colors.paper,
    theme_color: THEME_COLOR,
    icons: MANIFEST_ICONS,
  };
}
