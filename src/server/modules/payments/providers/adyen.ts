import { createHmac } from 'node:crypto';
import { LOCALES } from '@/i18n/locales';
import { AppError } from '../../../http/errors';
import { constantTimeEqual } from './constant-time';
import { callProvider, parseProviderJson, type FetchLike } from './http';
import type { CreatedPayment, CreatePaymentInput, PaymentProvider, ProviderStatus, StatusHint, VerifiedStatus } from './types';

/**
 * Adyen Checkout, sessions flow, by plain fetch (no @adyen/api-library on the server):
 * POST {checkoutUrl}/sessions creates a session that the @adyen/adyen-web drop-in on
 * /checkout/adyen completes in the browser.
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

export function createAdyenProvider(config: AdyenConfig): PaymentProvider {
  const fetchImpl = config.fetch ?? fetch;
  const base = config.checkoutUrl.replace(/\/+$/, '');
  const headers = { 'x-api-key': config.apiKey, accept: 'application/json' };

  async function request(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Record<string, unknown>> {
    const response = await callProvider(PROVIDER, fetchImpl, `${base}${path}`, {
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
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
    return parseProviderJson(PROVIDER, response);
  }

  return {
    name: 'adyen',
    webhookIsProof: true,

    async create(input: CreatePaymentInput): Promise<CreatedPayment> {
      const json = await request('POST', '/sessions', {
        merchantAccount: config.merchantAccount,
        amount: { value: input.amountX100, currency: input.currency },
        reference: String(input.paymentId),
        merchantOrderReference: input.orderNumber,
        returnUrl: input.returnUrl,
        countryCode: input.country,
        shopperLocale: LOCALES[input.locale].intl,
        shopperEmail: input.email,
        channel: 'Web',
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
      const query = new URLSearchParams({ sessionResult: hint.sessionResult });
      const json = await request('GET', `/sessions/${encodeURIComponent(providerRef)}?${query}`);
      const status = typeof json.status === 'string' ? SESSION_STATUS[json.status] : undefined;
      return { ...unknown, status: status ?? 'pending' };
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

/** Adyen's documented signing string: eight fields joined by ':' (a missing one is empty). */
export function adyenSigningString(item: NotificationRequestItem): string {
  return [
    item.pspReference, item.originalReference, item.merchantAccountCode, item.merchantReference,
    item.amount?.value, item.amount?.currency, item.eventCode, item.success,
  ].map((part) => (part === undefined || part === null ? '' : String(part))).join(':');
}

/** HMAC-SHA256 of the signing string with the hex-decoded key, base64, as Adyen computes it. */
export function adyenHmac(item: NotificationRequestItem, hexKey: string): string {
  return createHmac('sha256', Buffer.from(hexKey, 'hex')).update(adyenSigningString(item), 'utf8').digest('base64');
}

export function verifyAdyenHmac(item: NotificationRequestItem, hexKey: string): boolean {
  if (!/^(?:[0-9a-fA-F]{2})+$/.test(hexKey)) return false;
  const received = item.additionalData?.hmacSignature;
  if (typeof received !== 'string' || received === '') return false;
  return constantTimeEqual(received, adyenHmac(item, hexKey));
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
