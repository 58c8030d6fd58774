import { and, eq, sql } from 'drizzle-orm';
import type { DbHandle } from '../../client';
import { cmsBlocks, cmsPages, cmsPageTranslations, featureFlags, navigationLinks, promoBanners } from '../../schema';
import { ALL_LOCALES } from '../vocab/text-languages';
import { planCmsPages, planFeatureFlags, planNavigation } from './content-plan';
import { contentTextsFor } from './locale-texts';

export interface ContentSummary {
  navigationLinks: number;
  promoBanners: number;
  cmsPages: number;
  cmsPageTranslations: number;
  cmsBlocks: number;
  featureFlags: number;
}

const DAY = 86_400_000;

/**
 * Storefront content for all ten locales: menus, footer, promo banner, CMS pages and blog
 * articles, home-page block, feature flags. Idempotent in the "fill what is missing" sense:
 * a menu, banner, page, block or flag that already exists is left as staff edited it.
 * Returns how many rows were inserted.
 */
export async function seedContent(handle: DbHandle, opts: { now?: Date } = {}): Promise<ContentSummary> {
  const { db } = handle;
  const now = opts.now ?? new Date();
  const summary: ContentSummary = { navigationLinks: 0, promoBanners: 0, cmsPages: 0, cmsPageTranslations: 0, cmsBlocks: 0, featureFlags: 0 };

  for (const locale of ALL_LOCALES) {
    const links = planNavigation(locale);
    for (const menu of ['top', 'header', 'footer'] as const) {
      const existing = await db.select({ n: sql<number>`count(*)::int` }).from(navigationLinks)
        .where(and(eq(navigationLinks.locale, locale), eq(navigationLinks.menu, menu)));
      if (existing[0].n > 0) continue;
      const rows = links.filter((l) => l.menu === menu).map((l) => ({
        locale, menu, groupTitle: l.groupTitle, label: l.label, routeKey: l.routeKey, routeParams: l.routeParams, url: null, position: l.position,
      }));
      if (rows.length > 0) await db.insert(navigationLinks).values(rows);
      summary.navigationLinks += rows.length;
    }

    const banners = await db.select({ n: sql<number>`count(*)::int` }).from(promoBanners).where(eq(promoBanners.locale, locale));
    if (banners[0].n === 0) {
      await db.insert(promoBanners).values({
        locale, text: contentTextsFor(locale).banner, routeKey: 'discountedToday', routeParams: null,
        activeFrom: new Date(now.getTime() - DAY), activeTo: null, priority: 10,
      });
      summary.promoBanners++;
    }

    const hero = contentTextsFor(locale).hero;
    const block = await db.insert(cmsBlocks).values({
      key: 'home.hero', locale, blocksetKey: 'home', position: 0,
      content: { title: hero.title, text: hero.text, ctaLabel: hero.cta, routeKey: 'addedToday' },
    }).onConflictDoNothing().returning({ id: cmsBlocks.id });
    summary.cmsBlocks += block.length;
  }

  for (const page of planCmsPages()) {
    const inserted = await db.insert(cmsPages).values({
      key: page.key, kind: page.kind, status: page.status,
      publishedAt: page.publishedDaysAgo === null ? null : new Date(now.getTime() - page.publishedDaysAgo * DAY),
      updatedAt: now,
    }).onConflictDoNothing().returning({ id: cmsPages.id });
    summary.cmsPages += inserted.length;
    const [{ id }] = await db.select({ id: cmsPages.id }).from(cmsPages).where(eq(cmsPages.key, page.key));
    const rows = ALL_LOCALES.map((locale) => ({ pageId: id, locale, ...page.translations[locale] }));
    const translations = await db.insert(cmsPageTranslations).values(rows).onConflictDoNothing().returning({ pageId: cmsPageTranslations.pageId });
    summary.cmsPageTranslations += translations.length;
  }

  const flags = await db.insert(featureFlags).values(planFeatureFlags()).onConflictDoNothing().returning({ key: featureFlags.key });
  summary.featureFlags += flags.length;
  return summary;
}
