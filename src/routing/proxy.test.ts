/**
 * The adapter in /proxy.ts, driven through real NextRequest objects configured like
 * next.config.ts (i18n domains), plus its matcher as Next compiles it.
 */
import { NextRequest } from 'next/server';
import { getRedirectUrl, getRewrittenUrl, isRewrite, unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { DEFAULT_LOCALE, domainFor, LOCALE_LABELS } from '@/i18n/locales';
import { config, proxy } from '../../proxy';

const nextConfig = {
  i18n: {
    locales: [...LOCALE_LABELS],
    defaultLocale: DEFAULT_LOCALE,
    localeDetection: false as const,
    domains: LOCALE_LABELS.map((locale) => ({ domain: domainFor(locale), defaultLocale: locale })),
  },
};

function request(url: string, headers: Record<string, string> = {}): NextRequest {
  const host = new URL(url).host;
  return new NextRequest(url, { headers: { host, ...headers }, nextConfig });
}

describe('proxy adapter', () => {
  it('rewrites a localized path to its page, keeping the query', () => {
    const res = proxy(request('http://cs.localhost:3000/kosik?voucher=X'));
    expect(isRewrite(res)).toBe(true);
    expect(getRewrittenUrl(res)).toBe('http://cs.localhost:3000/cart?voucher=X');
  });

  it('redirects the fallback path with 308 on the same domain', () => {
    const res = proxy(request('http://de.localhost:3000/cart?a=1'));
    expect(res.status).toBe(308);
    expect(getRedirectUrl(res)).toBe('http://de.localhost:3000/warenkorb?a=1');
  });

  it("redirects another country's locale prefix to that country's domain", () => {
    const res = proxy(request('http://cs.localhost:3000/de-DE/warenkorb?a=1'));
    expect(res.status).toBe(308);
    expect(getRedirectUrl(res)).toBe('http://de.localhost:3000/warenkorb?a=1');
  });

  it('rewrites a disabled route to the 404 page', () => {
    const res = proxy(request('http://sk.localhost:3000/career'));
    expect(getRewrittenUrl(res)).toBe('http://sk.localhost:3000/not-found');
  });

  it('lets everything else through', () => {
    const res = proxy(request('http://en.localhost:3000/cart'));
    expect(isRewrite(res)).toBe(false);
    expect(res.headers.get('x-middleware-next')).toBe('1');
  });
});

describe('proxy matcher', () => {
  // At runtime Next matches against the locale-prefixed path ('/cs/kosik'); a /_next/data request
  // is first normalized to that same path (resolve-routes 'middleware_next_data'), so it needs no case here.
  const matches = (url: string) => unstable_doesMiddlewareMatch({ config, nextConfig, url });

  it.each([
    '/cs', '/de-DE', '/cs/kosik', '/de-DE/warenkorb', '/cs/g/1/b/2', '/cs/robots.txt',
    // Listing addresses with a sort suffix or a dotted search word are pages, not files.
    '/cs/p/year/1901-2099.oldest', '/de-DE/p/q/harry.price_asc', '/cs/p/q/Mr.%20Smith', '/fr-BE/p/category/3.rating-desc',
  ])(
    'runs for %s',
    (url) => expect(matches(url)).toBe(true),
  );

  it.each([
    '/cs/api/adonis/v1/cart/data', '/cs/api', '/_next/static/chunks/main.js', '/_next/image', '/cs/favicon.ico', '/cs/service-worker.js',
    '/cs/fonts/a.woff2', '/cs/offline.html', '/cs/sitemap.xml', '/cs/sitemaps/works-1.xml', '/favicon.ico',
  ])(
    'skips %s',
    (url) => expect(matches(url)).toBe(false),
  );
});

describe('proxy: the cart hint follows the cart cookie', () => {
  const setCookieOf = (res: Response) => res.headers.get('set-cookie') ?? '';

  it('sets the hint for a cart cookie without one, on a rewritten page and on a page served as is', () => {
    for (const url of ['http://cs.localhost:3000/kosik', 'http://cs.localhost:3000/']) {
      const res = proxy(request(url, { cookie: 'bt_cart=abc' }));
      expect(setCookieOf(res)).toMatch(/bt_ch=1;.*Path=\/.*Max-Age=7776000/i);
      expect(setCookieOf(res)).not.toMatch(/HttpOnly/i);
    }
  });

  it('clears a hint without a cart cookie, and leaves a hint that agrees alone', () => {
    expect(setCookieOf(proxy(request('http://cs.localhost:3000/kosik', { cookie: 'bt_ch=1' })))).toMatch(/bt_ch=;.*Max-Age=0/i);
    expect(setCookieOf(proxy(request('http://cs.localhost:3000/kosik', { cookie: 'bt_cart=abc; bt_ch=1' })))).not.toMatch(/bt_ch/);
    expect(setCookieOf(proxy(request('http://cs.localhost:3000/kosik')))).not.toMatch(/bt_ch/);
  });
});
