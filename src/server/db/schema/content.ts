import { sql } from 'drizzle-orm';
import { pgTable, serial, integer, text, timestamp, jsonb, boolean, index, uniqueIndex, primaryKey } from 'drizzle-orm/pg-core';

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

/**
 * page: a CMS page at /c/[slug] and /-/[slug]; article: a blog article; route: the text of a page
 * with its own route (career, /manny, …), found by key and never served at /c/.
 */
export const CMS_KINDS = ['page', 'article', 'route'] as const;
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

/** Messages sent through the contact form; kept so customer service can answer even if mail fails. */
export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  locale: text('locale').notNull(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  orderNumber: text('order_number'),
  ip: text('ip'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The support inbox (issue 16 item 5): who handles it, and when it was closed (null: open). */
  assignedStaffId: integer('assigned_staff_id'),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  closedByStaffId: integer('closed_by_staff_id'),
}, (t) => [
  index('contact_messages_created_idx').on(t.createdAt),
  index('contact_messages_open_idx').on(t.createdAt).where(sql`${t.closedAt} is null`),
]);

/**
 * Fixed-window request counters shared by every app instance (the contact form's limits per IP
 * and per e-mail). One upsert per hit keeps the count exact under concurrency.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  bucket: text('bucket').notNull(),
  key: text('key').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.bucket, t.key, t.windowStart] }), index('rate_limit_counters_window_idx').on(t.windowStart)]);

/** Web Push subscriptions of browsers that allowed notifications (watchdog hits). */
export const pushSubscriptions = pgTable('push_subscriptions', {
  id: serial('id').primaryKey(),
  endpoint: text('endpoint').notNull().unique(),
  p256dh: text('p256dh').notNull(),
  auth: text('auth').notNull(),
  locale: text('locale').notNull(),
  customerId: integer('customer_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
}, (t) => [index('push_subscriptions_customer_idx').on(t.customerId)]);
