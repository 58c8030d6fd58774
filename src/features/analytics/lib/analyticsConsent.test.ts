/** @jest-environment jsdom */
import { resetConsentModeForTests } from '@/lib/analytics/consentMode';
import { applyConsentChoice, isAnalyticsGranted, resetAnalyticsConsentForTests } from './analyticsConsent';

const events = () => (window.dataLayer ?? []).filter((e) => !Array.isArray(e) && typeof e === 'object' && e && 'event' in e).map((e) => (e as { event: string }).event);
const gtmScripts = () => document.querySelectorAll('script[src*="googletagmanager"]').length;

describe('applyConsentChoice', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    delete window.dataLayer;
    resetConsentModeForTests();
    resetAnalyticsConsentForTests();
  });

  it('only necessary: consent events, no tag manager, analytics stays denied', () => {
    applyConsentChoice({ analytics: false, marketing: false }, 'GTM-ABC');
    expect(events()).toEqual(['Consent', 'ConsentMarketingDenied']);
    expect(gtmScripts()).toBe(0);
    expect(isAnalyticsGranted()).toBe(false);
  });

  it('accept all: the tag manager loads after the Consent event', () => {
    applyConsentChoice({ analytics: true, marketing: true }, 'GTM-ABC');
    expect(events()).toEqual(['Consent', 'gtm.js']);
    expect(gtmScripts()).toBe(1);
    expect(isAnalyticsGranted()).toBe(true);
  });

  it('analytics only: the tag loads, marketing denial is announced', () => {
    applyConsentChoice({ analytics: true, marketing: false }, 'GTM-ABC');
    expect(events()).toEqual(['Consent', 'ConsentMarketingDenied', 'gtm.js']);
  });

  it('without a configured id nothing is loaded even when everything is accepted', () => {
    applyConsentChoice({ analytics: true, marketing: true }, undefined);
    expect(gtmScripts()).toBe(0);
    expect(events()).toEqual(['Consent']);
  });

  it('withdrawing analytics takes the identity away again', () => {
    applyConsentChoice({ analytics: true, marketing: true }, undefined);
    applyConsentChoice({ analytics: false, marketing: false }, undefined);
    expect(isAnalyticsGranted()).toBe(false);
  });
});
