/** Cookie consent (docs/product.md#consent-record, #consent-states, #constants-consent): the bar, the footer link, and the pieces tests and analytics need. */
export { CookieConsentBar } from './components/CookieConsentBar';
export { ConsentPreferencesButton } from './components/ConsentPreferencesButton';
export { MARKETING_COOKIES } from './lib/marketingCookies';
export { CONSENT_COOKIE, CONSENT_DAYS, CONSENT_REVISION } from './lib/consentRecord';
export { BOT_USER_AGENT, isBotUserAgent } from './lib/bots';
