import { expect, test } from '@playwright/test';
import { LOCALE_LABELS, type Locale } from '@/i18n/locales';
import { resolvePath } from '@/routing';
import { origin } from '../support';
import { fetchText, locs } from './fetch-text';

const STOREFRONTS: Locale[] = ['cs', 'de-DE', 'fr-BE', 'en', 'sk'];
/**
 * Works are thousands of URLs of one shape: a sample of each file is requested. On cs every other
 * URL is requested; on the other storefronts, which list the same pages and categories under their
 * own paths, a sample of every file (each answer is a server render, minutes in all on a slow machine).
 */
const SAMPLE = 25;
const EVERY_URL: Locale = 'cs';

async function status(locale: Locale, url: string): Promise<number> {
  const parsed = new URL(url);
  return (await fetchText(locale, parsed.pathname + parsed.search)).status;
}

/** Status of every URL, a few requests at a time (hundreds of server renders one after another take minutes on a slow machine). */
async function statuses(locale: Locale, urls: readonly string[], concurrency = 4): Promise<Map<string, number>> {
  const result = new Map<string, number>();
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++]!;
      result.set(url, await status(locale, url));
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, urls.length) }, worker));
  return result;
}

/** Up to n URLs spread over the whole list (its first and last included). */
function spread(urls: readonly string[], n: number): string[] {
  if (urls.length <= n) return [...urls];
  return Array.from({ length: n }, (_, i) => urls[Math.round((i * (urls.length - 1)) / (n - 1))]!);
}

for (const locale of STOREFRONTS) {
  test.describe(`robots.txt and sitemaps of ${locale}`, () => {
    test('robots.txt parses, keeps crawlers off purchase and account pages, points to this domain\'s sitemap', async () => {
      const res = await fetchText(locale, '/robots.txt', 'text/plain');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      const lines = res.body.split('\n').map((l) => l.trim()).filter(Boolean);
      for (const line of lines) expect(line).toMatch(/^(User-agent|Disallow|Allow|Sitemap): \S+$/);
      const disallowed = lines.filter((l) => l.startsWith('Disallow: ')).map((l) => l.slice('Disallow: '.length));
      expect(disallowed).toEqual(expect.arrayContaining(['/api/', resolvePath('cart', locale), '/account', resolvePath('search', locale)]));
      expect(lines).toContain(`Sitemap: ${origin(locale)}/sitemap.xml`);
      // Nothing indexable is blocked: the home page and the listing stay open.
      expect(disallowed).not.toContain('/');
      expect(disallowed.some((d) => '/p'.startsWith(d) || resolvePath('allCategories', locale).startsWith(d))).toBe(false);
    });

    test('the sitemap index and every file parse, stay on this domain and list only URLs answering 200', async () => {
      // Hundreds of server renders: 1.3–1.9 min on a loaded two-core machine with the requests in
      // series; a few in parallel, and three times that budget for a slow machine.
      test.setTimeout(300_000);
      const index = await fetchText(locale, '/sitemap.xml', 'application/xml');
      expect(index.status).toBe(200);
      expect(index.headers['content-type']).toMatch(/^application\/xml/);
      expect(index.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
      const files = locs(index.body);
      for (const kind of ['pages', 'categories', 'authors', 'works']) {
        expect(files).toContain(`${origin(locale)}/sitemaps/${kind}-1.xml`);
      }

      const listed: string[] = [];
      for (const file of files) {
        expect(file.startsWith(`${origin(locale)}/sitemaps/`)).toBe(true);
        const res = await fetchText(locale, new URL(file).pathname, 'application/xml');
        expect(res.status, file).toBe(200);
        expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
        const urls = locs(res.body);
        expect(urls.length, file).toBeGreaterThan(0);
        expect(urls.length, file).toBeLessThanOrEqual(50_000);
        expect(new Set(urls).size, `${file} has no duplicates`).toBe(urls.length);
        for (const url of urls) expect(url.startsWith(`${origin(locale)}/`), url).toBe(true);
        listed.push(...urls);
        const sample = file.includes('/works-') || locale !== EVERY_URL ? spread(urls, SAMPLE) : urls;
        const answers = await statuses(locale, sample);
        for (const url of sample) {
          expect(answers.get(url), url).toBe(200);
        }
      }
      expect(listed).toContain(`${origin(locale)}/`);
      // Pages switched off for this storefront are not listed (career in sk, selling guide in en).
      const all = listed.join('\n');
      if (locale === 'sk') expect(all).not.toContain('/kariera');
    });

    test('a sitemap file past the end or of an unknown kind is a 404', async () => {
      expect((await fetchText(locale, '/sitemaps/works-999.xml', 'application/xml')).status).toBe(404);
      expect((await fetchText(locale, '/sitemaps/orders-1.xml', 'application/xml')).status).toBe(404);
    });
  });
}

test('each storefront\'s sitemap lists its own domain only', async () => {
  const seen = new Set<string>();
  for (const locale of LOCALE_LABELS) {
    const res = await fetchText(locale, '/sitemap.xml', 'application/xml');
    expect(res.status).toBe(200);
    const first = locs(res.body)[0];
    expect(first.startsWith(origin(locale))).toBe(true);
    seen.add(new URL(first).host);
  }
  expect(seen.size).toBe(LOCALE_LABELS.length);
});
