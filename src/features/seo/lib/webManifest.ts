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

export async function webManifest(locale: Locale): Promise<WebManifest> {
  const brand = brandFor(locale);
  // The home page's description, formatted like every message (ICU, precompiled), outside React.
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
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: colors.paper,
    theme_color: THEME_COLOR,
    icons: MANIFEST_ICONS,
  };
}
