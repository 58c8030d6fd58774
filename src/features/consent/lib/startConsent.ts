import type { ConsentChoice } from '@/lib/analytics/consentMode';
import { isBotUserAgent } from './bots';
import type { ConsentConfigInput } from './consentConfig';
import { CONSENT_COOKIE, choiceFromCategories, storedConsent } from './consentRecord';
import { eraseCookies, eraseMarketingCookies } from './marketingCookies';
import { consentTranslation } from './translation';

export interface StartConsentInput {
  locale: string;
  /** The `consent` namespace of the page's messages. */
  messages: unknown;
  onChoice: (choice: ConsentChoice) => void;
}

/** `stored`: a valid earlier choice was applied; the library waits until the preferences are opened. */
export type ConsentStart = 'bot' | 'no-translation' | 'failed' | 'running' | 'stored';

type ConsentLibrary = typeof import('./consentLibrary');

/**
 * The library's code is fetched only when its UI must show (issue 17 item 8): the bar for a
 * visitor without a valid choice, the preferences when the footer link is used. A returning
 * visitor's page loads none of it.
 */
let libraryLoad: Promise<ConsentLibrary> | null = null;
const loadLibrary = () => (libraryLoad ??= import('./consentLibrary'));

/** The running library, once run() has resolved. */
let library: ConsentLibrary | null = null;
/** A returning visitor's configuration, run only when they open the preferences. */
let deferredConfig: ConsentConfigInput | null = null;

/** Whether the consent UI is up, so the footer link can open the preferences. */
export function isConsentRunning(): boolean {
  return library !== null;
}

async function runLibrary(config: ConsentConfigInput): Promise<ConsentStart> {
  try {
    const loaded = await loadLibrary();
    await loaded.run(config);
    library = loaded;
    return 'running';
  } catch (error) {
    console.error('The cookie consent bar failed to start', error);
    return 'failed';
  }
}

/** Opens the preferences, first fetching and starting the library when this page has not yet. */
export async function openConsentPreferences(): Promise<void> {
  if (!library && deferredConfig) {
    const config = deferredConfig;
    deferredConfig = null;
    await runLibrary(config);
  }
  library?.showPreferences();
}

export function showConsentPreferences(): void {
  void openConsentPreferences();
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

  // The library's configuration is built in its chunk (consentLibrary.ts), from these inputs.
  const config: ConsentConfigInput = {
    locale,
    translation,
    protocol: location.protocol,
    onConsent: (choice) => {
      if (appliedStored) appliedStored = false;
      else apply(choice);
    },
    onChange: apply,
  };
  // Nothing to show: the library reports a valid choice again when it runs (onConsent), which
  // appliedStored then skips, so running it later for the preferences changes nothing.
  if (appliedStored) {
    deferredConfig = config;
    return 'stored';
  }
  return runLibrary(config);
}
