/**
 * The request hook's security part, through real NextRequest objects: every page response gets a
 * fresh nonce policy, the nonce is forwarded to rendering, and routes carry their robots option.
 */
import { NextRequest } from 'next/server';
import { DEFAULT_LOCALE, domainFor, LOCALE_LABELS } from '@/i18n/locales';
import { proxy } from '../../../proxy';

const nextConfig = {
  i18n: {
    locales: [...LOCALE_LABELS],
    defaultLocale: DEFAULT_LOCALE,
    localeDetection: false as const,
    domains: LOCALE_LABELS.map((locale) => ({ domain: domainFor(locale), defaultLocale: locale })),
  },
};
const request = (url: string) => new NextRequest(url, { headers: { host: new URL(url).host }, nextConfig });
const nonceIn = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];

describe('proxy security headers', () => {
  it('gives every response its own nonce and forwards it to rendering', () => {
    const first = proxy(request('http://cs.localhost:3000/'));
    const second = proxy(request('http://cs.localhost:3000/'));
    const nonce = nonceIn(first.headers.get('content-security-policy'));
    expect(nonce).toBeDefined();
    expect(nonceIn(second.headers.get('content-security-policy'))).not.toBe(nonce);
    // NextResponse.next({ request: { headers } }) marks overridden request headers like this.
    expect(first.headers.get('x-middleware-override-headers')).toContain('x-nonce');
    expect(first.headers.get('x-middleware-request-x-nonce')).toBe(nonce);
    expect(nonceIn(first.headers.get('x-middleware-request-content-security-policy') ?? null)).toBe(nonce);
  });

  it('keeps the policy on rewrites and redirects', () => {
    expect(proxy(request('http://cs.localhost:3000/kosik')).headers.get('content-security-policy')).toContain("'strict-dynamic'");
    expect(proxy(request('http://de.localhost:3000/cart')).headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('marks purchase, search and private pages noindex and leaves catalogue pages alone', () => {
    expect(proxy(request('http://cs.localhost:3000/kosik')).headers.get('x-robots-tag')).toBe('noindex, follow');
    expect(proxy(request('http://de.localhost:3000/suche')).headers.get('x-robots-tag')).toBe('noindex, follow');
    expect(proxy(request('http://cs.localhost:3000/account/orders')).headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(proxy(request('http://cs.localhost:3000/zaplatit/ABC')).headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(proxy(request('http://cs.localhost:3000/g/1')).headers.get('x-robots-tag')).toBeNull();
    expect(proxy(request('http://cs.localhost:3000/')).headers.get('x-robots-tag')).toBeNull();
    // Career is switched off in sk: the 404 is not indexed either.
    expect(proxy(request('http://sk.localhost:3000/career')).headers.get('x-robots-tag')).toBe('noindex, follow');
  });
});
