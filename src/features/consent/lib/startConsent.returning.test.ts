/** @jest-environment jsdom */
import { loadMessages } from '@/i18n/messages';
import { isConsentRunning, openConsentPreferences, startConsent } from './startConsent';

/** The library marks the window when it runs; a page that never fetched it has no mark. */
const libraryRan = () => '_ccRun' in window && (window as unknown as { _ccRun: boolean })._ccRun;

function plantValidRecord(categories: string[]) {
  const now = new Date().toISOString();
  const record = {
    categories, services: {}, revision: 0, consentTimestamp: now, lastConsentTimestamp: now,
    consentId: '0b6e6a52-7f43-4f0e-9c39-2d8f7d1b9a11', languageCode: 'de-DE', expirationTime: Date.now() + 86_400_000,
  };
  document.cookie = `cc_cookie=${encodeURIComponent(JSON.stringify(record))}; path=/`;
}

describe('startConsent for a returning visitor (issue 17 item 8: the consent UI loads only when it must show)', () => {
  let messages: unknown;
  beforeAll(async () => {
    messages = (await loadMessages('de-DE', ['consent'])).consent;
  });

  it('applies the stored choice without running the library; the footer link then runs it and opens the preferences', async () => {
    plantValidRecord(['necessary', 'analytics']);
    const onChoice = jest.fn();
    await expect(startConsent({ locale: 'de-DE', messages, onChoice })).resolves.toBe('stored');
    expect(onChoice).toHaveBeenCalledTimes(1);
    expect(onChoice).toHaveBeenCalledWith({ analytics: true, marketing: false });
    expect(libraryRan()).toBeFalsy();
    expect(isConsentRunning()).toBe(false);
    expect(document.getElementById('cc-main')).toBeNull();

    await openConsentPreferences();
    expect(libraryRan()).toBe(true);
    expect(isConsentRunning()).toBe(true);
    expect(document.querySelector('#cc-main .pm')).not.toBeNull();
    expect(document.documentElement.className).toContain('show--preferences');
    // No bar over the preferences, and the stored choice is not reported a second time.
    expect(document.querySelector('#cc-main .cm')).toBeNull();
    expect(onChoice).toHaveBeenCalledTimes(1);
  });
});
