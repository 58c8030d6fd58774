/**
 * Google Consent Mode v2 over the data layer (docs/product.md#analytics-events). The defaults (everything denied) must be
 * in the data layer before the tag manager script is added, so the tag never runs without them;
 * each consent decision then sends the `update` command plus a `Consent` event carrying the four
 * signals, and `ConsentMarketingDenied` when marketing was refused.
 */
import { gtag, pushToDataLayer } from './dataLayer';

export type ConsentSignal = 'granted' | 'denied';

export interface ConsentSignals {
  ad_storage: ConsentSignal;
  ad_user_data: ConsentSignal;
  ad_personalization: ConsentSignal;
  analytics_storage: ConsentSignal;
}

/** The visitor's choice in the consent bar's categories (necessary is always on). */
export interface ConsentChoice {
  analytics: boolean;
  marketing: boolean;
}

export const DENIED_SIGNALS: ConsentSignals = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
};

/** Marketing decides the three advertising signals, analytics the storage of measurements. */
export function consentSignals(choice: ConsentChoice): ConsentSignals {
  const ads: ConsentSignal = choice.marketing ? 'granted' : 'denied';
  return { ad_storage: ads, ad_user_data: ads, ad_personalization: ads, analytics_storage: choice.analytics ? 'granted' : 'denied' };
}

let defaultsPushed = false;

/** Idempotent: the defaults go into the data layer once per page load. */
export function pushConsentDefaults(): void {
  if (typeof window === 'undefined' || defaultsPushed) return;
  defaultsPushed = true;
  gtag('consent', 'default', { ...DENIED_SIGNALS });
}

export function consentDefaultsPushed(): boolean {
  return defaultsPushed;
}

/** Test seam: a fresh page load. */
export function resetConsentModeForTests(): void {
  defaultsPushed = false;
}

/** A consent decision (first, returning visit or change): update command, then the events. */
export function pushConsentUpdate(choice: ConsentChoice): void {
  pushConsentDefaults();
  const signals = consentSignals(choice);
  gtag('consent', 'update', { ...signals });
  pushToDataLayer({ event: 'Consent', ...signals }, { suppressUser: true });
  if (!choice.marketing) pushToDataLayer({ event: 'ConsentMarketingDenied' }, { suppressUser: true });
}
