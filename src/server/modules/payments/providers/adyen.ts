// Deep imports on purpose: the package's index loads all of its ~2,400 modules (every API and
// model), about a second of CPU at every start of a process that may never pay by Adyen. The
// checkout client is loaded on the first Adyen call; the HMAC validator is one small file.
import type Config from '@adyen/api-library/lib/src/config';
import type { ModificationsApi } from '@adyen/api-library/lib/src/services/checkout/modificationsApi';
import type { PaymentsApi } from '@adyen/api-library/lib/src/services/checkout/paymentsApi';
import type { CreateCheckoutSessionRequest } from '@adyen/api-library/lib/src/typings/checkout/createCheckoutSessionRequest';
import type { IRequest } from '@adyen/api-library/lib/src/typings/requestOptions';
import HmacValidator from '@adyen/api-library/lib/src/utils/hmacValidator';
import { LOCALES } from '@/i18n/locales';
import { AppError } from '../../../http/errors';
import { callProvider, parseProviderJson, type FetchLike } from './http';
import type { CreatedPayment, CreatePaymentInput, PaymentProvider, ProviderStatus, RefundInput, RefundResult, StatusHint, VerifiedStatus } from './types';

/**
 * Adyen Checkout, sessions flow, through @adyen/api-library (its CheckoutAPI builds and reads the
 * calls; its hmacValidator checks webhooks): POST {checkoutUrl}/sessions creates a session that
 * the @adyen/adyen-web drop-in on /checkout/adyen completes in the browser. The library's HTTP
 * client is ours (`adyenHttpClient`): the injected fetch, the configured base URL, a hard timeout
 * and our error codes on every call.
 *
 * Why status() mostly answers 'pending': Adyen has no "what became of this payment" call for
 * sessions. GET /sessions/{id} requires the `sessionResult` that only the drop-in receives, and
 * Adyen documents its answer as a snapshot not to be polled. The source of truth is the
 * AUTHORISATION webhook, which is authenticated by an HMAC signature (parseAdyenWebhook); the
 * provider says so with `webhookIsProof`. With a sessionResult, status() reports a cancelled,
 * refused or expired session, and still answers 'pending' for a completed one: the webhook, which
 * carries the amount, is what marks an order paid. The webhook URL is configured in Adyen's
 * Customer Area, so `input.notifyUrl` is not sent.
 */
export interface AdyenConfig {
  apiKey: string;
  merchantAccount: string;
  /** The public client key handed to the drop-in. */
  clientKey: string;
  /** 'test' or 'live', as the drop-in expects it. */
  environment: string;
  /** e.g. https://checkout-test.adyen.com/v71 */
  checkoutUrl: string;
  timeoutMs: number;
  fetch?: FetchLike;
}

const PROVIDER = 'Adyen';

const SESSION_STATUS: Record<string, ProviderStatus> = {
  canceled: 'cancelled',
  refused: 'failed',
  expired: 'failed',
  active: 'pending',
  paymentPending: 'pending',
  completed: 'pending',
};

/**
 * The library's HTTP client, on our fetch. The library names the endpoint on its own base URL
 * (its API version, live hosts from a prefix); the configured `checkoutUrl` replaces that base
 * and keeps the operation path, so the version and host stay the operator's choice.
 */
function adyenHttpClient(config: AdyenConfig, fetchImpl: FetchLike) {
  const base = config.checkoutUrl.replace(/\/+$/, '');
  return {
    async request(endpoint: string, json: string | Buffer, _config: Config, _apiKeyRequired: boolean, options: IRequest.Options = {}): Promise<string> {
      const libraryUrl = new URL(endpoint);
      const url = new URL(`${base}${libraryUrl.pathname.replace(/^.*?\/v\d+(?=\/)/, '')}`);
      for (const [name, value] of Object.entries(options.params ?? {})) url.searchParams.set(name, String(value));
      const method = options.method ?? 'POST';
      const headers: Record<string, string> = { 'x-api-key': config.apiKey, accept: 'application/json' };
      if (method !== 'GET') headers['content-type'] = 'application/json';
      if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
      const response = await callProvider(PROVIDER, fetchImpl, url.toString(), {
        method, headers, body: method === 'GET' ? undefined : json.toString(),
      }, config.timeoutMs);
      if (!response.ok) {
        // Adyen's error body names the problem (errorCode, message); it never contains our key.
        let problem: Record<string, unknown> = {};
        try {
          problem = parseProviderJson(PROVIDER, response);
        } catch {
          // An unreadable error body changes nothing: the call failed either way.
        }
        throw new AppError('PROVIDER_UNAVAILABLE', `${PROVIDER} answered HTTP ${response.status}`, {
          status: response.status, errorCode: problem.errorCode, message: problem.message,
        });
      }
      // The library would hand a non-JSON body on as a string: refuse it here.
      parseProviderJson(PROVIDER, response);
      return response.text;
    },
  };
}

