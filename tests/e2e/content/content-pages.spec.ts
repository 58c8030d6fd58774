import { expect, test } from '@playwright/test';
import type { Locale } from '@/i18n/locales';
import { origin, storeUrl } from '../support';

const LOCALES: Locale[] = ['cs', 'de-DE', 'fr-BE'];

test.describe('CMS pages and the blog', () => {
  test('a CMS page renders at /c/ and /-/ in the storefront language; drafts are 404', async ({ page }) => {
    const res = await page.goto(storeUrl('cs', 'cmsPage', { slug: 'obchodni-podminky' }));
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Obchodní podmínky' })).toBeVisible();
    await expect(page.getByText(/14 dnů/)).toBeVisible();

    const short = await page.goto(storeUrl('cs', 'cmsPageShort', { slug: 'o-nas' }));
    expect(short?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'O nás' })).toBeVisible();

    const draft = await page.goto(storeUrl('cs', 'cmsPage', { slug: 'vanocni-oteviraci-doba' }));
    expect(draft?.status()).toBe(404);
  });

  test("another storefront's slug redirects to this storefront's page", async ({ page }) => {
    await page.goto(`${origin('de-DE')}/c/obchodni-podminky`);
    expect(new URL(page.url()).pathname).not.toBe('/c/obchodni-podminky');
    expect(new URL(page.url()).pathname).toMatch(/^\/c\//);
    await expect(page.locator('html')).toHaveAttribute('lang', /de/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  for (const locale of LOCALES) {
    test(`${locale}: the blog lists articles that open`, async ({ page }) => {
      expect((await page.goto(storeUrl(locale, 'blog')))?.status()).toBe(200);
      const links = page.locator('main h2 a');
      await expect(links).toHaveCount(2);
      const title = (await links.first().textContent())!;
      await links.first().click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      expect(new URL(page.url()).pathname).toMatch(/^\/blog\/[a-z0-9-]+$/);
    });
  }

  test('a page past the last blog page is a 404', async ({ page }) => {
    expect((await page.goto(`${storeUrl('cs', 'blog')}?page=9`))?.status()).toBe(404);
  });
});

test.describe('pages with their own route', () => {
  const keys = ['career', 'jobVacancies', 'howToSellBooks', 'rebranding', 'manny', 'info'] as const;
  for (const locale of LOCALES) {
    test(`${locale}: career, vacancies, selling guide, rebranding, /manny and /info have their text`, async ({ page }) => {
      // Six page loads: 15–20 s on a loaded two-core machine, more than the default budget on a slow one.
      test.slow();
      const titles = new Set<string>();
      for (const key of keys) {
        const res = await page.goto(storeUrl(locale, key));
        expect(res?.status(), key).toBe(200);
        const h1 = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
        expect(h1.length).toBeGreaterThan(2);
        titles.add(h1);
      }
      expect(titles.size).toBe(keys.length);
    });
  }

  test('career is 404 on de-AT and sk, how-to-sell-books on en', async ({ page }) => {
    expect((await page.goto(`${origin('de-AT')}/karriere`))?.status()).toBe(404);
    expect((await page.goto(`${origin('sk')}/kariera`))?.status()).toBe(404);
    expect((await page.goto(`${origin('en')}/how-to-sell-books`))?.status()).toBe(404);
  });
});

test.describe('shipping and condition pages', () => {
  for (const locale of LOCALES) {
    test(`${locale}: shipping shows prices per country`, async ({ page }) => {
      expect((await page.goto(storeUrl(locale, 'shipping')))?.status()).toBe(200);
      const tables = page.locator('main table');
      expect(await tables.count()).toBeGreaterThan(0);
      await expect(tables.first().locator('tbody tr').first()).toBeVisible();
      await expect(tables.first().locator('tbody td').first()).toHaveText(/\d|[A-Za-zÀ-ž]+/);
    });

    test(`${locale}: books-condition shows the five grades`, async ({ page }) => {
      expect((await page.goto(storeUrl(locale, 'booksCondition')))?.status()).toBe(200);
      await expect(page.locator('main ol > li')).toHaveCount(5);
    });
  }
});
