/**
 * Error reporting (docs/product.md#error-reporting, #constants-ui): Sentry is enabled only with a DSN, samples every error
 * (sample rate 1) and sends only the events whose request URL contains the card payment
 * provider's checkout path — the Adyen drop-in page, in every locale's form from the route
 * table. Everything else is left to the server's structured logs.
 */
import { redactUrl } from '@/routing/redact';
import { ROUTES } from '@/routing/routes';

const checkoutRoute = ROUTES.checkoutAdyen;

/** '/checkout/adyen' and its localized forms ('/kasse/adyen', …), each once. */
export const PAYMENT_CHECKOUT_PATHS: readonly string[] = [...new Set([checkoutRoute.fallback, ...Object.values(checkoutRoute.paths)])];

function pathOf(url: string): string {
  try {
    return new URL(url, 'http://relative.invalid').pathname;
  } catch {
    return url;
  }
}

/** True when the URL's path contains a checkout path (with or without a locale prefix or query). */
export function isPaymentCheckoutUrl(url: string | undefined | null): boolean {
  if (!url) return false;
  const path = pathOf(url);
  return PAYMENT_CHECKOUT_PATHS.some((checkout) => path.includes(checkout));
}

interface EventWithRequest {
  request?: { url?: string; query_string?: unknown; headers?: Record<string, string> };
  breadcrumbs?: { data?: Record<string, unknown> }[];
}

const URL_FIELDS = ['url', 'from', 'to'] as const;

/**
 * Takes the secrets out of every URL the event carries — the page (its ?code= opens the order),
 * the Referer, navigation and fetch breadcrumbs — with the same redactUrl as the data layer and
 * the access log. Changes the event in place (Sentry's beforeSend contract allows it).
 */
function redactEventUrls<E extends EventWithRequest>(event: E): E {
  const { request } = event;
  if (request) {
    if (typeof request.url === 'string') request.url = redactUrl(request.url);
    // The query again, on its own: the redacted URL above carries it.
    if (request.query_string !== undefined) delete request.query_string;
    for (const name of Object.keys(request.headers ?? {})) {
      if (name.toLowerCase() === 'referer') request.headers![name] = redactUrl(request.headers![name]!);
    }
  }
  for (const crumb of event.breadcrumbs ?? []) {
    for (const field of URL_FIELDS) {
      const value = crumb.data?.[field];
      if (typeof value === 'string') crumb.data![field] = redactUrl(value);
    }
  }
  return event;
}

/** beforeSend: the event without secrets in its URLs, or null to drop it. */
export function keepPaymentCheckoutEvents<E extends EventWithRequest>(event: E): E | null {
  return isPaymentCheckoutUrl(event.request?.url) ? redactEventUrls(event) : null;
}

export interface SentryInitOptions {
  dsn: string | undefined;
  enabled: boolean;
  sampleRate: number;
  sendDefaultPii: boolean;
  beforeSend: typeof keepPaymentCheckoutEvents;
}

/** The options every runtime (browser, Node, edge) initialises Sentry with. */
export function sentryOptions(dsn: string | undefined): SentryInitOptions {
  const configured = typeof dsn === 'string' && dsn.trim().length > 0;
  return {
    dsn: configured ? dsn : undefined,
    enabled: configured,
    sampleRate: 1,
    // Card checkout errors are about the order, not the shopper: no cookies, IPs or headers.
    sendDefaultPii: false,
    beforeSend: keepPaymentCheckoutEvents,
  };
}

/** Page-load sessions, and tracing we never sample (it would only patch fetch and history). */
const UNWANTED_BROWSER_INTEGRATIONS = new Set(['BrowserSession', 'BrowserTracing']);

interface NamedIntegration {
  name: string;
}

export interface BrowserSentryInitOptions extends SentryInitOptions {
  sendClientReports: boolean;
  integrations: <I extends NamedIntegration>(defaults: I[]) => I[];
}

/**
 * The browser's options: only card-checkout errors may leave the page. The SDK's defaults would
 * also send a release-health session on every page load and reports about the events beforeSend
 * dropped — requests to a third party on every page, before any consent. Both are off, and so
 * is tracing, which we never sample.
 */
export function browserSentryOptions(dsn: string | undefined): BrowserSentryInitOptions {
  return {
    ...sentryOptions(dsn),
    sendClientReports: false,
    integrations: (defaults) => defaults.filter((integration) => !UNWANTED_BROWSER_INTEGRATIONS.has(integration.name)),
  };
}

export function sentryDsn(env: Record<string, string | undefined> = process.env): string | undefined {
  return env.SENTRY_DSN || env.NEXT_PUBLIC_SENTRY_DSN || undefined;
}
