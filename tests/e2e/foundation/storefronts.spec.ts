import { expect, test } from '@playwright/test';
import { LOCALES, brandFor, currencyFor, type Locale } from '@/i18n/locales';
import { resolvePath } from '@/routing';
import { origin, storeUrl } from '../support';

const STOREFRONTS: Locale[] = ['cs', 'de-DE', 'fr-BE'];

for (const locale of STOREFRONTS) {
  test.describe(`${locale} storefront`, () => {
    test('home renders in its language and currency with the shell around it', async ({ page }) => {
      const response = await page.goto(storeUrl(locale, 'home'));
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', LOCALES[locale].intl);
      await expect(page.getByRole('banner')).toContainText(brandFor(locale));
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('searchbox').first()).toBeVisible();
      // Prices come from the copy in the storefront's currency.
      await expect(page.getByRole('main')).toContainText(currencyFor(locale).symbol);

      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      const org = jsonLd.map((t) => JSON.parse(t)).find((d) => d['@type'] === 'Organization');
      expect(org).toMatchObject({ name: brandFor(locale) });
      expect(JSON.stringify(org)).toContain(LOCALES[locale].contactPoint.phone);
    });

    test('navigation leads to the localized all-categories page', async ({ page }) => {
      await page.goto(storeUrl(locale, 'home'));
      const path = resolvePath('allCategories', locale);
      await page.locator(`header a[href="${path}"]`).first().click();
      await expect(page).toHaveURL(origin(locale) + path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
    });

    test('the English fallback path redirects to the localized one', async ({ request }) => {
      const localized = resolvePath('allCategories', locale);
      expect(localized).not.toBe('/all-categories');
      const res = await request.get(`${origin(locale)}/all-categories?x=1`, { maxRedirects: 0 });
      expect(res.status()).toBe(308);
      expect(new URL(res.headers().location, origin(locale)).pathname + new URL(res.headers().location, origin(locale)).search).toBe(`${localized}?x=1`);
      const final = await request.get(origin(locale) + localized);
      expect(final.status()).toBe(200);
    });

    test('an unknown path is a localized 404', async ({ page }) => {
      const response = await page.goto(`${origin(locale)}/this-page-does-not-exist`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', LOCALES[locale].intl);
    });
  });
}

test('a locale prefix on another country’s domain goes to that country’s domain', async ({ request }) => {
  const path = resolvePath('allCategories', 'de-DE');
  const res = await request.get(`${origin('cs')}/de-DE${path}`, { maxRedirects: 0 });
  expect(res.status()).toBe(308);
  expect(res.headers().location).toBe(`${origin('de-DE')}${path}`);
});

test('routes disabled in a storefront answer 404', async ({ request }) => {
  // career is off in de-AT and sk; how-to-sell-books is off in en (SPEC §2).
  const career = await request.get(`${origin('de-AT')}${resolvePath('career', 'de-DE')}`, { maxRedirects: 0 });
  expect(career.status()).toBe(404);
  const sk = await request.get(`${origin('sk')}/career`, { maxRedirects: 0 });
  expect(sk.status()).toBe(404);
  const howTo = await request.get(`${origin('en')}/how-to-sell-books`, { maxRedirects: 0 });
  expect(howTo.status()).toBe(404);
});

test('plain localhost is the Czech storefront', async ({ page }) => {
  await page.goto(`http://localhost:${process.env.E2E_PORT || 3100}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', LOCALES.cs.intl);
  await expect(page.getByRole('banner')).toContainText(brandFor('cs'));
});
