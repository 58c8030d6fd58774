/**
 * The Content-Security-Policy of the shop (docs/adr/0005-content-security-policy.md). Pure: the
 * request hook builds the per-request page policy with a nonce, next.config the static policy of
 * everything else (API, assets, XML), and tests check both without a server.
 */
// Relative: next.config.ts loads this file, and its loader knows no path aliases.
import { gtmIdFromEnv, isValidGtmId } from '../analytics/gtmId';

export interface CspConfig {
  /** A 7-character tag-manager id (docs/product.md#tag-manager-id): Google Tag Manager and Analytics are allowed. */
  gtmId?: string | null;
  /** Error-reporting DSN: its host may receive events. */
  sentryDsn?: string | null;
  /** Set when the card provider's drop-in is configured (ADYEN_CLIENT_KEY). */
  adyenClientKey?: string | null;
  adyenEnvironment?: 'test' | 'live' | null;
  /** Set when the bank-button provider is configured: checkout may post to it. */
  comgateUrl?: string | null;
  /** https storefronts also upgrade stray http sub-requests; on http (local demo) that would break them. */
  https?: boolean;
  /** `next dev` needs eval for React Refresh; production never gets it. */
  development?: boolean;
}

type Directives = Record<string, string[]>;

/** Sources a tag-manager container and GA4 need (Google's CSP guide for GTM with a nonce). */
const GTM = {
  script: ['https://www.googletagmanager.com'],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
};

/** Adyen serves its drop-in resources from checkoutshopper-<environment>[-region].adyen.com. */
export function adyenOrigins(environment: 'test' | 'live' | null | undefined): string[] {
  if (environment === 'live') {
    return ['', '-us', '-au', '-apse', '-in'].map((region) => `https://checkoutshopper-live${region}.adyen.com`);
  }
  return ['https://checkoutshopper-test.adyen.com'];
}

/** The same rule the browser applies before loading the tag (src/lib/analytics/gtmId.ts). */

/** The origin events go to, from a DSN like https://key@o1.ingest.sentry.io/2; null when unusable. */
export function sentryOrigin(dsn: string | null | undefined): string | null {
  if (!dsn) return null;
  try {
    const url = new URL(dsn);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

function serialize(directives: Directives, flags: string[]): string {
  const parts = Object.entries(directives).map(([name, sources]) => [name, ...dedupe(sources)].join(' '));
  return [...parts, ...flags].join('; ');
}

const dedupe = (values: string[]) => [...new Set(values)];

/** Where the current page may send the shopper with a form (our own forms, the bank-button gateway). */
function formTargets(config: CspConfig): string[] {
  const comgate = originOf(config.comgateUrl);
  return ["'self'", ...(comgate ? [comgate] : [])];
}

export interface PagePolicyOptions {
  nonce: string;
  /** The card drop-in page (/checkout/adyen): only it may load and frame the card provider. */
  cardCheckout?: boolean;
  /** The book scanner's page: it compiles the self-hosted zxing WebAssembly ('wasm-unsafe-eval', not 'unsafe-eval'). */
  wasm?: boolean;
}

/**
 * The policy of a rendered page. Scripts: only those carrying this response's nonce, and what they
 * load ('strict-dynamic': Next's chunks, the tag manager's tags); 'self' and https: are fallbacks
 * that CSP3 browsers ignore. Styles: 'unsafe-inline' (styled-components, react-hot-toast and React
 * style attributes; see the ADR for why not a nonce).
 */
export function pagePolicy(config: CspConfig, { nonce, cardCheckout = false, wasm = false }: PagePolicyOptions): string {
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(nonce)) throw new Error('CSP nonce must be base64');
  const gtm = isValidGtmId(config.gtmId);
  const sentry = sentryOrigin(config.sentryDsn);
  const adyen = cardCheckout && config.adyenClientKey ? adyenOrigins(config.adyenEnvironment) : [];

  const directives: Directives = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'", `'nonce-${nonce}'`, "'strict-dynamic'",
      ...(config.development ? ["'unsafe-eval'"] : []),
      ...(wasm ? ["'wasm-unsafe-eval'"] : []),
      ...(gtm ? GTM.script : []),
      ...adyen,
    ],
    'style-src': ["'self'", "'unsafe-inline'", ...adyen],
    'img-src': ["'self'", 'data:', 'blob:', ...(gtm ? GTM.img : []), ...adyen],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(sentry ? [sentry] : []), ...(gtm ? GTM.connect : []), ...adyen],
    // 3-D Secure challenges frame the card issuer's own page (any bank's domain): only on the card page.
    'frame-src': ["'self'", ...adyen, ...(adyen.length ? ['https:'] : [])],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'media-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': [...formTargets(config), ...(adyen.length ? ['https:'] : [])],
    'frame-ancestors': ["'none'"],
  };
  return serialize(directives, config.https ? ['upgrade-insecure-requests'] : []);
}

/**
 * The policy of every response the request hook does not render: the API (JSON, the Swagger UI),
 * Next's static assets, public files, robots.txt and sitemaps. No inline script at all. API pages
 * that need another policy (sandbox payment page, dev outbox) send their own, which replaces this.
 */
export function staticPolicy(config: Pick<CspConfig, 'https'> = {}): string {
  const directives: Directives = {
    'default-src': ["'self'"],
    'img-src': ["'self'", 'data:'],
    'style-src': ["'self'", "'unsafe-inline'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return serialize(directives, config.https ? ['upgrade-insecure-requests'] : []);
}

/** The CSP config from the environment (server side: the request hook and next.config). */
export function cspConfigFromEnv(env: Record<string, string | undefined>, https: boolean): CspConfig {
  return {
    gtmId: gtmIdFromEnv(env),
    sentryDsn: env.NEXT_PUBLIC_SENTRY_DSN,
    adyenClientKey: env.ADYEN_CLIENT_KEY,
    adyenEnvironment: env.ADYEN_ENVIRONMENT === 'live' ? 'live' : 'test',
    comgateUrl: env.COMGATE_MERCHANT ? env.COMGATE_API_URL || 'https://payments.comgate.cz' : null,
    https,
    development: env.NODE_ENV === 'development',
  };
}
