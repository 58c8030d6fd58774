import { classifyPageType, pageArea, redactUrl } from '@/routing';
import type { DataLayerContext, DataLayerUser } from '@/lib/analytics/dataLayer';

export interface IdentityInput {
  id: number;
}

/** A logged-in customer is identified by id (full login); everyone else is anonymous. */
export function dataLayerUser(user: IdentityInput | null): DataLayerUser {
  return user ? { id: user.id, identificationLevel: 'full_login' } : { id: null, identificationLevel: 'anonymous' };
}

/**
 * docs/product.md#page-types page type and area of the URL the browser shows now, in any storefront's language.
 * The location goes out without its secrets (payment codes, magic-link tokens...: redactUrl).
 */
export function pageContext(href: string, user: IdentityInput | null, analyticsGranted: boolean): DataLayerContext {
  const { pathname } = new URL(href);
  return { pageType: classifyPageType(pathname), pageArea: pageArea(pathname), location: redactUrl(href), user: dataLayerUser(user), analyticsGranted };
}
