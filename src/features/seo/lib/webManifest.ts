/**
 * The web app manifest of one storefront (/manifest.webmanifest): its brand, language and colours,
 * so a phone can add the shop to its home screen under the storefront's own name (Knihoběh on cs,
 * Bookturn elsewhere) and open it in its own window, which iOS requires before a site may send
 * Web Push (the watchdogs' notifications). The icons are files in public/.
 */
import format, { type CompiledMessage } from 'icu-minify/format';
import { _createCache, _createIntlFormatters } from 'use-intl/core';
import { LOCALES, brandFor, type Locale } from '@/i18n/locales';
import { loadMessages } from '@/i18n/messages';
import { precompileMessages } from '@/i18n/precompile';
import { SHOP_ICONS } from '@/lib/seo/shopIcons';
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
  { src: SHOP_ICONS.png192, sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: SHOP_ICONS.png512, sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: SHOP_ICONS.maskable512, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  { src: SHOP_ICONS.svg, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
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
  // The home page's description, an ICU message: precompiled as for every page and formatted by
  // icu-minify with use-intl's formatters, as next-intl does in the pages (next-intl's own
  // translator would take the uncompiled formatter in the unit tests, which have no alias).
  const { common } = precompileMessages(await loadMessages(locale, ['common.home.meta']));
  const { description: message } = (common as unknown as { home: { meta: { description: CompiledMessage } } }).home.meta;
  const description = String(format(message, LOCALES[locale].intl, { brand }, { formatters: _createIntlFormatters(_createCache()) }));
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
