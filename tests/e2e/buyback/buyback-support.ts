import { expect, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import bwipjs from 'bwip-js/node';
import type { Locale } from '@/i18n/locales';
import type { QuoteResponse, TransportOptions } from '@/contracts/buyback';
import { loginCodeFromOutbox } from '../outbox';
import { expectHydrated } from '../hydration';
import { E2E_PORT, origin, storeUrl } from '../support';
import { message } from '../purchase/purchase-support';

/** Steps and data of the selling specs: ISBNs the shop buys, taken from the running API; barcodes rendered here. */
export const API = `http://127.0.0.1:${E2E_PORT}/api/adonis`;

/** A state-changing call the way the browser makes it: the XSRF pair from the API's own cookie. */
export async function apiPost<T>(
  request: APIRequestContext, path: string, data: unknown, locale: Locale, headers: Record<string, string> = {},
): Promise<{ status: number; body: T }> {
  await request.get(`${API}/health`, { maxRetries: 2 });
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN' && c.domain.includes('127.0.0.1'))!.value;
  const res = await request.post(`${API}${path}`, { data, headers: { ...headers, 'x-xsrf-token': xsrf, 'accept-language': locale } });
  return { status: res.status(), body: (await res.json().catch(() => null)) as T };
}

/**
 * `count` ISBN-13s the storefront buys now (accepted quotes), from editions of copies in the catalogue;
 * `skip` leaves out the first ones found so that parallel specs sell different titles.
 */
export async function acceptedIsbns(request: APIRequestContext, locale: Locale, count: number, skip = 0): Promise<{ isbn: string; title: string }[]> {
  // The shop refuses titles it holds enough of or nobody wants (ADR 0026), and what it holds moves
  // with the demo seeds: when one listing page yields too few, the next pages of this spec's own
  // stride are asked too (parallel specs keep apart by `skip`).
  const accepted = new Map<string, string>();
  for (let round = 0; round < 5 && accepted.size < count; round++) {
    const listing = await request.get(`${API}/v1/listing?page=${2 + skip + round * 10}`, { headers: { 'accept-language': locale } });
    expect(listing.ok()).toBe(true);
    const { items } = (await listing.json()) as { items: { editionId: number }[] };
    const isbns = new Set<string>();
    for (const { editionId } of items) {
      const res = await request.get(`${API}/v1/mothers/${editionId}`, { headers: { 'accept-language': locale } });
      if (!res.ok()) continue;
      const { edition } = (await res.json()) as { edition: { isbn13: string | null } };
      if (edition.isbn13 && !accepted.has(edition.isbn13)) isbns.add(edition.isbn13);
      if (isbns.size >= 24) break;
    }
    if (isbns.size === 0) continue;
    const quotes = await apiPost<QuoteResponse>(request, '/v1/buyback/quotes', { isbns: [...isbns] }, locale);
    expect(quotes.status).toBe(200);
    for (const q of quotes.body.items) if (q.status === 'accepted') accepted.set(q.isbn13, q.title);
  }
  expect(accepted.size, `accepted ISBNs in ${locale}`).toBeGreaterThanOrEqual(count);
  return [...accepted].slice(0, count).map(([isbn, title]) => ({ isbn, title }));
}

export async function transportOptions(request: APIRequestContext, locale: Locale): Promise<TransportOptions> {
  const res = await request.get(`${API}/v1/buyback/transport-options`, { headers: { 'accept-language': locale } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as TransportOptions;
}

/** A printed book barcode: EAN-13 with its digits under it, black on white, as a phone photo would show it. */
export function barcodePng(isbn13: string): Promise<Buffer> {
  return bwipjs.toBuffer({ bcid: 'ean13', text: isbn13, scale: 3, height: 20, includetext: true, paddingwidth: 20, paddingheight: 20, backgroundcolor: 'FFFFFF' });
}

/** Reads a barcode photo on the scanner page (the same decoder the camera feeds). */
export async function scanPhoto(page: Page, isbn13: string): Promise<void> {
  await page.getByTestId('barcode-photo').setInputFiles({ name: `${isbn13}.png`, mimeType: 'image/png', buffer: await barcodePng(isbn13) });
}

export async function logIn(page: Page, request: APIRequestContext, locale: Locale, returnTo: string): Promise<string> {
  const email = `e2e-selling-${locale}-${Date.now()}@example.com`;
  await page.goto(`${storeUrl(locale, 'login')}?returnTo=${encodeURIComponent(returnTo)}`);
  const send = page.getByRole('button', { name: message(locale, 'account', 'login.sendCode') });
  await expectHydrated(send);
  await page.getByLabel(message(locale, 'account', 'login.email')).fill(email);
  await send.click();
  const code = await loginCodeFromOutbox(request, email);
  const submit = page.getByRole('button', { name: message(locale, 'account', 'login.code.submit'), exact: true });
  await expectHydrated(submit);
  await page.getByLabel(message(locale, 'account', 'login.code.label')).fill(code);
  await submit.click();
  await expect(page).toHaveURL(`${origin(locale)}${returnTo}`);
  return email;
}

/** WCAG 2.1 A and AA rules axe can check (the same set as tests/e2e/a11y). */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const report = violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.slice(0, 5).map((n) => n.target.join(' ')).join('\n  ')}`);
  expect(report, what).toEqual([]);
}