/** The library insists on a live URL prefix in live mode; ours comes with the configured URL. */
function liveUrlPrefix(checkoutUrl: string): string {
  const host = new URL(checkoutUrl).hostname;
  return /^(.+)-checkout-live\.adyenpayments\.com$/.exec(host)?.[1] ?? host.split('.')[0]!;
}

async function checkoutClient(config: AdyenConfig) {
  const [{ default: Client }, { EnvironmentEnum }] = await Promise.all([
    import('@adyen/api-library/lib/src/client'),
    import('@adyen/api-library/lib/src/config'),
  ]);
  const live = config.environment === 'live';
  const client = new Client({
    apiKey: config.apiKey,
    environment: live ? EnvironmentEnum.LIVE : EnvironmentEnum.TEST,
    liveEndpointUrlPrefix: live ? liveUrlPrefix(config.checkoutUrl) : undefined,
    connectionTimeoutMillis: config.timeoutMs,
  });
  client.httpClient = adyenHttpClient(config, config.fetch ?? fetch);
  return client;
}

async function checkoutPayments(config: AdyenConfig): Promise<PaymentsApi> {
  const [client, { PaymentsApi }] = await Promise.all([checkoutClient(config), import('@adyen/api-library/lib/src/services/checkout/paymentsApi')]);
  return new PaymentsApi(client);
}

/** The refunds desk's door (docs/adr/0024): POST /payments/{pspReference}/refunds. */
async function checkoutModifications(config: AdyenConfig): Promise<ModificationsApi> {
  const [client, { ModificationsApi }] = await Promise.all([checkoutClient(config), import('@adyen/api-library/lib/src/services/checkout/modificationsApi')]);
  return new ModificationsApi(client);
}

export function createAdyenProvider(config: AdyenConfig): PaymentProvider {
  let payments: Promise<PaymentsApi> | null = null;
  const api = () => (payments ??= checkoutPayments(config));
  let modifications: Promise<ModificationsApi> | null = null;
  const modificationsApi = () => (modifications ??= checkoutModifications(config));

  return {
    name: 'adyen',
    webhookIsProof: true,

    async create(input: CreatePaymentInput): Promise<CreatedPayment> {
      const json = await (await api()).sessions({
        merchantAccount: config.merchantAccount,
        amount: { value: input.amountX100, currency: input.currency },
        reference: String(input.paymentId),
        merchantOrderReference: input.orderNumber,
        returnUrl: input.returnUrl,
        countryCode: input.country,
        shopperLocale: LOCALES[input.locale].intl,
        shopperEmail: input.email,
        channel: 'Web' as CreateCheckoutSessionRequest.ChannelEnum,
      });
      if (typeof json.id !== 'string' || json.id === '' || typeof json.sessionData !== 'string' || json.sessionData === '') {
        throw new AppError('PROVIDER_UNAVAILABLE', `${PROVIDER} created a session without id or sessionData`);
      }
      return {
        providerRef: json.id,
        next: { kind: 'adyen', sessionId: json.id, sessionData: json.sessionData, clientKey: config.clientKey, environment: config.environment },
      };
    },

    async status(providerRef: string, hint?: StatusHint): Promise<VerifiedStatus> {
      const unknown = { providerRef, status: 'pending' as ProviderStatus, amountX100: 0, currency: '' };
      if (!hint?.sessionResult) return unknown;
      const json = await (await api()).getResultOfPaymentSession(providerRef, hint.sessionResult);
      const status = typeof json.status === 'string' ? SESSION_STATUS[json.status] : undefined;
      return { ...unknown, status: status ?? 'pending' };
    },

    /**
     * Adyen's refund of a captured payment (ModificationsApi.refundCapturedPayment): asynchronous —
     * Adyen answers `status: received` with the refund's own pspReference, and tells the outcome
     * later in a REFUND webhook. The Idempotency-Key header is the attempt's key, so a repeated
     * request of one attempt is applied once by Adyen too.
     */
    async refund(input: RefundInput): Promise<RefundResult> {
      if (!input.pspReference) throw new AppError('PROVIDER_UNAVAILABLE', `${PROVIDER} payment has no pspReference to refund`, { code: 'NO_PSP_REFERENCE' });
      const json = await (await modificationsApi()).refundCapturedPayment(input.pspReference, {
        merchantAccount: config.merchantAccount,
        amount: { value: input.amountX100, currency: input.currency },
        reference: `refund-${input.refundId}`,
      }, { idempotencyKey: input.idempotencyKey });
      if (typeof json.pspReference !== 'string' || json.pspReference === '' || String(json.status) !== 'received') {
        throw new AppError('PROVIDER_UNAVAILABLE', `${PROVIDER} did not accept the refund`, { status: 200, code: String(json.status ?? '') });
      }
      return { providerRef: json.pspReference };
    },
  };
}

