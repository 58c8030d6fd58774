/** @jest-environment jsdom */
import { consentSignals, pushConsentDefaults, pushConsentUpdate, resetConsentModeForTests } from './consentMode';

const entries = () => (window.dataLayer ?? []).map((e) => (Object.prototype.toString.call(e) === '[object Arguments]' ? Array.from(e as ArrayLike<unknown>) : e));

describe('Consent Mode v2', () => {
  afterEach(() => {
    delete window.dataLayer;
    resetConsentModeForTests();
  });

  it.each([
    [{ analytics: false, marketing: false }, 'denied', 'denied'],
    [{ analytics: true, marketing: false }, 'granted', 'denied'],
    [{ analytics: false, marketing: true }, 'denied', 'granted'],
    [{ analytics: true, marketing: true }, 'granted', 'granted'],
  ])('%p → analytics_storage %s, ad signals %s', (choice, analytics, ads) => {
    expect(consentSignals(choice)).toEqual({ ad_storage: ads, ad_user_data: ads, ad_personalization: ads, analytics_storage: analytics });
  });

  it('pushes the all-denied defaults once per page load', () => {
    pushConsentDefaults();
    pushConsentDefaults();
    expect(entries()).toEqual([
      ['consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }],
    ]);
  });

  it('accept all: defaults, then the update and a Consent event with every signal granted', () => {
    pushConsentUpdate({ analytics: true, marketing: true });
    const granted = { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' };
    expect(entries()).toEqual([
      ['consent', 'default', expect.objectContaining({ ad_storage: 'denied' })],
      ['consent', 'update', granted],
      { event: 'Consent', ...granted },
    ]);
  });

  it('marketing refused: the Consent event says denied and ConsentMarketingDenied follows', () => {
    pushConsentDefaults();
    pushConsentUpdate({ analytics: true, marketing: false });
    expect(entries().slice(1)).toEqual([
      ['consent', 'update', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'granted' }],
      { event: 'Consent', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'granted' },
      { event: 'ConsentMarketingDenied' },
    ]);
  });
});
