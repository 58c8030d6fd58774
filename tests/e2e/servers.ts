/**
 * The two servers the browser tests run against (playwright.config.ts), both `next start` on the
 * same production build: the default one with no third party configured, and a second one whose
 * environment sets a tag-manager id and an error-reporting DSN, for the third-party tests (*.gtm.spec.ts). No path aliases
 * here: the Playwright config imports this file.
 */
export const E2E_PORT = Number(process.env.E2E_PORT || 3100);
export const E2E_GTM_PORT = Number(process.env.E2E_GTM_PORT || E2E_PORT + 1);
/** 7 characters (docs/product.md#tag-manager-id, #constants-tag-manager); requests for it are answered by a stub in the tests, never sent out. */
export const E2E_GTM_ID = 'GTM-E2E';
/** Nothing answers it: any request to its host is aborted by the tests' third-party guard (and counted). */
export const E2E_SENTRY_DSN = 'https://e2epublickey@sentry.e2e.invalid/1';
