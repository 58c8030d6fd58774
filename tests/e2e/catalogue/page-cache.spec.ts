/**
 * The anonymous page HTML cache (docs/adr/0009) on the real server: a repeated anonymous view of a
 * listing is answered from the cache, yet every answer carries its own CSP nonce, the same one in
 * the header and in the page; a logged-in visitor's view is always rendered.
 */
import http from 'node:http';
import { expect, test } from '@playwright/test';
import { giveConsent } from '../consent/consented';
import { domainFor, type Locale } from '@/i18n/locales';
import { encodeListingPath, listingPathToString } from '@/routing/listing';
import { E2E_PORT, origin } from '../support';

interface Page {
  status: number;
  cache: string | undefined;
  headerNonce: string | undefined;
  body: string;
}

function view(locale: Locale, path: string, cookie?: string): Promise<Page> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { host: `${domainFor(locale)}:${E2E_PORT}`, accept: 'text/html' };
    if (cookie) headers.cookie = cookie;
    const req = http.get({ host: '127.0.0.1', port: E2E_PORT, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          cache: res.headers['x-page-cache'] as string | undefined,
          headerNonce: /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy'] ?? ''))?.[1],
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error(`timeout ${path}`)));
  });
}

const pageNonces = (body: string) => new Set([...body.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]));

test.describe('anonymous page HTML cache', () => {
  for (const locale of ['cs', 'de-DE'] as Locale[]) {
    test(`a repeated anonymous listing view comes from the cache with its own nonce (${locale})`, async () => {
      // An address no other test asks for, so the first view here is the first render.
      const path = listingPathToString(encodeListingPath({ year: { min: 1901, max: 2099 }, order: 'oldest' }), locale);
      const first = await view(locale, path);
      const second = await view(locale, path);
      expect([first.status, second.status]).toEqual([200, 200]);
      expect(second.cache).toMatch(/^(hit|shared|stale)$/);
      expect(second.headerNonce).toBeTruthy();
      expect(second.headerNonce).not.toBe(first.headerNonce);
      expect(pageNonces(second.body)).toEqual(new Set([second.headerNonce]));
      expect(second.body.split(second.headerNonce!).join('N')).toBe(first.body.split(first.headerNonce!).join('N'));
    });
  }

  test('a sorted listing served from the cache runs its scripts under its CSP', async ({ page }) => {
    const path = listingPathToString(encodeListingPath({ year: { min: 1903, max: 2097 }, order: 'price_desc' }), 'cs');
    await view('cs', path);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    await giveConsent(page.context(), 'cs');
    const response = await page.goto(origin('cs') + path);
    expect(response?.headers()['x-page-cache']).toMatch(/^(hit|shared|stale)$/);
    // Hydrated: Next's router exists only once its scripts ran.
    await expect.poll(() => page.evaluate(() => Boolean((window as unknown as { next?: { router?: unknown } }).next?.router))).toBe(true);
    expect(violations).toEqual([]);
  });

  test('a visitor with a session is never served from the cache', async () => {
    const path = listingPathToString(encodeListingPath({ year: { min: 1902, max: 2098 } }), 'cs');
    await view('cs', path);
    const loggedIn = await view('cs', path, 'bt_session=not-a-real-session');
    expect(loggedIn.status).toBe(200);
    expect(loggedIn.cache).toBeUndefined();
    expect(pageNonces(loggedIn.body)).toEqual(new Set([loggedIn.headerNonce]));
  });
});
