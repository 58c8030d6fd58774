import { randomUUID } from 'node:crypto';
import type { BrowserContext } from '@playwright/test';
import { domainFor, type Locale } from '@/i18n/locales';

/**
 * For other suites: a stored consent decision, so the consent bar stays closed and cannot cover
 * what a test clicks. The record is complete (docs/product.md#consent-record), otherwise the bar would ask again.
 */
export async function giveConsent(context: BrowserContext, locale: Locale, categories: ('analytics' | 'marketing')[] = []): Promise<void> {
  const now = new Date();
  const record = {
    categories: ['necessary', ...categories],
    revision: 0,
    data: null,
    consentTimestamp: now.toISOString(),
    lastConsentTimestamp: now.toISOString(),
    consentId: randomUUID(),
    services: { necessary: [], analytics: [], marketing: [] },
    languageCode: locale,
    expirationTime: now.getTime() + 182 * 24 * 60 * 60 * 1000,
  };
  await context.addCookies([
    { name: 'cc_cookie', value: encodeURIComponent(JSON.stringify(record)), domain: domainFor(locale), path: '/', sameSite: 'Lax', expires: Math.floor(record.expirationTime / 1000) },
  ]);
}
