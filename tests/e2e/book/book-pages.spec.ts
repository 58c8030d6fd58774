import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { currencyFor, LOCALES, type Locale } from '@/i18n/locales';
import { resolvePath } from '@/routing';
import { E2E_PORT, origin, storeUrl } from '../support';
import { expectHydrated } from '../hydration';
import { hostRequest } from '../host-request';

/**
 * Book pages on three storefronts (two currencies, three languages). Ids come from the running
 * API over HTTP (the seed is random but deterministic per size), never from constants.
 */
const STOREFRONTS: Locale[] = ['cs', 'de-DE', 'fr-BE'];
const API = `http://127.0.0.1:${E2E_PORT}/api/adonis/v1`;

interface Tile { 'bookId': number; workId: number; editionId: number }
interface CopyOffer { 'bookId': number; workId: number }
interface Book {
  'bookId': number; workId: number; editionId: number; state: 'in_stock' | 'sold'; conditionId: number;
  currency: string; priceX100: number; availableCopies: CopyOffer[]; edition: { title: string };
}

async function api<T>(urlPath: string, locale: Locale): Promise<{ status: number; body: T }> {
  const res = await fetch(`${API}${urlPath}`, { headers: { 'accept-language': locale } });
  return { status: res.status, body: (await res.json()) as T };
}

/** The storefront's own words, read from the same files the pages use. */
const readMessages = <T,>(locale: Locale, namespace: string): T =>
  JSON.parse(fs.readFileSync(path.join(process.cwd(), 'locales', locale, `${namespace}.json`), 'utf8')) as T;
const conditionTitle = (locale: Locale, conditionId: number) => readMessages<Record<string, string>>(locale, 'book-states')[String(conditionId)];
const bookText = (locale: Locale) => readMessages<{ copy: { addToCart: string; sold: { title: string } } }>(locale, 'book');

/** A copy just added to the shop (the home feed lists them). */
async function newlyAddedCopy(locale: Locale): Promise<Tile> {
  const { body } = await api<{ newlyAdded: Tile[] }>('/home', locale);
  expect(body.newlyAdded.length).toBeGreaterThan(0);
  // One copy per storefront: a copy added to a cart is held for that cart, so storefronts must not share one.
  return body.newlyAdded[STOREFRONTS.indexOf(locale) % body.newlyAdded.length];
}

/** Sold copies are linked from nowhere, so look through the first ids for one whose title is still in stock. */
async function soldCopyWithAlternatives(locale: Locale): Promise<Book> {
  let anySold: Book | undefined;
  for (let start = 1; start <= 600; start += 25) {
    const batch = await Promise.all(Array.from({ length: 25 }, (_, i) => api<Book>(`/books/${start + i}`, locale)));
    for (const { status, body } of batch) {
      if (status !== 200 || body.state !== 'sold') continue;
      if (body.availableCopies.length > 0) return body;
      anySold ??= body;
    }
  }
  if (!anySold) throw new Error('no sold copy among the first 600 ids');
  return anySold;
}

