/**
 * Google Tag Manager (docs/product.md#tag-manager-id, #constants-tag-manager): it loads only with a 7-character container id, only after the
 * Consent Mode defaults are in the data layer, and only once per page load. The id is public and
 * comes from the running server (`<meta name="gtm-id">`, src/lib/analytics/gtmId.ts, ADR 0010),
 * but is still checked for its shape, because it ends up in a script URL.
 */
import { consentDefaultsPushed, pushConsentDefaults } from '@/lib/analytics/consentMode';
import { pushToDataLayer } from '@/lib/analytics/dataLayer';
import { isValidGtmId } from '@/lib/analytics/gtmId';

export { gtmIdFromDocument, isValidGtmId } from '@/lib/analytics/gtmId';
export const GTM_ORIGIN = 'https://www.googletagmanager.com';

export function gtmScriptUrl(id: string): string {
  return `${GTM_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`;
}

const SCRIPT_ID = 'gtm-script';

/** Adds the tag manager's script once; returns whether it is (now) on the page. */
export function loadGtm(id: string | undefined, doc: Document = document): boolean {
  if (!isValidGtmId(id)) return false;
  if (doc.getElementById(SCRIPT_ID)) return true;
  if (!consentDefaultsPushed()) pushConsentDefaults();
  pushToDataLayer({ 'gtm.start': Date.now(), event: 'gtm.js' }, { suppressUser: true });
  const script = doc.createElement('script');
  script.id = SCRIPT_ID;
  script.async = true;
  script.src = gtmScriptUrl(id);
  doc.head.appendChild(script);
  return true;
}
