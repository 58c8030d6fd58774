import type { Locale } from '@/i18n/locales';
import { AppError } from '../../../http/errors';
import { constantTimeEqual } from './constant-time';
import { callProvider, isWebUrl, parseProviderJson, type FetchLike } from './http';
import type { CreatedPayment, CreatePaymentInput, PaymentProvider, ProviderStatus, RefundInput, RefundResult, VerifiedStatus } from './types';

/**
 * Our own client for Comgate's REST API v2.0 (no npm client exists; docs/architecture.md#dependencies):
 *   POST {apiUrl}/v2.0/payment.json                    create (JSON body, prepareOnly)
 *   GET  {apiUrl}/v2.0/payment/transId/{transId}.json  status
 *   POST {apiUrl}/v1.0/refund                          refund (form-encoded, merchant + secret in the body;
 *                                                      answers form-encoded code=0&message=OK)
 * The first two authenticate with HTTP Basic merchant:secret. Comgate answers `code: 0` on success; any other
 * code, an HTTP error, a timeout or unreadable JSON is 502 PROVIDER_UNAVAILABLE for our callers.
 *
 * Return URLs: Comgate replaces the literal placeholders `${id}` (its transId) and `${refId}` (our
 * reference) in url_paid / url_cancelled / url_pending before redirecting the shopper back, so the
 * returnUrl we are given is passed unchanged to all three. Build it with {@link comgateReturnUrl};
 * a URL built through URLSearchParams would percent-encode the placeholders and they would arrive
 * verbatim. The push notification URL is not a create parameter: it is set in Comgate's client
 * portal (Integration → Shop settings), so `input.notifyUrl` is not sent.
 */
export interface ComgateConfig {
  merchant: string;
  secret: string;
  /** e.g. https://payments.comgate.cz (no trailing /v2.0). */
  apiUrl: string;
  /** Comgate's test mode: payments are simulated on its side. */
  test: boolean;
  timeoutMs: number;
  fetch?: FetchLike;
}

const PROVIDER = 'Comgate';

/** Comgate's method groups: every card brand, every bank button (Comgate lists the banks itself). */
const METHOD_CODES = { card: 'CARD_ALL', bank: 'BANK_ALL' } as const;

/** Languages Comgate's payment page speaks; any other storefront language gets English. */
const COMGATE_LANGUAGES = new Set(['cs', 'sk', 'en', 'pl', 'fr', 'ro', 'de', 'hu', 'si', 'hr', 'no', 'sv']);

/** Comgate limits `label` to 1–16 characters. */
const LABEL_MAX = 16;

const STATUS_MAP: Record<string, ProviderStatus> = {
  PAID: 'paid',
  CANCELLED: 'cancelled',
  PENDING: 'pending',
  // A pre-authorisation holds the money but is not a payment until captured.
  AUTHORIZED: 'pending',
};

/** Unknown statuses count as pending: nothing Comgate says unexpectedly may mark an order paid. */
export function mapComgateStatus(status: unknown): ProviderStatus {
  return (typeof status === 'string' && STATUS_MAP[status.toUpperCase()]) || 'pending';
}

export function comgateLanguage(locale: Locale): string {
  const language = locale.slice(0, 2).toLowerCase();
  return COMGATE_LANGUAGES.has(language) ? language : 'en';
}

/**
 * The shopper return URL with Comgate's placeholders appended as written, e.g.
 * `comgateReturnUrl('https://cs.localhost/platba/comgate')` →
 * `https://cs.localhost/platba/comgate?id=${id}&refId=${refId}`.
 */
export function comgateReturnUrl(pageUrl: string): string {
  return `${pageUrl}${pageUrl.includes('?') ? '&' : '?'}id=\${id}&refId=\${refId}`;
}