for (const locale of STOREFRONTS) {
  test.describe(`${locale} book pages`, () => {
    test('a copy opened from its work page shows price in the storefront currency and condition in its language', async ({ page }) => {
      // Two page loads and adding to the cart: about 10 s on a loaded two-core machine.
      test.slow();
      const tile = await newlyAddedCopy(locale);
      const { body: book } = await api<Book>(`/books/${tile.bookId}`, locale);
      expect(book.currency).toBe(LOCALES[locale].currency);

      const response = await page.goto(storeUrl(locale, 'work', { id: tile.workId }));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const copyPath = resolvePath('copy', locale, { id: tile.workId, copyId: tile.bookId });
      await page.locator(`main a[href="${copyPath}"]`).first().click();
      await expect(page).toHaveURL(origin(locale) + copyPath);

      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(book.edition.title);
      await expect(main).toContainText(conditionTitle(locale, book.conditionId));
      await expect(main).toContainText(currencyFor(locale).symbol);
      // The copy's cover is its edition's (its own title), not the work's (issue 17).
      await expect(main.getByRole('img').first()).toHaveAttribute('src', `/api/adonis/v1/covers/e${tile.editionId}.svg`);

      // The head is updated after the page renders (a client-side navigation): the copy's head is
      // in place once its canonical link is.
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', origin(locale) + copyPath);
      const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
      const product = jsonLd.find((d) => d['@type'] === 'Book');
      expect(product.offers).toMatchObject({ '@type': 'Offer', priceCurrency: LOCALES[locale].currency, availability: 'https://schema.org/InStock' });
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', origin(locale) + copyPath);
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', origin('cs') + copyPath);
      await expect(page.locator('link[rel="alternate"]')).toHaveCount(11);

      const add = main.getByRole('button', { name: bookText(locale).copy.addToCart });
      await expectHydrated(add);
      await add.click();
      // The cookie bar is a dialog too: find the add-to-cart confirmation by its content.
      await expect(page.getByRole('dialog').filter({ hasText: book.edition.title })).toBeVisible();
    });

    test('short and old copy links answer 301 to the current URL', async ({ page }) => {
      // Several page loads: about 30 s on one core with two workers (issue 19), so three times the default.
      test.slow();
      const tile = await newlyAddedCopy(locale);
      const current = resolvePath('copy', locale, { id: tile.workId, copyId: tile.bookId });
      for (const old of [`/b/${tile.bookId}`, `/old_b/${tile.bookId}`, `/old_b/nazev-knihy/${tile.bookId}`, `/g/999999/b/${tile.bookId}`]) {
        const res = await hostRequest(locale, old);
        expect(res.status, old).toBe(301);
        expect(new URL(res.location!, origin(locale)).pathname, old).toBe(current);
      }
      const withQuery = await hostRequest(locale, `/b/${tile.bookId}?utm_source=mail`);
      expect(withQuery.location).toMatch(new RegExp(`${current}\\?utm_source=mail$`));

      const edition = await hostRequest(locale, `/m/${tile.editionId}`);
      expect(edition.status).toBe(301);
      expect(new URL(edition.location!, origin(locale)).pathname).toBe(resolvePath('edition', locale, { id: tile.workId, editionId: tile.editionId }));
      const oldSlug = await hostRequest(locale, `/g/${tile.workId}/old-title`);
      expect(oldSlug.status).toBe(301);
      expect(new URL(oldSlug.location!, origin(locale)).pathname).toBe(resolvePath('work', locale, { id: tile.workId }));
      const oldListing = await hostRequest(locale, '/old_g');
      expect(oldListing.status).toBe(301);
      expect(new URL(oldListing.location!, origin(locale)).pathname).toBe(resolvePath('listing', locale));

      await page.goto(`${origin(locale)}/b/${tile.bookId}`);
      await expect(page).toHaveURL(origin(locale) + current);
      await page.goto(`${origin(locale)}/old_b/${tile.bookId}`);
      await expect(page).toHaveURL(origin(locale) + current);
    });

    test('a sold copy says so and links to the copies still available', async ({ page }) => {
      const sold = await soldCopyWithAlternatives(locale);
      const response = await page.goto(storeUrl(locale, 'copy', { id: sold.workId, copyId: sold.bookId }));
      expect(response?.status()).toBe(200);
      const main = page.getByRole('main');
      await expect(main).toContainText(bookText(locale).copy.sold.title);
      await expect(main.getByRole('button', { name: bookText(locale).copy.addToCart })).toHaveCount(0);
      for (const copy of sold.availableCopies.slice(0, 3)) {
        await expect(main.locator(`a[href="${resolvePath('copy', locale, { id: copy.workId, copyId: copy.bookId })}"]`)).toBeVisible();
      }
      const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
      expect(jsonLd.find((d) => d['@type'] === 'Book').offers.availability).toBe('https://schema.org/SoldOut');
    });

    test('unknown ids are the 404 page', async ({ page }) => {
      const response = await page.goto(storeUrl(locale, 'copy', { id: 1, copyId: 987654321 }));
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', LOCALES[locale].intl);
      for (const unknown of ['/b/987654321', '/m/987654321', '/g/987654321', '/g/987654321/m/987654321', '/old_b/987654321', '/g/abc', '/b/0']) {
        expect((await hostRequest(locale, unknown)).status, unknown).toBe(404);
      }
    });
  });
}
