import { expect, test } from '@playwright/test';
import { LOCALES, brandFor, currencyFor, type Locale } from '@/i18n/locales';
import { resolvePath } from '@/routing';
import { origin, storeUrl } from '../support';
import { hostRequest } from '../host-request';

const STOREFRONTS: Locale[] = ['cs', 'de-DE', 'fr-BE'];

for (const locale of STOREFRONTS) {
  test.describe(`${locale} storefront`, () => {
    // Also in the PGlite smoke run (E2E_PGLITE_SMOKE=1): the embedded database serves the storefronts.
    test('home renders in its language and currency with the shell around it', { tag: '@pglite' }, async ({ page }) => {
      const response = await page.goto(storeUrl(locale, 'home'));
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', LOCALES[locale].intl);
      await expect(page.getByRole('banner')).toContainText(brandFor(locale));
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('combobox').first()).toBeVisible(); // the search box is a WAI-ARIA combobox (autocomplete)
      // Prices come from the copy in the storefront's currency.
      await expect(page.getByRole('main')).toContainText(currencyFor(locale).symbol);

      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      const org = jsonLd.map((t) => JSON.parse(t)).find((d) => d['@type'] === 'Organization');
      expect(org).toMatchObject({ name: brandFor(locale) });
      expect(JSON.stringify(org)).toContain(LOCALES[locale].contactPoint.phone);
    });

    test('the shop’s icon and web app manifest are linked and served, and loading the home page fails no request', async ({ page }) => {
      const failed: string[] = [];
      page.on('response', (response) => {
        if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
      });
      page.on('console', (message) => {
        if (message.type() === 'error') failed.push(message.text());
      });
      await page.goto(storeUrl(locale, 'home'));
      const icons = await page.locator('link[rel="icon"], link[rel="apple-touch-icon"]').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
      expect(icons).toEqual(['/favicon.ico', '/favicon.svg', '/apple-touch-icon.png']);
      for (const [path, type] of [['/favicon.ico', 'image/x-icon'], ['/favicon.svg', 'image/svg+xml'], ['/apple-touch-icon.png', 'image/png']]) {
        const response = await hostRequest(locale, path);
        expect(response.status, path).toBe(200);
        expect(response.headers['content-type'], path).toContain(type);
      }
      // The manifest: this storefront's brand and language, icons that exist.
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
      await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', /^#[0-9A-Fa-f]{6}$/);
      const manifest = await page.evaluate(async () => {
        const response = await fetch('/manifest.webmanifest');
        return { type: response.headers.get('content-type'), body: (await response.json()) as { name: string; lang: string; display: string; icons: Array<{ src: string }> } };
      });
      expect(manifest.type).toContain('application/manifest+json');
      expect(manifest.body).toMatchObject({ name: brandFor(locale), lang: LOCALES[locale].intl, display: 'standalone' });
      for (const icon of manifest.body.icons) expect((await hostRequest(locale, icon.src)).status, icon.src).toBe(200);
      await page.waitForLoadState('networkidle');
      expect(failed).toEqual([]);
    });

    test('navigation leads to the localized all-categories page', async ({ page }) => {
      await page.goto(storeUrl(locale, 'home'));
      const path = resolvePath('allCategories', locale);
      await page.locator(`header a[href="${path}"]`).first().click();
      await expect(page).toHaveURL(origin(locale) + path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
    });

    test('the English fallback path redirects to the localized one', async ({ page }) => {
      const localized = resolvePath('allCategories', locale);
      expect(localized).not.toBe('/all-categories');
      const res = await hostRequest(locale, '/all-categories?x=1');
      expect(res.status).toBe(308);
      const target = new URL(res.location!, origin(locale));
      expect(target.pathname + target.search).toBe(`${localized}?x=1`);
      expect((await hostRequest(locale, localized)).status).toBe(200);
      // The browser follows it to the localized page.
      await page.goto(`${origin(locale)}/all-categories`);
      await expect(page).toHaveURL(origin(locale) + localized);
    });

    test('an unknown path is a localized 404', async ({ page }) => {
      const response = await page.goto(`${origin(locale)}/this-page-does-not-exist`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', LOCALES[locale].intl);
    });
  });
}

test('a locale prefix on another country’s domain goes to that country’s domain', async () => {
  const path = resolvePath('allCategories', 'de-DE');
  const res = await hostRequest('cs', `/de-DE${path}`);
  expect(res.status).toBe(308);
  expect(res.location).toBe(`${origin('de-DE')}${path}`);
});

test('routes disabled in a storefront answer 404', async ({ page }) => {
  // career is off in de-AT and sk; how-to-sell-books is off in en (docs/product.md#routes-localized).
  expect((await hostRequest('de-AT', resolvePath('career', 'de-DE'))).status).toBe(404);
  expect((await hostRequest('sk', '/career')).status).toBe(404);
  expect((await hostRequest('en', '/how-to-sell-books')).status).toBe(404);
  const response = await page.goto(`${origin('en')}/how-to-sell-books`);
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', LOCALES.en.intl);
});

test('plain localhost is the Czech storefront', async ({ page }) => {
  await page.goto(`http://localhost:${process.env.E2E_PORT || 3100}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', LOCALES.cs.intl);
  await expect(page.getByRole('banner')).toContainText(brandFor('cs'));
});
