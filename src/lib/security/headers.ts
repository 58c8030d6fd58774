/**
 * Security headers every response carries (next.config `headers()` and the request hook); the
 * Content-Security-Policy itself comes from csp.ts. Decisions: docs/adr/0005-content-security-policy.md.
 */

export interface Header {
  key: string;
  value: string;
}

/**
 * Two years, subdomains included, no `preload` (listing is an owner's decision about the whole
 * domain). Browsers ignore HSTS received over http (RFC 6797 §8.1), so the local http demo on
 * *.localhost is unaffected while every https storefront pins https.
 */
export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * Only features the shop uses, for itself only: the camera (book scanner), geolocation (nearest
 * pick-up point), payment (card wallets), fullscreen. Everything else a page could ask for is off.
 */
export const PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=(self), payment=(self), usb=(), fullscreen=(self)';

/** Headers independent of the request: on pages, API, assets and files alike (names lower-case, as Next merges them). */
export function baseSecurityHeaders(): Header[] {
  return [
    { key: 'strict-transport-security', value: HSTS },
    { key: 'x-content-type-options', value: 'nosniff' },
    { key: 'referrer-policy', value: 'strict-origin-when-cross-origin' },
    { key: 'permissions-policy', value: PERMISSIONS_POLICY },
    // Card wallets open provider pop-ups that must be able to report back.
    { key: 'cross-origin-opener-policy', value: 'same-origin-allow-popups' },
  ];
}

/** Legacy browsers' frame-ancestors: storefront pages are never framed (API pages decide themselves). */
export const FRAME_OPTIONS: Header = { key: 'x-frame-options', value: 'DENY' };
