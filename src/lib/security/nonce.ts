/**
 * The per-request CSP nonce: created by the request hook, passed to server rendering in a request
 * header (Next also reads it from the forwarded CSP header itself), and exposed to the browser's
 * own code by a <meta property="csp-nonce"> whose nonce attribute browsers hide from the DOM.
 */

/** Request header the request hook sets and _document reads. Never trusted unless well-formed. */
export const NONCE_HEADER = 'x-nonce';

const NONCE_PATTERN = /^[A-Za-z0-9+/_-]{16,}={0,2}$/;

/** 128 random bits, base64: unguessable per response (Web Crypto works in Node and the edge). */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

export function isNonce(value: unknown): value is string {
  return typeof value === 'string' && NONCE_PATTERN.test(value);
}

/**
 * The page's nonce in the browser, for code that inserts an inline script itself (e.g. the tag
 * manager's loader via next/script): `<Script nonce={cspNonce()} …>`. Undefined on the server.
 */
export function cspNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const value = meta?.nonce || meta?.getAttribute('content') || undefined;
  return isNonce(value) ? value : undefined;
}