/** The part of Adyen's standard notification item that we read. */
export interface NotificationRequestItem {
  pspReference?: string;
  originalReference?: string;
  merchantAccountCode?: string;
  merchantReference?: string;
  amount?: { value?: number | string; currency?: string };
  eventCode?: string;
  success?: string | boolean;
  additionalData?: Record<string, unknown>;
}

export interface VerifiedAdyenItem {
  pspReference: string;
  originalReference: string | null;
  /** Our reference: the payments.id we sent as `reference`. */
  merchantReference: string;
  merchantAccountCode: string;
  eventCode: string;
  success: boolean;
  amountX100: number;
  currency: string;
  /** A stable key for payment_events (Adyen may deliver the same item more than once). */
  eventKey: string;
}

const validator = new HmacValidator();
type LibraryItem = Parameters<HmacValidator['validateHMAC']>[0];

/** Adyen's documented signing string: eight fields joined by ':' (a missing one is empty). */
export function adyenSigningString(item: NotificationRequestItem): string {
  // The library reads amount.value without a guard; a missing amount signs as empty fields.
  return validator.getDataToSign({ ...item, amount: item.amount ?? {} } as unknown as LibraryItem);
}

/** HMAC-SHA256 of the signing string with the hex-decoded key, base64, as Adyen computes it. */
export function adyenHmac(item: NotificationRequestItem, hexKey: string): string {
  return validator.calculateHmac(adyenSigningString(item), hexKey);
}

export function verifyAdyenHmac(item: NotificationRequestItem, hexKey: string): boolean {
  // Buffer.from(…, 'hex') would quietly cut a malformed key short; such a key verifies nothing.
  if (!/^(?:[0-9a-fA-F]{2})+$/.test(hexKey)) return false;
  const received = item.additionalData?.hmacSignature;
  if (typeof received !== 'string' || received === '') return false;
  try {
    return validator.validateHMAC({ ...item, amount: item.amount ?? {} } as unknown as LibraryItem, hexKey);
  } catch {
    return false;
  }
}

/**
 * A standard Adyen webhook body ({ live, notificationItems: [{ NotificationRequestItem }] }),
 * every item HMAC-verified. One bad signature rejects the whole delivery (401 WEBHOOK_REJECTED),
 * so nothing from a forged or tampered batch is stored.
 */
export function parseAdyenWebhook(json: unknown, hexKey: string): VerifiedAdyenItem[] {
  const wrappers = (json as { notificationItems?: unknown } | null)?.notificationItems;
  if (!Array.isArray(wrappers) || wrappers.length === 0) {
    throw new AppError('MALFORMED_REQUEST', 'Adyen webhook has no notificationItems');
  }
  const items = wrappers.map((wrapper) => (wrapper as { NotificationRequestItem?: unknown } | null)?.NotificationRequestItem);
  if (items.some((item) => item === null || typeof item !== 'object')) {
    throw new AppError('MALFORMED_REQUEST', 'Adyen webhook item is not a NotificationRequestItem');
  }
  const typed = items as NotificationRequestItem[];
  if (!typed.every((item) => verifyAdyenHmac(item, hexKey))) {
    throw new AppError('WEBHOOK_REJECTED', 'Adyen webhook HMAC signature does not verify');
  }
  return typed.map((item) => {
    const amountX100 = Number(item.amount?.value);
    if (!item.pspReference || !item.eventCode || !Number.isSafeInteger(amountX100)) {
      throw new AppError('MALFORMED_REQUEST', 'Adyen webhook item lacks pspReference, eventCode or amount');
    }
    const success = String(item.success) === 'true';
    return {
      pspReference: item.pspReference,
      originalReference: item.originalReference || null,
      merchantReference: item.merchantReference ?? '',
      merchantAccountCode: item.merchantAccountCode ?? '',
      eventCode: item.eventCode,
      success,
      amountX100,
      currency: item.amount?.currency ?? '',
      eventKey: `${item.pspReference}:${item.eventCode}:${success}`,
    };
  });
}
