/**
 * Secrets out of the side channels (issue 11): some URLs are bearer secrets — whoever holds
 * /zaplatit/<paymentCode> holds the order, /login?magic=<token> the login. Those parts must not
 * reach the tag manager's data layer or an access log. redactUrl is the one function that strips
 * them, for the storefront (the route table's `secret` marks) and for the API (the table below).
 *
 * Pure and synchronous: the browser (analytics) and the server (pino access log) share it.
 */
import { LOCALE_LABELS } from '@/i18n/locales';
import type { SecretParts } from './define';
import { ROUTE_TABLE } from './compiledRoutes';
import { matchSegments, parsePattern, splitPathname } from './pattern';
import { localePatterns } from './table';

/** What a redacted query value becomes. */
export const REDACTED = 'redacted';

interface SecretPattern {
  readonly pattern: string;
  readonly secret: SecretParts;
}

/**
 * API paths that carry secrets (Next page syntax, under /api). A new API route whose path or
 * query holds a bearer secret belongs here; tests/security/secrets-redaction.test.ts sweeps the
 * API's routes for params named like secrets and fails on one this table misses.
 */
export const SECRET_API_PATTERNS: readonly SecretPattern[] = [
  { pattern: '/api/adonis/v1/orders/by-code/[paymentCode]/[[...action]]', secret: { params: ['paymentCode'] } },
  { pattern: '/api/adonis/sandbox/pay/[ref]', secret: { params: ['ref'] } },
  { pattern: '/api/adonis/v1/wish-lists/[linkId]/[[...rest]]', secret: { params: ['linkId'] } },
  { pattern: '/api/adonis/v1/login/magic-link/status', secret: { query: ['token'] } },
  { pattern: '/api/adonis/v1/login/oauth/[provider]/callback', secret: { query: ['code', 'state'] } },
  { pattern: '/api/adonis/v1/payments/return', secret: { query: ['ref', 'sessionResult', 'redirectResult'] } },
  // Buying books (issue 14): a lead's private token (the anonymous seller's resume link); a batch
  // code names a seller's parcel, its label link carries the token.
  { pattern: '/api/adonis/v1/leads/by-token/[token]', secret: { params: ['token'] } },
  { pattern: '/api/adonis/v1/batches/[code]/label.pdf', secret: { params: ['code'], query: ['token'] } },
  { pattern: '/api/adonis/dev/buyback/batches/[code]/complete', secret: { params: ['code'] } },
  { pattern: '/api/adonis/admin/v1/buyback/batches/[code]/transition', secret: { params: ['code'] } },
  // The intake desk (issue 15) opens a parcel by its code; the seller sees its refusal photos by it.
  { pattern: '/api/adonis/admin/v1/intake/batches/[code]/[[...rest]]', secret: { params: ['code'] } },
  { pattern: '/api/adonis/v1/batches/[code]/photos/[id]', secret: { params: ['code'] } },
  // Commission selling (issue 16): the private token opens the seller's dashboard, the public one their shared list.
  { pattern: '/api/adonis/v1/commission/share/[publicToken]', secret: { params: ['publicToken'] } },
  { pattern: '/api/adonis/v1/commission/[token]/[[...rest]]', secret: { params: ['token'] } },
];

/**
 * Every storefront pattern (each locale's path and the English fallback) of a route marked secret.
 * Read from the routes themselves, not from the locales' match tables: the browser builds those
 * lazily, and redacting the first page view's URL built all ten (issue 17 item 8).
 */
function storefrontPatterns(): SecretPattern[] {
  const out = new Map<string, SecretPattern>();
  for (const route of ROUTE_TABLE.list) {
    const { secret } = route;
    if (!secret) continue;
    for (const pattern of LOCALE_LABELS.flatMap((locale) => localePatterns(route, locale))) {
      out.set(`${route.key} ${pattern}`, { pattern, secret });
    }
  }
  return [...out.values()];
}

let patterns: readonly SecretPattern[] | undefined;
const allPatterns = () => (patterns ??= [...storefrontPatterns(), ...SECRET_API_PATTERNS]);

const LOCALE_PREFIX = new RegExp(`^/(?:${LOCALE_LABELS.join('|')})(?=/|$)`);
const ABSOLUTE = /^([a-z][a-z0-9+.-]*:\/\/[^/?#]*)(.*)$/i;

/** Replaces the secret segments of `path` (a locale prefix kept as is); the secret query names of every pattern it matches. */
function redactPath(path: string): { path: string; query: Set<string> } {
  const prefix = path.match(LOCALE_PREFIX)?.[0] ?? '';
  const rest = path.slice(prefix.length) || '/';
  const segments = splitPathname(rest);
  const query = new Set<string>();
  if (!segments) return { path, query };
  const raw = rest === '/' ? [] : rest.replace(/\/$/, '').slice(1).split('/');
  const replaced = new Map<number, string>();
  for (const { pattern, secret } of allPatterns()) {
    if (!matchSegments(pattern, segments)) continue;
    for (const name of secret.query ?? []) query.add(name);
    parsePattern(pattern).segments.forEach((segment, index) => {
      if (segment.kind === 'static' || !secret.params?.includes(segment.name)) return;
      const end = segment.kind === 'dynamic' ? index + 1 : raw.length;
      for (let i = index; i < end; i++) replaced.set(i, `:${segment.name}`);
    });
  }
  if (replaced.size === 0) return { path, query };
  const trailing = rest.length > 1 && rest.endsWith('/') ? '/' : '';
  return { path: `${prefix}/${raw.map((s, i) => replaced.get(i) ?? s).join('/')}${trailing}`, query };
}

function redactQuery(search: string, names: ReadonlySet<string>): string {
  if (names.size === 0 || search === '') return search;
  return search.replace(/([?&])([^=&#]*)=([^&#]*)/g, (whole, sep: string, key: string) => {
    let name = key;
    try {
      name = decodeURIComponent(key.replace(/\+/g, ' '));
    } catch {
      // A malformed escape: compare the raw name.
    }
    return names.has(name) ? `${sep}${key}=${REDACTED}` : whole;
  });
}

/**
 * The URL (absolute, or a path with query and fragment) with every secret replaced: path
 * segments by `:<param name>` (so the route stays readable: /zaplatit/:paymentCode), query values
 * by `redacted`. Anything that matches no secret pattern comes back unchanged.
 */
export function redactUrl(url: string): string {
  const absolute = url.match(ABSOLUTE);
  const origin = absolute ? absolute[1] : '';
  const local = absolute ? absolute[2] : url;
  if (!local.startsWith('/')) return url;
  const hashAt = local.indexOf('#');
  const beforeHash = hashAt === -1 ? local : local.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : local.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const search = queryAt === -1 ? '' : beforeHash.slice(queryAt);
  const redacted = redactPath(path);
  return `${origin}${redacted.path}${redactQuery(search, redacted.query)}${hash}`;
}
