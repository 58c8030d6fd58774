// The seeded menus must agree with the route table.
import { isRouteEnabled as isEnabledInRouteTable, resolvePath } from '@/routing/resolve';
// eslint-disable-next-line no-restricted-imports
import { ROUTE_KEYS } from '@/routing/routes';
import { LOCALE_LABELS } from '@/i18n/locales';
import { buildCategoryNodes } from '../catalogue/category-nodes';
import { planCmsPages, planFeatureFlags, planNavigation } from './content-plan';

describe('content plan', () => {
  it.each(LOCALE_LABELS)('%s: every menu link is an enabled route of the route table and resolves', (locale) => {
    const links = planNavigation(locale);
    expect(links.length).toBeGreaterThan(15);
    for (const link of links) {
      expect(ROUTE_KEYS).toContain(link.routeKey);
      expect(isEnabledInRouteTable(link.routeKey, locale)).toBe(true);
      expect(() => resolvePath(link.routeKey, locale, link.routeParams ?? undefined)).not.toThrow();
      expect(link.label.trim()).not.toBe('');
    }
    for (const menu of ['top', 'header', 'footer'] as const) {
      const positions = links.filter((l) => l.menu === menu).map((l) => l.position);
      expect(positions).toEqual(positions.map((_, i) => i));
    }
    expect(links.filter((l) => l.menu === 'footer').every((l) => l.groupTitle)).toBe(true);
    expect(new Set(links.filter((l) => l.menu === 'footer').map((l) => l.groupTitle)).size).toBe(3);
  });

  it('never links career on de-AT and sk, nor how-to-sell-books on en', () => {
    for (const locale of ['de-AT', 'sk'] as const) expect(planNavigation(locale).map((l) => l.routeKey)).not.toContain('career');
    expect(planNavigation('en').map((l) => l.routeKey)).not.toContain('howToSellBooks');
    expect(planNavigation('cs').map((l) => l.routeKey)).toEqual(expect.arrayContaining(['career', 'howToSellBooks']));
  });

  it('links header categories with the storefront slug', () => {
    const categories = buildCategoryNodes();
    for (const locale of LOCALE_LABELS) {
      const slugs = planNavigation(locale).filter((l) => l.routeKey === 'category').map((l) => l.routeParams!.slug);
      expect(slugs.length).toBeGreaterThanOrEqual(3);
      for (const slug of slugs) expect(categories.some((c) => c.slugs[locale] === slug)).toBe(true);
    }
  });

  it('links footer CMS pages that exist and are published in that locale', () => {
    const pages = planCmsPages();
    for (const locale of LOCALE_LABELS) {
      for (const link of planNavigation(locale).filter((l) => l.routeKey === 'cmsPage')) {
        const page = pages.find((p) => p.translations[locale].slug === link.routeParams!.slug);
        expect(page?.status).toBe('published');
      }
    }
  });

  it('writes every page in every locale, with slugs unique per locale and no leftover placeholders', () => {
    const pages = planCmsPages();
    expect(pages.filter((p) => p.status === 'draft')).toHaveLength(1);
    for (const locale of LOCALE_LABELS) {
      const slugs = pages.map((p) => p.translations[locale].slug);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const p of pages) {
        const t = p.translations[locale];
        expect(t.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(t.body.length).toBeGreaterThan(60);
        expect(`${t.title} ${t.perex} ${t.body}`).not.toMatch(/\{(brand|email|phone)\}/);
      }
    }
  });

  it('turns Adyen on exactly where the locale table offers it', () => {
    const adyen = planFeatureFlags().find((f) => f.key === 'adyenCheckout')!;
    expect(adyen.enabled).toBe(true);
    expect([...adyen.locales].sort()).toEqual(['de-AT', 'de-DE', 'en']);
    expect(planFeatureFlags().find((f) => f.key === 'bookScanner')).toMatchObject({ enabled: true, locales: [] });
  });
});

describe('texts of pages with their own route', () => {
  it('publishes every route page (career, /manny, …) in every locale, in that locale’s language', () => {
    const pages = planCmsPages().filter((p) => p.kind === 'route');
    expect(pages.map((p) => p.key).sort()).toEqual(['career', 'how-to-sell-books', 'info', 'job-vacancies', 'manny', 'rebranding']);
    for (const page of pages) {
      expect(page.status).toBe('published');
      // Written per language, not copied: the Czech and the German careers text differ from the English one.
      expect(page.translations.cs.body).not.toBe(page.translations.en.body);
      expect(page.translations['de-DE'].body).not.toBe(page.translations.en.body);
      expect(page.translations['fr-BE'].title).toBe(page.translations['fr-FR'].title);
    }
  });
});
