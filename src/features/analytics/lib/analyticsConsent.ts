/**
 * What the consent bar decided, as far as measuring goes. Until a decision exists (first visit,
 * bots, consent UI not run) analytics counts as denied: no identity in any event, no tag.
 */
import { pushConsentUpdate, type ConsentChoice } from '@/lib/analytics/consentMode';
import { loadGtm } from './gtm';

let analyticsGranted = false;

export function isAnalyticsGranted(): boolean {
  return analyticsGranted;
}

/**
 * Applies a decision: Consent Mode update and events, then the tag manager — only when the
 * visitor allowed something it is for. Refusing everything keeps the page free of third-party
 * requests; the refusal stays in the data layer for a tag that a later consent loads.
 */
export function applyConsentChoice(choice: ConsentChoice, gtmId: string | undefined, doc: Document = document): void {
  analyticsGranted = choice.analytics;
  pushConsentUpdate(choice);
  if (choice.analytics || choice.marketing) loadGtm(gtmId, doc);
}

/** Test seam: a fresh page load. */
export function resetAnalyticsConsentForTests(): void {
  analyticsGranted = false;
}
