import { pgTable, serial, integer, text, timestamp, jsonb, boolean, index, uniqueIndex } from 'drizzle-orm/pg-core';

export const MENUS = ['top', 'header', 'footer'] as const;

/**
 * Navigation and footer links per storefront. A link points at a route of the route table
 * (routeKey + params) or, for outside pages, at an absolute url.
 */
export const navigationLinks = pgTable('navigation_links', {
  id: serial('id').primaryKey(),
  locale: text('locale').notNull(),
  menu: text('menu', { enum: MENUS }).notNull(),
  /** Footer column heading; null for top and header menus. */
  groupTitle: text('group_title'),
  label: text('label').notNull(),
  routeKey: text('route_key'),
  routeParams: jsonb('route_params').$type<Record<string, string | string[]>>(),
  url: text('url'),
  position: integer('position').notNull().default(0),
}, (t) => [index('navigation_links_locale_menu_idx').on(t.locale, t.menu, t.position)]);

export const promoBanners = pgTable('promo_banners', {
  id: serial('id').primaryKey(),
  locale: text('locale').notNull(),
  text: text('text').notNull(),
  routeKey: text('route_key'),
  routeParams: jsonb('route_params').$type<Record<string, string | string[]>>(),
  activeFrom: timestamp('active_from', { withTimezone: true }),
  activeTo: timestamp('active_to', { withTimezone: true }),
  priority: integer('priority').notNull().default(0),
}, (t) => [index('promo_banners_locale_idx').on(t.locale)]);

export const CMS_KINDS = ['page', 'article'] as const;
export const CMS_STATUSES = ['draft', 'published'] as const;

export const cmsPages = pgTable('cms_pages', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  kind: text('kind', { enum: CMS_KINDS }).notNull().default('page'),
  status: text('status', { enum: CMS_STATUSES }).notNull().default('draft'),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const cmsPageTranslations = pgTable('cms_page_translations', {
  pageId: integer('page_id').notNull().references(() => cmsPages.id),
  locale: text('locale').notNull(),
  slug: text('slug').notNull(),
  title: text('title').notNull(),
  perex: text('perex'),
  body: text('body').notNull(),
}, (t) => [
  uniqueIndex('cms_page_translations_pk').on(t.pageId, t.locale),
  uniqueIndex('cms_page_translations_slug_uq').on(t.locale, t.slug),
]);

/** Reusable content blocks (e.g. the home page hero), grouped into blocksets. */
export const cmsBlocks = pgTable('cms_blocks', {
  id: serial('id').primaryKey(),
  key: text('key').notNull(),
  locale: text('locale').notNull(),
  blocksetKey: text('blockset_key'),
  position: integer('position').notNull().default(0),
  content: jsonb('content').$type<Record<string, unknown>>().notNull(),
}, (t) => [uniqueIndex('cms_blocks_key_locale_uq').on(t.key, t.locale)]);

export const featureFlags = pgTable('feature_flags', {
  key: text('key').primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  /** Empty = every storefront. */
  locales: text('locales').array().notNull().default([]),
});
