import type { CookieConsentConfig, CookieValue, Translation } from 'vanilla-cookieconsent';
import type { ConsentChoice } from '@/lib/analytics/consentMode';
import { CONSENT_COOKIE, CONSENT_DAYS, CONSENT_REVISION, choiceFromCategories } from './consentRecord';

export { choiceFromCategories };

export interface ConsentConfigInput {
  locale: string;
  translation: Translation;
  /** The page's protocol: a Secure cookie is dropped by browsers on http (local *.localhost). */
  protocol: string;
  /** A consent exists: given just now, or found valid on this page load. */
  onConsent: (choice: ConsentChoice) => void;
  /** The visitor changed an earlier choice (preferences, withdrawal). */
  onChange: (choice: ConsentChoice) => void;
}

/**
 * docs/product.md#consent-record, #consent-states, #constants-consent: three categories (necessary read-only, analytics and marketing off until
 * chosen), cc_cookie for 182 days on path / with SameSite Lax, Secure on https, revision 0; the
 * bar at the bottom with "accept all" and "only necessary" side by side in the same weight, the
 * preferences as a box on the right.
 *
 * Bots are filtered before the library runs (bots.ts): its own check also hides the bar from
 * every automated browser (navigator.webdriver), which would hide it from our browser tests.
 * Cookies are cleared by the consent feature itself (current and parent domain), not by the
 * library's autoClear, which knows only the current host.
 */
export function consentConfig({ locale, translation, protocol, onConsent, onChange }: ConsentConfigInput): CookieConsentConfig {
  const choice = ({ cookie }: { cookie: CookieValue }) => choiceFromCategories(cookie.categories);
  return {
    revision: CONSENT_REVISION,
    mode: 'opt-in',
    autoShow: true,
    hideFromBots: false,
    autoClearCookies: false,
    manageScriptTags: false,
    disablePageInteraction: false,
    cookie: {
      name: CONSENT_COOKIE,
      expiresAfterDays: CONSENT_DAYS,
      path: '/',
      sameSite: 'Lax',
      secure: protocol === 'https:',
    },
    guiOptions: {
      consentModal: { layout: 'bar inline', position: 'bottom', equalWeightButtons: true, flipButtons: false },
      preferencesModal: { layout: 'bar', position: 'right', equalWeightButtons: true, flipButtons: false },
    },
    categories: {
      necessary: { enabled: true, readOnly: true },
      analytics: { enabled: false },
      marketing: { enabled: false },
    },
    language: { default: locale, translations: { [locale]: translation } },
    onConsent: (event) => onConsent(choice(event)),
    onChange: (event) => onChange(choice(event)),
  };
}
