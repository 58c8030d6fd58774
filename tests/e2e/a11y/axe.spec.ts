/**
 * Automated accessibility check (axe-core, WCAG 2.1 A and AA rules) of the main page types on all
 * ten storefronts (their own texts, currencies and switched-off pages). A violation fails the test with
 * the rule, its impact and the offending elements, so the report says what to fix.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { LOCALE_LABELS, type Locale } from '@/i18n/locales';
import type { ListingResponse } from '@/contracts/listing';
import { resolvePath } from '@/routing';
import { giveConsent } from '../consent/consented';
import { E2E_PORT, origin, storeUrl } from '../support';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function firstCopyPath(request: APIRequestContext, locale: Locale): Promise<string> {
  const res = await request.get(`http://127.0.0.1:${E2E_PORT}/api/adonis/v1/listing`, { maxRetries: 2, headers: { 'Accept-Language': locale } });
  expect(res.status()).toBe(200);
  const item = ((await res.json()) as ListingResponse).items[0];
  return resolvePath('copy', locale, { id: item.workId, copyId: item.bookId });
}

async function expectNoViolations(page: Page, what: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const report = violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.slice(0, 5).map((n) => n.target.join(' ')).join('\n  ')}`);
  expect(report, what).toEqual([]);
}

/**
 * Storefronts checked on every page type. The other six share these pages' components and differ
 * only in their texts and currency, so they are checked on the pages that carry most of both
 * (cookie bar, home, listing, a copy): each axe pass costs seconds of CPU on a two-core machine.
 */
const EVERY_PAGE: readonly Locale[] = ['cs', 'en', 'de-AT', 'fr-BE'];
const TEXT_PAGES = new Set(['home', 'listing', 'book']);

for (const locale of LOCALE_LABELS) {
  // One test per storefront: one browser context, and the home page loaded once for the cookie bar.
  test(`${locale}: the cookie bar and the main pages have no WCAG 2.1 AA violations axe can detect`, async ({ page, request }) => {
    // Up to nine page loads, each analysed by axe: 64–92 s on a loaded two-core machine; three times that.
    test.setTimeout(300_000);
    await page.goto(storeUrl(locale, 'home'));
    await expect(page.getByRole('dialog').first()).toBeVisible();
    await expectNoViolations(page, 'cookie bar');

    await giveConsent(page.context(), locale);
    const pages: [string, string][] = [
      ['home', storeUrl(locale, 'home')],
      ['listing', storeUrl(locale, 'listing', { filters: [] })],
      ['all categories', storeUrl(locale, 'allCategories')],
      ['book', origin(locale) + (await firstCopyPath(request, locale))],
      ['cart', storeUrl(locale, 'cart')],
      ['contact', storeUrl(locale, 'contact')],
      ['login', storeUrl(locale, 'login')],
      ['not found', `${origin(locale)}/no-such-page-${Date.now()}`],
    ];
    for (const [what, url] of pages.filter(([what]) => EVERY_PAGE.includes(locale) || TEXT_PAGES.has(what))) {
      await page.goto(url);
      // Everything the page loads after hydration (lookups, the cart) is in the DOM axe reads.
      await page.waitForLoadState('networkidle');
      await expectNoViolations(page, what);
    }
  });
}
