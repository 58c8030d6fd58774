import * as CookieConsent from 'vanilla-cookieconsent';
import type { ConsentChoice } from '@/lib/analytics/consentMode';
import { isBotUserAgent } from './bots';
import { choiceFromCategories, consentConfig } from './consentConfig';
import { CONSENT_COOKIE, storedConsent } from './consentRecord';
import { eraseCookies, eraseMarketingCookies } from './marketingCookies';
import { consentTranslation } from './translation';

export interface StartConsentInput {
  locale: string;
  /** The `consent` namespace of the page's messages. */
  messages: unknown;
  onChoice: (choice: ConsentChoice) => void;
}

export type ConsentStart = 'bot' | 'no-translation' | 'failed' | 'running';

let running = false;

/** Whether the consent UI is up, so the footer link can open the preferences. */
export function isConsentRunning(): boolean {
  return running;
}

export function showConsentPreferences(): void {
  if (running) CookieConsent.showPreferences();
}

/**
 * Once per page load: bots get nothing; without a valid consent record (none, incomplete,
 * expired, other revision) the marketing cookies go before anything else runs; then the bar.
 * A refusal of marketing — first, on a returning visit or when withdrawn — deletes them again.
 */
export async function startConsent({ locale, messages, onChoice }: StartConsentInput): Promise<ConsentStart> {
  if (isBotUserAgent(navigator.userAgent)) return 'bot';

  const apply = (choice: ConsentChoice) => {
    if (!choice.marketing) eraseMarketingCookies();
    onChoice(choice);
  };

  // A stored decision is applied at once, before the first page view is pushed, so the data
  // layer reads defaults → update → page view; the library's own report of it is then skipped.
  const stored = storedConsent(document.cookie, Date.now());
  let appliedStored = false;
  if (stored.state === 'valid') {
    apply(choiceFromCategories(stored.record.categories));
    appliedStored = true;
  } else {
    if (stored.state === 'invalid') eraseCookies([CONSENT_COOKIE]);
    eraseMarketingCookies();
  }

  const translation = consentTranslation(messages, locale);
  if (!translation) return 'no-translation';

  const config = consentConfig({
    locale,
    translation,
    protocol: location.protocol,
    onConsent: (choice) => {
      if (appliedStored) appliedStored = false;
      else apply(choice);
    },
    onChange: apply,
  });
  try {
    await CookieConsent.run(config);
    running = true;
    return 'running';
  } catch (error) {
    console.error('The cookie consent bar failed to start', error);
    return 'failed';
  }
}
