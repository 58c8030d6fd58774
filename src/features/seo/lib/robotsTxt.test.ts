import { LOCALE_LABELS } from '@/i18n/locales';
import { ROUTE_TABLE } from '@/routing/compiledRoutes';
import { canonicalPattern } from '@/routing/table';
import { resolvePath } from '@/routing';
import { disallowedPaths, robotsTxt, staticPrefix } from './robotsTxt';
import { isNoindexRoute } from './robotsPolicy';

/** Google's robots.txt matching: prefix, '*' any run of characters, '$' end of URL. */
function blocks(rule: string, path: string): boolean {
  const pattern = rule.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*');
  return new RegExp(`^${pattern.endsWith('\\$') ? `${pattern.slice(0, -2)}$` : pattern}`).test(path);
}

/** A concrete path for a route pattern: every parameter filled with a plausible value. */
const samplePath = (pattern: string) =>
  pattern.replace(/\/\[\[\.\.\.[^\]]+\]\]/g, '').replace(/\[\.\.\.[^\]]+\]/g, 'a/b').replace(/\[[^\]]+\]/g, 'x1') || '/';

describe('robots.txt', () => {
  it.each(LOCALE_LABELS)('%s: keeps crawlers off the API, cart, account, search and payment pages', (locale) => {
    const rules = disallowedPaths(locale);
    for (const path of ['/api/adonis/v1/cart/data', resolvePath('cart', locale), '/account/orders', resolvePath('search', locale), resolvePath('pay', locale, { paymentCode: 'ABC' }), '/p/q/tolkien', '/p/category/5/q/tolkien']) {
      expect(rules.some((rule) => blocks(rule, path))).toBe(true);
    }
  });

  it.each(LOCALE_LABELS)('%s: blocks no indexable page', (locale) => {
    const rules = disallowedPaths(locale);
    const indexable = ROUTE_TABLE.list.filter((r) => !r.disabled.includes(locale) && !isNoindexRoute(r.key));
    expect(indexable.length).toBeGreaterThan(20);
    for (const route of indexable) {
      const path = samplePath(canonicalPattern(route, locale));
      expect({ route: route.key, path, blocked: rules.filter((rule) => blocks(rule, path)) }).toEqual({ route: route.key, path, blocked: [] });
    }
    expect(rules.some((rule) => blocks(rule, '/p/category/5'))).toBe(false);
  });

  it('points to the storefront\'s own sitemap index, with the port only on local domains', () => {
    const text = robotsTxt('de-DE', '3130');
    expect(text).toMatch(/^User-agent: \*\n/);
    expect(text).toContain('Disallow: /warenkorb\n');
    expect(text).toContain('Disallow: /bezahlen/\n');
    expect(text.trimEnd().split('\n').at(-1)).toBe('Sitemap: http://de.localhost:3130/sitemap.xml');
  });

  it('takes the part of a pattern before its first parameter', () => {
    expect(staticPrefix('/zaplatit/[paymentCode]')).toBe('/zaplatit/');
    expect(staticPrefix('/kosik')).toBe('/kosik');
    expect(staticPrefix('/account/watchdog/[[...filters]]')).toBe('/account/watchdog/');
  });
});
