/**
 * robots.txt of one storefront (docs/product.md#routes-single /robots.txt): keep crawlers off the API, the purchase and
 * account pages, private-token pages and search results (all noindex anyway, so crawling them only
 * wastes the crawl budget), and point to the storefront's sitemap index. Paths come from the
 * route table in that storefront's language.
 */
import { originFor, type Locale } from '@/i18n/locales';
import { ROUTE_TABLE } from '@/routing/compiledRoutes';
import { canonicalPattern } from '@/routing/table';
import { SITEMAP_INDEX_PATH } from '@/lib/seo/sitemapPaths';
import { isNoindexRoute } from './robotsPolicy';

/** Always off-limits, whatever the route table says: the API and text-search listings. */
const ALWAYS_DISALLOWED = ['/api/', '/p/q/', '/p/*/q/'];

/** '/zaplatit/[paymentCode]' → '/zaplatit/'; '/kosik' → '/kosik' (the part before the first parameter). */
export function staticPrefix(pattern: string): string {
  const index = pattern.indexOf('[');
  return index === -1 ? pattern : pattern.slice(0, index);
}

export function disallowedPaths(locale: Locale): string[] {
  const fromRoutes = ROUTE_TABLE.list
    .filter((route) => !route.disabled.includes(locale) && isNoindexRoute(route.key))
    .map((route) => staticPrefix(canonicalPattern(route, locale)))
    // A parameter right after '/' would block the whole site: such a route is left to its noindex.
    .filter((prefix) => prefix !== '/' && prefix !== '');
  return [...new Set([...ALWAYS_DISALLOWED, ...fromRoutes])].sort();
}

export function robotsTxt(locale: Locale, port?: string | null): string {
  const lines = [
    'User-agent: *',
    ...disallowedPaths(locale).map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${originFor(locale, port)}${SITEMAP_INDEX_PATH}`,
  ];
  return `${lines.join('\n')}\n`;
}
