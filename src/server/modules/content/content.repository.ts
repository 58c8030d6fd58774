import { and, asc, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { featureFlags, navigationLinks, promoBanners } from '../../db/schema';
import type { Locale } from '@/i18n/locales';

export async function findNavigationLinks(db: Db, locale: Locale) {
  return db
    .select()
    .from(navigationLinks)
    .where(eq(navigationLinks.locale, locale))
    .orderBy(asc(navigationLinks.menu), asc(navigationLinks.position), asc(navigationLinks.id));
}

export async function findActivePromoBanner(db: Db, locale: Locale, now: Date) {
  const rows = await db
    .select()
    .from(promoBanners)
    .where(
      and(
        eq(promoBanners.locale, locale),
        or(isNull(promoBanners.activeFrom), lte(promoBanners.activeFrom, now)),
        or(isNull(promoBanners.activeTo), gt(promoBanners.activeTo, now)),
      ),
    )
    .orderBy(desc(promoBanners.priority), asc(promoBanners.id))
    .limit(1);
  return rows[0] ?? null;
}

export async function findFeatureFlags(db: Db, locale: Locale) {
  return db
    .select({ key: featureFlags.key, enabled: featureFlags.enabled })
    .from(featureFlags)
    .where(or(sql`cardinality(${featureFlags.locales}) = 0`, sql`${locale} = any(${featureFlags.locales})`));
}
