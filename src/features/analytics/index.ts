/** Measuring (docs/product.md#analytics-events): page context, page views, ux clicks, and the tag manager after consent. */
export { Analytics } from './components/Analytics';
export { applyConsentChoice, isAnalyticsGranted } from './lib/analyticsConsent';
export { gtmIdFromDocument, isValidGtmId, loadGtm, gtmScriptUrl, GTM_ORIGIN } from './lib/gtm';
export { pushUxClick, pushPageView } from './lib/events';
