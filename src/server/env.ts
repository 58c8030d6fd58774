import { z } from 'zod';
import { trustedProxiesProblem } from './http/client-ip';

/**
 * Server environment, validated once at start-up (instrumentation.ts, scripts). A missing or
 * malformed variable stops start-up with a message naming it.
 */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional(),
  PGLITE_DATA_DIR: z.string().min(1).default('.data/pglite'),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Where server-side rendering reaches the API; Node cannot resolve *.localhost, so 127.0.0.1. */
  INTERNAL_API_BASE_URL: z.string().url().optional(),
  API_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BUILD_HASH: z.string().optional(),
  NEXT_PUBLIC_STOREFRONT_DOMAINS: z.string().optional(),
  NEXT_PUBLIC_PROTOCOL: z.enum(['http', 'https']).optional(),
  NEXT_PUBLIC_BRAND_LOCAL: z.string().min(1).optional(),
  NEXT_PUBLIC_BRAND_SHARED: z.string().min(1).optional(),

  /**
   * production (the default): only real providers; the outbox page, the payment sandbox and the dev
   * routes are not mounted, and start-up refuses demo values (src/server/production-problems.ts).
   * demo: local payment sandbox, mail sink, outbox page and dev routes on (npm run demo sets it).
   */
  APP_MODE: z.enum(['demo', 'production']).default('production'),
  /**
   * Which proxies' X-Forwarded-For to believe for the client IP (docs/adr/0011): comma-separated
   * addresses or CIDRs (IPv4, IPv6), or a hop count; empty: none, the socket's address is the client.
   */
  TRUSTED_PROXIES: z.string().optional().superRefine((value, ctx) => {
    const problem = trustedProxiesProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  /** Minutes a copy in a cart stays reserved for that cart. */
  CART_HOLD_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(20),
  /** Minutes an order paid by card / bank button may stay unpaid before its copies are free again. */
  UNPAID_ORDER_MINUTES: z.coerce.number().int().min(5).max(7 * 24 * 60).default(60),
  /**
   * Minutes between the in-process watchdog runs (matching new copies, then the e-mails); 0 turns
   * them off, for a deployment that runs run-watchdogs.cli.ts from its own scheduler instead.
   */
  WATCHDOG_RUN_MINUTES: z.coerce.number().int().min(0).max(7 * 24 * 60).default(24 * 60),
  /**
   * Minutes between the shipment status polls (docs/adr/0023: Packeta has no push; each run asks the
   * carrier about the parcels still on their way, once per cluster); 0 turns the poll off.
   */
  SHIPMENT_POLL_MINUTES: z.coerce.number().int().min(0).max(7 * 24 * 60).default(30),
  /**
   * The listing's in-memory facet index (docs/adr/0032): on = facet counts from the index each
   * instance keeps current from book_search_changes; off = the SQL counts and shared cache (ADR 0004).
   */
  LISTING_FACET_INDEX: z.enum(['on', 'off']).default('on'),
  /** Commission selling: how often delivered / returned commission sales are settled and listings ended (0: never; docs/adr/0030). */
  COMMISSION_SETTLE_MINUTES: z.coerce.number().int().min(0).max(7 * 24 * 60).default(10),
  /** Seconds the HTML of an anonymous listing, category or home page view is reused (docs/adr/0009); 0 = off. */
  PAGE_HTML_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  /** Days a bank-transfer order waits for the money. */
  BANK_TRANSFER_DAYS: z.coerce.number().int().min(1).max(30).default(5),
  /**
   * Caps on copies held by unpaid orders (docs/adr/0012): per order e-mail, per client IP, per
   * device (the browser's cart). An order that would go over one is refused (422 UNPAID_COPIES_LIMIT).
   */
  UNPAID_COPIES_PER_EMAIL: z.coerce.number().int().min(1).max(1000).default(10),
  UNPAID_COPIES_PER_IP: z.coerce.number().int().min(1).max(10_000).default(20),
  UNPAID_COPIES_PER_DEVICE: z.coerce.number().int().min(1).max(1000).default(10),
  /** Timeout of every outgoing payment-provider call, milliseconds. */
  PAYMENT_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(10_000),

  COMGATE_MERCHANT: z.string().min(1).optional(),
  COMGATE_SECRET: z.string().min(1).optional(),
  COMGATE_API_URL: z.string().url().default('https://payments.comgate.cz'),
  COMGATE_TEST: z.enum(['true', 'false']).default('true'),

  ADYEN_API_KEY: z.string().min(1).optional(),
  ADYEN_MERCHANT_ACCOUNT: z.string().min(1).optional(),
  ADYEN_CLIENT_KEY: z.string().min(1).optional(),
  /** Hex HMAC key of the webhook (Customer Area → Webhooks). */
  ADYEN_HMAC_KEY: z.string().regex(/^[0-9a-fA-F]+$/, 'hex').optional(),
  ADYEN_ENVIRONMENT: z.enum(['test', 'live']).default('test'),
  /** Checkout API base, e.g. https://checkout-test.adyen.com/v71 (live: the account's prefix URL). */
  ADYEN_CHECKOUT_URL: z.string().url().default('https://checkout-test.adyen.com/v71'),

  /**
   * Packeta (Zásilkovna) REST/XML API (issue 13 item 5): the API password from the client section,
   * the API base and the sender label ("eshop") the account knows. Unset password: no Packeta
   * shipments (demo mode uses the sandbox carrier instead).
   */
  PACKETA_API_PASSWORD: z.string().min(1).optional(),
  PACKETA_API_URL: z.string().url().default('https://www.zasilkovna.cz/api/rest'),
  PACKETA_ESHOP: z.string().min(1).max(64).default('bookturn'),
  /** Timeout of every outgoing carrier call, milliseconds. */
  CARRIER_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(10_000),

  /** The shop's bank account for transfers and the payment QR code. */
  BANK_IBAN: z.string().regex(/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/, 'IBAN without spaces').default('CZ6508000000192000145399'),
  BANK_BIC: z.string().regex(/^[A-Z0-9]{8}([A-Z0-9]{3})?$/).default('GIBACZPX'),
  BANK_ACCOUNT_NAME: z.string().min(1).default('Bookturn s.r.o.'),

  /** smtp://user:pass@host:port for real mail; empty: the local mail sink (demo) stores mail in the outbox table. */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().min(3).default('Bookturn <obchod@bookturn.example>'),

  /** Google login (OAuth 2.0 client of type "web application"); both or neither. Unset: the button is hidden. */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** Seznam login (https://vyvojari.seznam.cz/oauth/admin); both or neither. Unset: the button is hidden. */
  SEZNAM_CLIENT_ID: z.string().min(1).optional(),
  SEZNAM_CLIENT_SECRET: z.string().min(1).optional(),

  /** Tag Manager id; lenient on purpose (docs/product.md#tag-manager-id: a wrong id simply does not load). */
  NEXT_PUBLIC_GTM_ID: z.string().max(32).optional(),
  NEXT_PUBLIC_SENTRY_DSN: z.string().url().optional(),
  SENTRY_DSN: z.string().url().optional(),

  /** Web Push (watchdog hits): VAPID key pair (base64url) and the contact subject. */
  VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{86,88}$/).optional(),
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{43}$/).optional(),
  VAPID_SUBJECT: z.string().regex(/^(mailto:|https:)/).optional(),
});

export type ServerEnv = z.infer<typeof schema> & { INTERNAL_API_BASE_URL: string };

export class EnvError extends Error {}

export function parseServerEnv(raw: Record<string, string | undefined>): ServerEnv {
  // Empty strings in .env files mean "not set".
  const cleaned = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined && v !== ''));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = result.data;
  return { ...env, INTERNAL_API_BASE_URL: env.INTERNAL_API_BASE_URL ?? `http://127.0.0.1:${env.PORT}/api` };
}

let cached: ServerEnv | undefined;
export function serverEnv(): ServerEnv {
  cached ??= parseServerEnv(process.env);
  return cached;
}
