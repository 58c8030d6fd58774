import { z } from 'zod';

/** GET /api/adonis/v1/cms/pages/by-slug/{slug} and /cms/pages/by-key/{key}: one published page in the storefront's language. */
export const cmsPageResponse = z.object({
  key: z.string(),
  kind: z.enum(['page', 'article', 'route']),
  slug: z.string(),
  title: z.string(),
  perex: z.string().nullable(),
  /** Plain-text paragraphs (the stored body split at blank lines); never HTML. */
  paragraphs: z.array(z.string()),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  /** The same page's slug in every storefront that has it (hreflang alternates, language switch). */
  alternates: z.array(z.object({ locale: z.string(), slug: z.string() })),
});
export type CmsPageResponse = z.infer<typeof cmsPageResponse>;

export const blogArticleSummary = z.object({
  slug: z.string(),
  title: z.string(),
  perex: z.string().nullable(),
  publishedAt: z.string(),
});
export type BlogArticleSummary = z.infer<typeof blogArticleSummary>;

/** GET /api/adonis/v1/blog/articles?page=&pageSize=: newest first. */
export const blogListResponse = z.object({
  items: z.array(blogArticleSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
});
export type BlogListResponse = z.infer<typeof blogListResponse>;

/** GET /api/adonis/v1/cms/blocksets/{key}: the storefront's blocks of one blockset, in order. */
export const blocksetResponse = z.object({
  key: z.string(),
  blocks: z.array(z.object({ key: z.string(), position: z.number().int(), content: z.record(z.string(), z.unknown()) })),
});
export type BlocksetResponse = z.infer<typeof blocksetResponse>;

export const CONTACT_LIMITS = { name: 120, email: 254, subject: 200, messageMin: 10, message: 5000, orderNumber: 40 } as const;

/**
 * POST /api/adonis/v1/contact-form. `website` is a honeypot: people never see it, so a value
 * means a bot (accepted silently, not stored, not mailed).
 */
export const contactFormRequest = z.object({
  name: z.string().trim().min(1).max(CONTACT_LIMITS.name),
  email: z.string().trim().max(CONTACT_LIMITS.email).pipe(z.email()),
  subject: z.string().trim().min(1).max(CONTACT_LIMITS.subject),
  message: z.string().trim().min(CONTACT_LIMITS.messageMin).max(CONTACT_LIMITS.message),
  orderNumber: z.string().trim().max(CONTACT_LIMITS.orderNumber).optional(),
  website: z.string().max(200).optional(),
});
export type ContactFormRequest = z.infer<typeof contactFormRequest>;

export const contactFormResponse = z.object({ received: z.boolean() });
export type ContactFormResponse = z.infer<typeof contactFormResponse>;

/** GET /api/adonis/v1/push/vapid-public-key: null when Web Push is not configured. */
export const vapidKeyResponse = z.object({ publicKey: z.string().nullable() });
export type VapidKeyResponse = z.infer<typeof vapidKeyResponse>;

const base64url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/);

/** The push services browsers subscribe at: Chrome and other Chromium browsers, Firefox, Safari. */
export const PUSH_SERVICE_HOSTS: readonly string[] = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', 'web.push.apple.com'];
/** Windows Notification Service hosts are per region: wns2-par02p.notify.windows.com... */
export const PUSH_SERVICE_HOST_SUFFIXES: readonly string[] = ['.notify.windows.com'];

/**
 * Whether an endpoint is at a known push service: https on the default port, no credentials in
 * the URL, a host from the lists above. The server POSTs to stored endpoints, so anything else
 * (an IP literal, localhost, a private or metadata address, a look-alike host) would let a
 * visitor point our server at a target of their choice.
 */
export function isKnownPushEndpoint(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '' || url.port !== '') return false;
  const host = url.hostname.toLowerCase();
  return PUSH_SERVICE_HOSTS.includes(host)
    || PUSH_SERVICE_HOST_SUFFIXES.some((suffix) => host.endsWith(suffix) && /^[a-z0-9-]+$/.test(host.slice(0, -suffix.length)));
}

const pushEndpoint = z.url().max(2000).refine(isKnownPushEndpoint, 'push endpoints are https URLs of a known push service');

/** POST /api/adonis/v1/push/subscriptions: PushSubscription.toJSON() of the browser. */
export const pushSubscriptionRequest = z.object({
  endpoint: pushEndpoint,
  keys: z.object({ p256dh: base64url.max(200), auth: base64url.max(100) }),
});

/**
 * DELETE /api/adonis/v1/push/subscriptions: only its owner removes a subscription — the customer
 * it is linked to, or the browser itself, which proves it with the subscription's auth secret.
 */
export const pushUnsubscribeRequest = z.object({
  endpoint: z.url().max(2000),
  keys: z.object({ auth: base64url.max(100) }).optional(),
});
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequest>;

export const pushSubscriptionResponse = z.object({ subscribed: z.boolean() });
export type PushSubscriptionResponse = z.infer<typeof pushSubscriptionResponse>;
