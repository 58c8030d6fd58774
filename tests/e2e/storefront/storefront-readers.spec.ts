/**
 * Issue 17, items 1–4 and 6, on cs and de-AT: each storefront shows its own readers' books (home
 * feeds and counts in its reading languages), a copy looks like itself (edition title on cover
 * and breadcrumb), suggestions agree with results, a description in another language says so,
 * and the 404 page is a working page. Data is read from the API at run time, never hard-coded.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { LOCALES, type Locale } from '@/i18n/locales';
import { resolvePath } from '@/routing';
import type { ListingResponse, SuggestResponse } from '@/contracts/listing';
import { expectHydrated } from '../hydration';
import { E2E_PORT, storeUrl } from '../support';

const STOREFRONTS: Locale[] = ['cs', 'de-AT'];
const API = `http://127.0.0.1:${E2E_PORT}/api/adonis/v1`;

type CommonMessages = {
  home: { newlyAdded: { title: string }; categories: { title: string } };
  notFound: { title: string };
  book: { coverAlt: string };
};
function common(locale: Locale): CommonMessages {
  return JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', '..', 'locales', locale, 'common.json'), 'utf8')) as CommonMessages;
}
const defaults = (locale: Locale) => [...LOCALES[locale].defaultLanguageFilters].sort((a, b) => a - b);
const languageQuery = (locale: Locale) => defaults(locale).map((id) => `language=${id}`).join('&');
const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

async function api<T>(request: APIRequestContext, locale: Locale, pathAndQuery: string): Promise<T> {
  const response = await request.get(`${API}${pathAndQuery}`, { maxRetries: 2, headers: { 'Accept-Language': locale } });
  expect(response.status(), pathAndQuery).toBe(200);
  return (await response.json()) as T;
}

/** The edition language of a copy, as the API tells it. */
async function languageOfCopy(request: APIRequestContext, locale: Locale, copyId: number): Promise<number> {
  const book = await api<{ edition: { languageId: number } }>(request, locale, `/books/${copyId}`);
  return book.edition.languageId;
}

/** A copy in the storefront's first language whose work is known by another title (a translation). */
async function translatedCopy(
  request: APIRequestContext, locale: Locale, accept: (found: TranslatedCopy) => Promise<boolean> = async () => true,
): Promise<TranslatedCopy | null> {
  const items = [];
  for (let n = 1; n <= 4; n++) items.push(...(await api<ListingResponse>(request, locale, `/listing?language=${LOCALES[locale].defaultLanguageFilters[0]}&page=${n}`)).items);
  for (const item of items) {
    const book = await api<{ edition: { title: string }; work: { title: string } }>(request, locale, `/books/${item.bookId}`);
    if (book.edition.title === book.work.title) continue;
    const found = { copyId: item.bookId, workId: item.workId, edition: book.edition.title, work: book.work.title };
    if (await accept(found)) return found;
  }
  return null;
}
type TranslatedCopy = { copyId: number; workId: number; edition: string; work: string };

/**
 * Whether searching the title in the storefront's languages finds this work among at most three
 * (all on one page): namesakes enough to outrank it among the six titles offered are ruled out.
 */
async function fewNamesakes(request: APIRequestContext, locale: Locale, found: TranslatedCopy): Promise<boolean> {
  const result = await api<ListingResponse>(request, locale, `/listing?q=${encodeURIComponent(found.edition)}&${languageQuery(locale)}`);
  const works = new Set(result.items.map((item) => item.workId));
  return result.total === result.items.length && works.has(found.workId) && works.size <= 3;
}

function watchCsp(page: Page): () => Promise<string[]> {
  const fromConsole: string[] = [];
  page.on('console', (msg) => {
    if (/Content[ -]Security[ -]Policy|Refused to/i.test(msg.text())) fromConsole.push(msg.text());
  });
  return async () => [...fromConsole, ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []))];
}

