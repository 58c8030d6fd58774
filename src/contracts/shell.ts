import { z } from 'zod';
import { linkTarget } from './common';

export const navigationLink = linkTarget.extend({ id: z.number().int(), label: z.string() });
export type NavigationLink = z.infer<typeof navigationLink>;

export const footerGroup = z.object({ title: z.string(), links: z.array(navigationLink) });
export type FooterGroup = z.infer<typeof footerGroup>;

export const promoBanner = linkTarget.extend({ id: z.number().int(), text: z.string() });
export type PromoBanner = z.infer<typeof promoBanner>;

/** GET /api/adonis/v1/shell — everything the page shell needs, for the Accept-Language storefront. */
export const shellResponse = z.object({
  locale: z.string(),
  topNavigation: z.array(navigationLink),
  headerNavigation: z.array(navigationLink),
  footer: z.array(footerGroup),
  promoBanner: promoBanner.nullable(),
  featureFlags: z.record(z.string(), z.boolean()),
  todayAddedBooksCount: z.number().int().nonnegative(),
  /** The server runs the demo shop (APP_MODE=demo: sandbox payments, mail outbox): every page says so. */
  demo: z.boolean(),
});
export type ShellResponse = z.infer<typeof shellResponse>;