export function createComgateProvider(config: ComgateConfig): PaymentProvider {
  const fetchImpl = config.fetch ?? fetch;
  const base = config.apiUrl.replace(/\/+$/, '');
  const headers = {
    authorization: `Basic ${Buffer.from(`${config.merchant}:${config.secret}`).toString('base64')}`,
    accept: 'application/json',
  };

  async function request(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Record<string, unknown>> {
    const response = await callProvider(PROVIDER, fetchImpl, `${base}${path}`, {
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }, config.timeoutMs);
    if (!response.ok) {
      throw new AppError('PROVIDER_UNAVAILABLE', `${PROVIDER} answered HTTP ${response.status}`, { status: response.status });
    }
    const json = parseProviderJson(PROVIDER, response);
    if (Number(json.code) !== 0) {
      throw new AppError('PROVIDER_UNAVAILABLE', `${PROVIDER} refused the request`, {
        code: json.code, message: typeof json.message === 'string' ? json.message : undefined,
      });
    }
    return json;
  }

  return {
    name: 'comgate',

    async create(input: CreatePaymentInput): Promise<CreatedPayment> {
      if (input.method === 'adyen') throw new Error('Comgate cannot take an Adyen payment');
      const json = await request('POST', '/v2.0/payment.json', {
        test: config.test,
        price: input.amountX100,
        curr: input.currency,
        label: comgateLabel(input.label),
        refId: String(input.paymentId),
        method: METHOD_CODES[input.method],
        email: input.email,
        country: input.country,
        lang: comgateLanguage(input.locale),
        prepareOnly: true,
        url_paid: input.returnUrl,
        url_cancelled: input.returnUrl,
        url_pending: input.returnUrl,
      });
      if (typeof json.transId !== 'string' || json.transId === '' || !isWebUrl(json.redirect)) {
        throw new AppError('PROVIDER_UNAVAILABLE', `${PROVIDER} created a payment without a transId or redirect URL`);
      }
      return { providerRef: json.transId, next: { kind: 'redirect', url: json.redirect } };
    },

    async status(providerRef: string): Promise<VerifiedStatus> {
      const json = await request('GET', `/v2.0/payment/transId/${encodeURIComponent(providerRef)}.json`);
      const amountX100 = Number(json.price);
      if (!Number.isSafeInteger(amountX100) || typeof json.curr !== 'string') {
        throw new AppError('PROVIDER_UNAVAILABLE', `${PROVIDER} status has no readable price or currency`);
      }
      return {
        providerRef: typeof json.transId === 'string' && json.transId ? json.transId : providerRef,
        status: mapComgateStatus(json.status),
        amountX100,
        currency: json.curr,
        // Comgate's v2.0 JSON says true/false; its older form encodings say "true"/"false".
        test: json.test === true || json.test === 'true',
      };
    },

    /**
     * Comgate's refund call (API v1.0, the one its documentation gives for refunds): a form with
     * merchant, secret, transId, amount (hundredths), curr, test and our refund id as refId. Code 0
     * is accepted; 1401 (payment cancelled), 1402 (amount higher than allowed) and the rest are
     * Comgate refusing it. Comgate has no idempotency key: the refunds desk makes sure one attempt
     * is one call (docs/adr/0024).
     */
    async refund(input: RefundInput): Promise<RefundResult> {
      const form = new URLSearchParams({
        merchant: config.merchant,
        transId: input.providerRef,
        secret: config.secret,
        amount: String(input.amountX100),
        curr: input.currency,
        test: String(config.test),
        refId: String(input.refundId),
      });
      const response = await callProvider(PROVIDER, fetchImpl, `${base}/v1.0/refund`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/x-www-form-urlencoded' },
        body: form.toString(),
      }, config.timeoutMs);
      if (!response.ok) {
        throw new AppError('PROVIDER_UNAVAILABLE', `${PROVIDER} answered HTTP ${response.status}`, { status: response.status });
      }
      const answer = new URLSearchParams(response.text.trim());
      const code = answer.get('code');
      if (code === null || !/^\d+$/.test(code)) {
        throw new AppError('PROVIDER_UNAVAILABLE', `${PROVIDER} answered the refund with something unreadable`, { status: response.status });
      }
      if (Number(code) !== 0) {
        throw new AppError('PROVIDER_UNAVAILABLE', `${PROVIDER} refused the refund`, { code: Number(code), message: answer.get('message') ?? undefined });
      }
      return { providerRef: null };
    },
  };
}

function comgateLabel(label: string): string {
  const clean = label.replace(/\s+/g, ' ').trim();
  return Array.from(clean).slice(0, LABEL_MAX).join('') || 'Order';
}

export interface ComgateNotification {
  transId: string;
  refId: string;
  /** Comgate's claim, mapped; confirm it with status() before it counts. */
  status: ProviderStatus;
  /** Hundredths, as Comgate sends it. */
  price: number;
  curr: string;
  test: boolean;
}

/**
 * Comgate's background (push) notification: a form-urlencoded POST that carries our merchant id
 * and secret. Those two are its only authentication, compared here in constant time; a mismatch is
 * 401 WEBHOOK_REJECTED. Even an authentic notification is only a hint: the payments service asks
 * status() before it changes anything.
 */
export function parseComgateNotification(
  formBody: string | URLSearchParams,
  expectedMerchant: string,
  expectedSecret: string,
): ComgateNotification {
  const form = typeof formBody === 'string' ? new URLSearchParams(formBody) : formBody;
  const merchantOk = constantTimeEqual(form.get('merchant') ?? '', expectedMerchant);
  const secretOk = constantTimeEqual(form.get('secret') ?? '', expectedSecret);
  if (!merchantOk || !secretOk || expectedSecret === '') {
    throw new AppError('WEBHOOK_REJECTED', 'Comgate notification is not signed with our merchant credentials');
  }
  const transId = form.get('transId') ?? '';
  const price = Number(form.get('price'));
  if (transId === '' || !Number.isSafeInteger(price)) {
    throw new AppError('MALFORMED_REQUEST', 'Comgate notification lacks transId or price');
  }
  return {
    transId,
    refId: form.get('refId') ?? '',
    status: mapComgateStatus(form.get('status')),
    price,
    curr: form.get('curr') ?? '',
    test: form.get('test') === 'true',
  };
}
