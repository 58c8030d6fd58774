/**
 * docs/product.md#marketing-cookies: exactly these cookies are deleted when marketing is refused and on a first load
 * without a consent cookie — on the current host and on its parent domain, where tags usually
 * set them (`.example.cz` for a shop on `www.example.cz`).
 */
export const MARKETING_COOKIES = [
  '_fbp', '_gcl_au', '_ga', '_gid', 'li_gc', 'li_mc', 'li_sugr', 'lms_ads', 'lms_analytics', 'MUID', 'MSPTC', 'muc', 'muc_ads', 'NID',
] as const;

/**
 * Domain attributes a cookie visible here may carry: none (host-only), the host itself and its
 * parent. An IP address or a single-label host (localhost) has no parent domain.
 */
export function cookieDomains(hostname: string): (string | undefined)[] {
  const isIp = /^[\d.]+$/.test(hostname) || hostname.includes(':');
  const labels = hostname.split('.');
  const domains: (string | undefined)[] = [undefined];
  if (isIp || labels.length < 2) return domains;
  domains.push(hostname, labels.slice(1).join('.'));
  return domains;
}

/** The Set-Cookie strings (document.cookie form) that expire one cookie on each of those domains and path /. */
export function expiringCookieStrings(name: string, hostname: string): string[] {
  return cookieDomains(hostname).map(
    (domain) => `${name}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/${domain ? `; Domain=${domain}` : ''}`,
  );
}

export function eraseCookies(names: readonly string[], doc: Document = document, hostname: string = location.hostname): void {
  for (const name of names) {
    for (const cookie of expiringCookieStrings(name, hostname)) doc.cookie = cookie;
  }
}

export function eraseMarketingCookies(doc: Document = document, hostname: string = location.hostname): void {
  eraseCookies(MARKETING_COOKIES, doc, hostname);
}
