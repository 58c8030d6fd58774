import { expect, test, type Page, type Response } from '@playwright/test';
import { originFor, type Locale } from '@/i18n/locales';
import { resolvePath } from '@/routing';
import { giveConsent } from '../consent/consented';
import { text } from '../consent/helpers';
import { E2E_GTM_PORT, E2E_SENTRY_DSN } from '../support';

/**
 * Issue 17 item 8, without timing: a page fetches no code it does not use. Run by the `gtm`
 * project against the server configured with a Sentry DSN, so Sentry *could* load everywhere:
 * it must load only on the card checkout (tests/e2e/consent/consent.gtm.spec.ts drives it there);
 * the consent library only when its UI must show; the Adyen drop-in only on its own page.
 * Code is recognised by text its minified form keeps (tests/bench/bundle.ts uses the same marks).
 */
const FEATURE_MARKS = {
  sentry: /sentry\.javascript\./,
  cookieconsent: /cc--anim/,
  adyen: /adyen-checkout__dropin/,
} as const;
type Feature = keyof typeof FEATURE_MARKS;

/** Records, per feature, the scripts this page fetched that carry its code. */
function watchScripts(page: Page): Record<Feature, string[]> {
  const seen: Record<Feature, string[]> = { sentry: [], cookieconsent: [], adyen: [] };
  page.on('response', (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    void response.text().then(
      (body) => {
        for (const feature of Object.keys(FEATURE_MARKS) as Feature[]) {
          if (FEATURE_MARKS[feature].test(body)) seen[feature].push(new URL(response.url()).pathname);
        }
      },
      () => undefined,
    );
  });
  return seen;
}

const ranInPage = (page: Page) =>
  page.evaluate(() => ({ sentry: '__SENTRY__' in window, cookieconsent: Boolean((window as unknown as { _ccRun?: boolean })._ccRun) }));

const locale: Locale = 'de-DE';
const origin = originFor(locale, E2E_GTM_PORT);

test.describe.configure({ timeout: 90_000 });

test('de-DE, consent already given: home, listing, a copy and the cart fetch no Sentry, no consent library, no Adyen drop-in', async ({ page, context }) => {
  // Several page loads: about 30 s on one core with two workers (issue 19), so three times the default.
  test.slow();
  await giveConsent(context, locale);
  const seen = watchScripts(page);

  await page.goto(origin + resolvePath('home', locale));
  await expect(page.locator('meta[name="sentry-dsn"]')).toHaveAttribute('content', E2E_SENTRY_DSN);
  await page.waitForLoadState('networkidle');
  expect(await ranInPage(page)).toEqual({ sentry: false, cookieconsent: false });
  expect(seen).toEqual({ sentry: [], cookieconsent: [], adyen: [] });

  await page.goto(`${origin}/p`);
  const copyHref = await page.locator('a[href*="/b/"]').first().getAttribute('href');
  expect(copyHref, 'a copy linked from the listing').toMatch(/^\/g\/\d+\/b\/\d+/);
  await page.waitForLoadState('networkidle');
  await page.goto(origin + copyHref!);
  await page.waitForLoadState('networkidle');
  await page.goto(origin + resolvePath('cart', locale));
  await page.waitForLoadState('networkidle');
  expect(await ranInPage(page)).toEqual({ sentry: false, cookieconsent: false });
  expect(seen).toEqual({ sentry: [], cookieconsent: [], adyen: [] });

  // Opening the cookie settings fetches the library then, with its stylesheet.
  await page.getByRole('button', { name: text(locale).footerLink }).click();
  const prefs = page.getByRole('dialog', { name: text(locale).preferencesModal.title });
  await expect(prefs).toBeVisible();
  await expect(page.locator('#cc-main .pm')).toHaveCSS('position', 'fixed');
  await expect.poll(() => seen.cookieconsent.length).toBeGreaterThan(0);
  expect(await ranInPage(page)).toEqual({ sentry: false, cookieconsent: true });
  expect(seen.sentry).toEqual([]);
});

test('de-DE, first visit: the consent library is fetched, because the bar must show', async ({ page }) => {
  const seen = watchScripts(page);
  await page.goto(origin + resolvePath('home', locale));
  await expect(page.locator('#cc-main .cm')).toBeVisible();
  await expect.poll(() => seen.cookieconsent.length).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  expect(seen.sentry).toEqual([]);
  expect(seen.adyen).toEqual([]);
});