for (const locale of STOREFRONTS) {
  test.describe(`${locale}: the storefront as its readers see it`, () => {
    test('item 1: the home page shows books in the storefront’s reading languages', async ({ page, request }) => {
      test.slow();
      const t = common(locale);
      await page.goto(storeUrl(locale, 'home'));
      const shelf = page.getByRole('region', { name: t.home.newlyAdded.title });
      const hrefs = await shelf.locator('a[href*="/b/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      const copyIds = [...new Set(hrefs.map((href) => Number(/\/b\/(\d+)/.exec(href)?.[1])).filter((id) => id > 0))];
      expect(copyIds.length).toBeGreaterThan(0);
      const languages = await Promise.all(copyIds.map((id) => languageOfCopy(request, locale, id)));
      for (const language of languages) expect(defaults(locale)).toContain(language);
    });

    test('item 3: a home category tile counts what its listing finds', async ({ page }) => {
      test.slow();
      const t = common(locale);
      await page.goto(storeUrl(locale, 'home'));
      const tile = page.getByRole('region', { name: t.home.categories.title }).getByRole('listitem').first().getByRole('link');
      const tileCount = digits(await tile.locator('span').last().textContent());
      expect(tileCount).toBeGreaterThan(0);
      // The listing the tile opens, rendered by the server (a first count of a new filter set can take a while on PGlite).
      await page.goto(new URL((await tile.getAttribute('href'))!, page.url()).toString());
      const status = page.getByRole('main').getByRole('status').filter({ hasText: /\d/ }).first();
      await expect(status).toBeVisible({ timeout: 30_000 });
      // The tile's figure comes from the facet cache (ADR 0004), the listing's is live, and other
      // specs buy and stock copies meanwhile (CI: 272 live vs 271 cached on de-AT; alone they are
      // equal): the same figure within a few copies either way, as in the phone test.
      const listed = digits(await status.textContent());
      expect(listed).toBeGreaterThanOrEqual(tileCount - 10);
      expect(listed).toBeLessThanOrEqual(tileCount + 5);
    });

    test('item 2: a copy’s cover and breadcrumb carry its edition’s title', async ({ page, request }) => {
      test.slow();
      const found = await translatedCopy(request, locale);
      test.skip(found === null, 'no copy on the first pages whose edition is titled differently from its work');
      await page.goto(storeUrl(locale, 'copy', { id: found!.workId, copyId: found!.copyId }));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(found!.edition);
      const trail = page.getByRole('navigation').filter({ has: page.locator('[aria-current="page"]') });
      await expect(trail.getByRole('link').first()).toHaveText(found!.edition);
      await expect(trail).not.toContainText(found!.work);
      const cover = page.getByRole('img', { name: common(locale).book.coverAlt.replace('{title}', found!.edition) });
      await expect(cover).toBeVisible();
      const svg = await (await request.get(`http://127.0.0.1:${E2E_PORT}${await cover.getAttribute('src')}`, { maxRetries: 2 })).text();
      expect(svg).toContain(found!.edition.split(/\s+/)[0].replace(/&/g, '&amp;'));
    });

    test('item 3: the autocomplete offers a translation under its own title, and its search finds the work', async ({ page, request }) => {
      test.slow();
      const found = await translatedCopy(request, locale, (candidate) => fewNamesakes(request, locale, candidate));
      test.skip(found === null, 'no copy on the first pages whose edition is titled differently from its work, with few namesakes');
      await page.goto(storeUrl(locale, 'home'));
      const box = page.getByRole('banner').getByRole('combobox');
      await expectHydrated(box);
      const answered = page.waitForResponse((r) => r.url().includes('/search/suggest') && r.status() === 200);
      await box.fill(found!.edition);
      await answered;
      // Options are not links: the one offered is named by the edition's title (and the author).
      await expect(page.getByRole('option', { name: found!.edition }).first()).toBeVisible();
      // The results page for the same words shows a copy of that work.
      await box.press('Enter');
      await expect(page.getByRole('main').locator(`a[href*="/g/${found!.workId}/b/"]`).first()).toBeVisible({ timeout: 20_000 });
    });

    test('item 4: a description written in another language is marked and labelled with its language', async ({ page, request }) => {
      test.slow();
      // A work on the storefront's listing whose description is not in the storefront's own language.
      const own = LOCALES[locale].defaultLanguageFilters[0];
      const items = (await api<ListingResponse>(request, locale, `/listing?${languageQuery(locale)}`)).items;
      let found: { workId: number; description: string; languageId: number } | null = null;
      for (const item of items) {
        const work = await api<{ description: string | null; descriptionLanguageId: number | null }>(request, locale, `/grandmothers/${item.workId}`);
        if (work.description && work.descriptionLanguageId !== null && work.descriptionLanguageId !== own && work.descriptionLanguageId <= 8) {
          found = { workId: item.workId, description: work.description, languageId: work.descriptionLanguageId };
          break;
        }
      }
      test.skip(found === null, 'no work on the first page described in another language');
      // Ids 1–8 of the catalogue's languages and their BCP 47 tags (src/contracts/languages.ts).
      const tag = ['cs', 'sk', 'en', 'de', 'fr', 'pl', 'es', 'it'][found!.languageId - 1]!;
      const book = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', '..', 'locales', locale, 'book.json'), 'utf8')) as { work: { descriptionLanguage: string } };
      const name = new Intl.DisplayNames([LOCALES[locale].intl], { type: 'language' }).of(tag)!;
      await page.goto(storeUrl(locale, 'work', { id: found!.workId }));
      const text = page.getByText(found!.description, { exact: true });
      await expect(text).toHaveAttribute('lang', tag);
      await expect(page.getByText(book.work.descriptionLanguage.replace('{language}', name), { exact: true })).toBeVisible();
    });

    test('item 3: autocomplete offers no work the results page would hide', async ({ page, request }) => {
      test.slow();
      // A work the unfiltered autocomplete knows but no copy of which is in this storefront's languages.
      const others = await api<ListingResponse>(request, locale, `/listing?language=${locale === 'cs' ? 4 : 1}`);
      let hidden: { title: string; workId: number } | null = null;
      for (const item of others.items) {
        if (item.title.length < 6) continue;
        const q = encodeURIComponent(item.title);
        const inLanguages = await api<ListingResponse>(request, locale, `/listing?q=${q}&${languageQuery(locale)}`);
        if (inLanguages.total > 0) continue;
        const all = await api<SuggestResponse>(request, locale, `/search/suggest?q=${q}`);
        if (all.titles.some((s) => s.workId === item.workId)) {
          hidden = { title: item.title, workId: item.workId };
          break;
        }
      }
      test.skip(hidden === null, 'no work found only outside the storefront’s languages');
      await page.goto(storeUrl(locale, 'home'));
      const box = page.getByRole('banner').getByRole('combobox');
      await expectHydrated(box);
      const answered = page.waitForResponse((r) => r.url().includes('/search/suggest') && r.status() === 200);
      await box.pressSequentially(hidden!.title.slice(0, 30), { delay: 30 });
      const response = await answered;
      expect(new URL(response.url()).searchParams.getAll('language').map(Number)).toEqual(defaults(locale));
      const body = (await response.json()) as SuggestResponse;
      expect(body.titles.map((s) => s.workId)).not.toContain(hidden!.workId);
      // The listbox shows what that answer offers, nothing more.
      await expect(page.getByRole('option')).toHaveCount(body.titles.length + body.authors.length + body.categories.length);
    });

    test('item 6: the 404 page is a page like any other: nonce, shell, counter, navigation', async ({ page }) => {
      test.slow();
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          (window as unknown as { __csp: string[] }).__csp ??= [];
          (window as unknown as { __csp: string[] }).__csp.push(`${e.violatedDirective} ${e.blockedURI}`);
        });
      });
      const violations = watchCsp(page);
      await page.goto(storeUrl(locale, 'home'));
      const counterHref = resolvePath('addedToday', locale);
      const homeCounter = await page.locator(`header a[href="${counterHref}"]`).first().textContent();
      const homeNavLinks = await page.getByRole('banner').getByRole('navigation').first().getByRole('link').count();
      expect(homeNavLinks).toBeGreaterThan(0);

      const response = await page.goto(`${storeUrl(locale, 'home')}no-such-page-17`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(common(locale).notFound.title);
      await expect(page.locator(`header a[href="${counterHref}"]`).first()).toHaveText(homeCounter ?? '');
      await expect(page.getByRole('banner').getByRole('navigation').first().getByRole('link')).toHaveCount(homeNavLinks);
      const html = await response!.text();
      const nonce = /<meta property="csp-nonce" nonce="([^"]+)"/.exec(html)?.[1] ?? /nonce="([^"]+)"/.exec(html)?.[1];
      expect(nonce, 'the page carries its response’s nonce').toBeTruthy();
      expect(String(response!.headers()['content-security-policy'])).toContain(`'nonce-${nonce}'`);
      // Scripts run: the search box works as a combobox on the 404 page too.
      const box = page.getByRole('main').getByRole('combobox');
      await expectHydrated(box);
      const suggested = page.waitForResponse((r) => r.url().includes('/search/suggest') && r.status() === 200);
      await box.pressSequentially('ab', { delay: 30 });
      await suggested;
      expect(await violations()).toEqual([]);
    });
  });
}
