/** @jest-environment jsdom */
import { cookieDomains, eraseMarketingCookies, expiringCookieStrings, MARKETING_COOKIES } from './marketingCookies';

describe('marketing cookies (docs/product.md#marketing-cookies)', () => {
  it('is exactly the spec’s fourteen', () => {
    expect([...MARKETING_COOKIES].sort()).toEqual(
      ['_fbp', '_gcl_au', '_ga', '_gid', 'li_gc', 'li_mc', 'li_sugr', 'lms_ads', 'lms_analytics', 'MUID', 'MSPTC', 'muc', 'muc_ads', 'NID'].sort(),
    );
  });

  it.each([
    ['www.example.cz', [undefined, 'www.example.cz', 'example.cz']],
    ['de.localhost', [undefined, 'de.localhost', 'localhost']],
    ['example.cz', [undefined, 'example.cz', 'cz']],
    ['localhost', [undefined]],
    ['127.0.0.1', [undefined]],
  ])('%s: host-only, the host and its parent', (host, domains) => {
    expect(cookieDomains(host)).toEqual(domains);
  });

  it('expires each cookie on path / for every domain form', () => {
    expect(expiringCookieStrings('_ga', 'www.example.cz')).toEqual([
      '_ga=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/',
      '_ga=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; Domain=www.example.cz',
      '_ga=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; Domain=example.cz',
    ]);
  });

  it('removes the planted marketing cookies and keeps every other cookie', () => {
    for (const name of MARKETING_COOKIES) document.cookie = `${name}=1; path=/`;
    document.cookie = 'cc_cookie=keep; path=/';
    document.cookie = 'cart=keep; path=/';
    eraseMarketingCookies(document, location.hostname);
    expect(document.cookie.split('; ').sort()).toEqual(['cart=keep', 'cc_cookie=keep']);
  });
});
