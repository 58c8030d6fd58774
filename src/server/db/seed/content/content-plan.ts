import { LOCALES, type Locale } from '@/i18n/locales';
import { buildCategoryNodes } from '../catalogue/category-nodes';
import { ALL_LOCALES } from '../vocab/text-languages';
import type { ContentTexts, PageText } from './content-types';
import { contentTextsFor, fillPlaceholders } from './locale-texts';
import { ROUTE_PAGE_KEYS, routePageTextsFor, type RoutePageKey } from './route-texts';

/** Route keys of the route table (src/routing/routes.ts) that seeded links point at. */
export type SeedRouteKey =
  | 'home' | 'addedToday' | 'discountedToday' | 'allCategories' | 'category' | 'sellBooks' | 'howToSellBooks'
  | 'contact' | 'shipping' | 'booksCondition' | 'career' | 'jobVacancies' | 'personalPickup' | 'directDelivery'
  | 'blog' | 'cmsPage' | 'search' | 'listing';

/**
 * Routes disabled per storefront (docs/product.md#routes-localized: career is off for de-AT and sk, how-to-sell-books
 * for en). Menus must never link to them.
 */
export const DISABLED_ROUTES: Readonly<Partial<Record<SeedRouteKey, readonly Locale[]>>> = {
  career: ['de-AT', 'sk'],
  howToSellBooks: ['en'],
};

export function isRouteEnabled(routeKey: SeedRouteKey, locale: Locale): boolean {
  return !(DISABLED_ROUTES[routeKey] ?? []).includes(locale);
}

export interface NavigationLinkPlan {
  locale: Locale;
  menu: 'top' | 'header' | 'footer';
  groupTitle: string | null;
  label: string;
  routeKey: SeedRouteKey;
  routeParams: Record<string, string> | null;
  position: number;
}

export interface CmsPagePlan {
  key: string;
  kind: 'page' | 'article' | 'route';
  status: 'draft' | 'published';
  /** Days before the seed's `now`. */
  publishedDaysAgo: number | null;
  translations: Record<Locale, { slug: string; title: string; perex: string; body: string }>;
}

/** Top categories linked from every header menu, by category key. */
export const HEADER_CATEGORY_KEYS = ['fiction', 'children', 'history', 'cookery'] as const;

export function planNavigation(locale: Locale): NavigationLinkPlan[] {
  const t = contentTextsFor(locale).labels;
  const groups = contentTextsFor(locale).footerGroups;
  const pages = contentTextsFor(locale).pages;
  const categories = buildCategoryNodes();
  const links: NavigationLinkPlan[] = [];
  const add = (menu: NavigationLinkPlan['menu'], groupTitle: string | null, label: string, routeKey: SeedRouteKey, routeParams: Record<string, string> | null = null) => {
    if (!isRouteEnabled(routeKey, locale)) return;
    const position = links.filter((l) => l.menu === menu).length;
    links.push({ locale, menu, groupTitle, label, routeKey, routeParams, position });
  };

  add('top', null, t.sellBooks, 'sellBooks');
  add('top', null, t.howToSellBooks, 'howToSellBooks');
  add('top', null, t.contact, 'contact');
  add('top', null, t.blog, 'blog');

  add('header', null, t.allCategories, 'allCategories');
  add('header', null, t.addedToday, 'addedToday');
  add('header', null, t.discountedToday, 'discountedToday');
  for (const key of HEADER_CATEGORY_KEYS) {
    const category = categories.find((c) => c.key === key)!;
    add('header', null, category.names[locale], 'category', { slug: category.slugs[locale] });
  }

  add('footer', groups.about, t.aboutUs, 'cmsPage', { slug: pages.aboutUs.slug });
  add('footer', groups.about, t.career, 'career');
  add('footer', groups.about, t.jobVacancies, 'jobVacancies');
  add('footer', groups.about, t.contact, 'contact');
  add('footer', groups.service, t.shipping, 'shipping');
  add('footer', groups.service, t.personalPickup, 'personalPickup');
  add('footer', groups.service, t.directDelivery, 'directDelivery');
  add('footer', groups.service, t.booksCondition, 'booksCondition');
  add('footer', groups.service, t.terms, 'cmsPage', { slug: pages.terms.slug });
  add('footer', groups.service, t.privacy, 'cmsPage', { slug: pages.privacy.slug });
  add('footer', groups.shopping, t.addedToday, 'addedToday');
  add('footer', groups.shopping, t.discountedToday, 'discountedToday');
  add('footer', groups.shopping, t.allCategories, 'allCategories');
  add('footer', groups.shopping, t.sellBooks, 'sellBooks');
  add('footer', groups.shopping, t.howToSellBooks, 'howToSellBooks');
  return links;
}

function pageTranslations(pick: (texts: ContentTexts) => PageText): CmsPagePlan['translations'] {
  const out = {} as CmsPagePlan['translations'];
  for (const locale of ALL_LOCALES) {
    const page = pick(contentTextsFor(locale));
    out[locale] = {
      slug: page.slug,
      title: fillPlaceholders(page.title, locale),
      perex: fillPlaceholders(page.perex, locale),
      body: page.paragraphs.map((p) => fillPlaceholders(p, locale)).join('\n\n'),
    };
  }
  return out;
}

function routePageTranslations(key: RoutePageKey): CmsPagePlan['translations'] {
  const out = {} as CmsPagePlan['translations'];
  for (const locale of ALL_LOCALES) {
    const page = routePageTextsFor(locale)[key];
    out[locale] = {
      slug: page.slug,
      title: fillPlaceholders(page.title, locale),
      perex: fillPlaceholders(page.perex, locale),
      body: page.paragraphs.map((p) => fillPlaceholders(p, locale)).join('\n\n'),
    };
  }
  return out;
}

export function planCmsPages(): CmsPagePlan[] {
  return [
    ...ROUTE_PAGE_KEYS.map((key): CmsPagePlan => ({ key, kind: 'route', status: 'published', publishedDaysAgo: 400, translations: routePageTranslations(key) })),
    { key: 'about-us', kind: 'page', status: 'published', publishedDaysAgo: 400, translations: pageTranslations((t) => t.pages.aboutUs) },
    { key: 'terms', kind: 'page', status: 'published', publishedDaysAgo: 400, translations: pageTranslations((t) => t.pages.terms) },
    { key: 'privacy', kind: 'page', status: 'published', publishedDaysAgo: 200, translations: pageTranslations((t) => t.pages.privacy) },
    { key: 'christmas-hours', kind: 'page', status: 'draft', publishedDaysAgo: null, translations: pageTranslations((t) => t.pages.draft) },
    { key: 'blog-condition-grades', kind: 'article', status: 'published', publishedDaysAgo: 30, translations: pageTranslations((t) => t.articles[0]) },
    { key: 'blog-selling-tips', kind: 'article', status: 'published', publishedDaysAgo: 9, translations: pageTranslations((t) => t.articles[1]) },
  ];
}

export interface FeatureFlagPlan {
  key: string;
  enabled: boolean;
  locales: Locale[];
}

export function planFeatureFlags(): FeatureFlagPlan[] {
  const adyen = ALL_LOCALES.filter((l) => LOCALES[l].paymentMethods.includes('adyen'));
  return [
    { key: 'bookScanner', enabled: true, locales: [] },
    { key: 'adyenCheckout', enabled: true, locales: adyen },
    { key: 'reviews', enabled: true, locales: [] },
    { key: 'watchdogs', enabled: true, locales: [] },
    { key: 'commissionSelling', enabled: true, locales: ['cs', 'sk'] },
    { key: 'christmasMode', enabled: false, locales: [] },
  ];
}
