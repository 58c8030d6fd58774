import { createHmac } from 'node:crypto';
import { AppError } from '../../../http/errors';
import {
  adyenHmac, adyenSigningString, createAdyenProvider, parseAdyenWebhook, verifyAdyenHmac,
  type AdyenConfig, type NotificationRequestItem,
} from './adyen';
import { fakeFetch, hangingFetch, jsonResponse } from './fake-fetch.test-support';
import type { CreatePaymentInput } from './types';

const config: Omit<AdyenConfig, 'fetch'> = {
  apiKey: 'AQE-test-key', merchantAccount: 'BookturnECOM', clientKey: 'test_CLIENTKEY', environment: 'test',
  checkoutUrl: 'https://checkout-test.adyen.com/v71/', timeoutMs: 2000,
};

const input: CreatePaymentInput = {
  paymentId: 77,
  orderNumber: 'BT26100002',
  amountX100: 2_499,
  currency: 'EUR',
  email: 'max@example.de',
  locale: 'de-DE',
  method: 'adyen',
  returnUrl: 'https://de.localhost/zahlung/adyen',
  notifyUrl: 'https://de.localhost/api/adonis/v1/payments/webhooks/adyen',
  label: 'Bestellung BT26100002',
  country: 'DE',
};

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error('expected a rejection');
}

describe('Adyen sessions', () => {
  it('creates a session with X-API-Key and hands the drop-in its data', async () => {
    const stub = fakeFetch(() => jsonResponse({ id: 'CS1234567890ABCDEF', sessionData: 'Ab02b4c0!BQABAgB…', amount: { value: 2499, currency: 'EUR' } }, 201));
    const created = await createAdyenProvider({ ...config, fetch: stub.fetch }).create(input);

    expect(created).toEqual({
      providerRef: 'CS1234567890ABCDEF',
      next: { kind: 'adyen', sessionId: 'CS1234567890ABCDEF', sessionData: 'Ab02b4c0!BQABAgB…', clientKey: 'test_CLIENTKEY', environment: 'test' },
    });
    const [call] = stub.calls;
    expect(call.method).toBe('POST');
    expect(call.url).toBe('https://checkout-test.adyen.com/v71/sessions');
    expect(call.headers['x-api-key']).toBe('AQE-test-key');
    expect(call.body).toEqual({
      merchantAccount: 'BookturnECOM',
      amount: { value: 2499, currency: 'EUR' },
      reference: '77',
      merchantOrderReference: 'BT26100002',
      returnUrl: 'https://de.localhost/zahlung/adyen',
      countryCode: 'DE',
      shopperLocale: 'de-DE',
      shopperEmail: 'max@example.de',
      channel: 'Web',
    });
  });

  it('uses the storefront locale table for shopperLocale', async () => {
    const stub = fakeFetch(() => jsonResponse({ id: 'CS1', sessionData: 'x' }, 201));
    await createAdyenProvider({ ...config, fetch: stub.fetch }).create({ ...input, locale: 'en', country: 'CZ' });
    expect(stub.calls[0].body).toMatchObject({ shopperLocale: 'en-GB', countryCode: 'CZ' });
  });

  it.each([
    ['a validation error', () => jsonResponse({ status: 422, errorCode: '14_030', message: 'Return URL is missing.', errorType: 'validation' }, 422)],
    ['an auth error', () => jsonResponse({ status: 401, errorCode: '000', message: 'HTTP Status Response - Unauthorized' }, 401)],
    ['a server error with an HTML body', () => new Response('<html>bad gateway</html>', { status: 502 })],
    ['a session without sessionData', () => jsonResponse({ id: 'CS1' }, 201)],
    ['garbage', () => new Response('not json', { status: 200 })],
  ])('turns %s into 502 PROVIDER_UNAVAILABLE', async (_case, answer) => {
    const err = await rejection(createAdyenProvider({ ...config, fetch: fakeFetch(answer).fetch }).create(input));
    expect(err.code).toBe('PROVIDER_UNAVAILABLE');
  });

  it('reports Adyen\'s error code but never our API key', async () => {
    const stub = fakeFetch(() => jsonResponse({ status: 422, errorCode: '14_030', message: 'Return URL is missing.' }, 422));
    const err = await rejection(createAdyenProvider({ ...config, fetch: stub.fetch }).create(input));
    expect(err.details).toEqual({ status: 422, errorCode: '14_030', message: 'Return URL is missing.' });
    expect(JSON.stringify(err.details)).not.toContain(config.apiKey);
  });

  it('gives up after the configured timeout', async () => {
    const err = await rejection(createAdyenProvider({ ...config, timeoutMs: 40, fetch: hangingFetch }).create(input));
    expect(err.code).toBe('PROVIDER_UNAVAILABLE');
    expect(err.message).toMatch(/40 ms/);
  });
});

describe('Adyen base URL', () => {
  it('sends live calls to the configured live URL (its prefix and API version), not the library\'s default', async () => {
    const stub = fakeFetch(() => jsonResponse({ id: 'CS9', sessionData: 'x' }, 201));
    const liveUrl = 'https://1797a841fbb37ca7-adyendemo-checkout-live.adyenpayments.com/checkout/v71';
    await createAdyenProvider({ ...config, environment: 'live', checkoutUrl: liveUrl, fetch: stub.fetch }).create(input);
    expect(stub.calls.map((c) => c.url)).toEqual([`${liveUrl}/sessions`]);
  });
});

describe('Adyen status', () => {
  it('says pending without calling Adyen when there is no sessionResult (the webhook decides)', async () => {
    const stub = fakeFetch(() => jsonResponse({}));
    const provider = createAdyenProvider({ ...config, fetch: stub.fetch });
    expect(provider.webhookIsProof).toBe(true);
    expect(await provider.status('CS1')).toEqual({ providerRef: 'CS1', status: 'pending', amountX100: 0, currency: '' });
    expect(stub.calls).toHaveLength(0);
  });

  it.each([
    ['canceled', 'cancelled'],
    ['refused', 'failed'],
    ['expired', 'failed'],
    ['active', 'pending'],
    ['paymentPending', 'pending'],
    // Authorised, but only the signed AUTHORISATION webhook (with its amount) marks an order paid.
    ['completed', 'pending'],
    ['somethingNew', 'pending'],
  ] as const)('maps session status %s to %s', async (adyenStatus, expected) => {
    const stub = fakeFetch(() => jsonResponse({ id: 'CS1', status: adyenStatus }));
    const status = await createAdyenProvider({ ...config, fetch: stub.fetch }).status('CS1', { sessionResult: 'X3XtfGC9!H4s…' });
    expect(status.status).toBe(expected);
    expect(stub.calls[0].method).toBe('GET');
    const url = new URL(stub.calls[0].url);
    expect(`${url.origin}${url.pathname}`).toBe('https://checkout-test.adyen.com/v71/sessions/CS1');
    expect(url.searchParams.get('sessionResult')).toBe('X3XtfGC9!H4s…');
  });
});

// Adyen's own published test vector (adyen-node-api-library, hmacValidator.spec.ts).
const VECTOR_KEY = 'DFB1EB5485895CFA84146406857104ABB4CBCABDC8AAF103A624C8F6A3EAAB00';
const VECTOR_ITEM: NotificationRequestItem = {
  pspReference: 'pspReference',
  originalReference: 'originalReference',
  merchantAccountCode: 'merchantAccount',
  merchantReference: 'reference',
  amount: { currency: 'EUR', value: 1000 },
  eventCode: 'CAPTURE',
  success: 'true',
  additionalData: { hmacSignature: 'xhpHvYq2u2Np0rstbZ6QjLGu7JWhvf7Iwaa6EviJSX0=' },
};

describe('Adyen HMAC', () => {
  it('builds the documented signing string', () => {
    expect(adyenSigningString(VECTOR_ITEM)).toBe('pspReference:originalReference:merchantAccount:reference:1000:EUR:CAPTURE:true');
    expect(adyenSigningString({ ...VECTOR_ITEM, originalReference: undefined })).toBe('pspReference::merchantAccount:reference:1000:EUR:CAPTURE:true');
  });

  it('matches Adyen\'s published vector', () => {
    expect(adyenHmac(VECTOR_ITEM, VECTOR_KEY)).toBe('xhpHvYq2u2Np0rstbZ6QjLGu7JWhvf7Iwaa6EviJSX0=');
    expect(verifyAdyenHmac(VECTOR_ITEM, VECTOR_KEY)).toBe(true);
    expect(verifyAdyenHmac(VECTOR_ITEM, VECTOR_KEY.toLowerCase())).toBe(true);
  });

  it('rejects a tampered amount, a wrong key, a missing signature and a malformed key', () => {
    expect(verifyAdyenHmac({ ...VECTOR_ITEM, amount: { currency: 'EUR', value: 1 } }, VECTOR_KEY)).toBe(false);
    expect(verifyAdyenHmac(VECTOR_ITEM, VECTOR_KEY.replace(/^D/, 'E'))).toBe(false);
    expect(verifyAdyenHmac({ ...VECTOR_ITEM, additionalData: {} }, VECTOR_KEY)).toBe(false);
    expect(verifyAdyenHmac(VECTOR_ITEM, '')).toBe(false);
    expect(verifyAdyenHmac(VECTOR_ITEM, 'xyz')).toBe(false);
  });
});

describe('parseAdyenWebhook', () => {
  const key = '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056';
  const sign = (item: NotificationRequestItem, hexKey = key): NotificationRequestItem => {
    const data = [item.pspReference, item.originalReference ?? '', item.merchantAccountCode, item.merchantReference,
      item.amount?.value, item.amount?.currency, item.eventCode, item.success].join(':');
    const signature = createHmac('sha256', Buffer.from(hexKey, 'hex')).update(data).digest('base64');
    return { ...item, additionalData: { ...item.additionalData, hmacSignature: signature } };
  };
  const authorisation = (over: Partial<NotificationRequestItem> = {}): NotificationRequestItem => ({
    pspReference: 'QFQTPCQ8HXSKGK82', merchantAccountCode: 'BookturnECOM', merchantReference: '77',
    amount: { value: 2499, currency: 'EUR' }, eventCode: 'AUTHORISATION', success: 'true',
    additionalData: { paymentMethodVariant: 'visa' }, ...over,
  });
  const body = (...items: NotificationRequestItem[]) => ({ live: 'false', notificationItems: items.map((NotificationRequestItem) => ({ NotificationRequestItem })) });

  it('returns the verified items in order', () => {
    const items = parseAdyenWebhook(body(sign(authorisation()), sign(authorisation({ eventCode: 'CAPTURE', success: 'false', pspReference: 'B2', originalReference: 'QFQTPCQ8HXSKGK82' }))), key);
    expect(items).toEqual([
      {
        pspReference: 'QFQTPCQ8HXSKGK82', originalReference: null, merchantReference: '77', merchantAccountCode: 'BookturnECOM',
        eventCode: 'AUTHORISATION', success: true, amountX100: 2499, currency: 'EUR', eventKey: 'QFQTPCQ8HXSKGK82:AUTHORISATION:true',
      },
      {
        pspReference: 'B2', originalReference: 'QFQTPCQ8HXSKGK82', merchantReference: '77', merchantAccountCode: 'BookturnECOM',
        eventCode: 'CAPTURE', success: false, amountX100: 2499, currency: 'EUR', eventKey: 'B2:CAPTURE:false',
      },
    ]);
  });

  it('rejects the whole delivery if any one item is forged', () => {
    const forged = { ...sign(authorisation({ pspReference: 'X' })), amount: { value: 1, currency: 'EUR' } };
    const run = () => parseAdyenWebhook(body(sign(authorisation()), forged), key);
    expect(run).toThrow(AppError);
    try {
      run();
    } catch (err) {
      expect((err as AppError).code).toBe('WEBHOOK_REJECTED');
    }
  });

  it('rejects a delivery signed with another key and an unsigned one', () => {
    const otherKey = '00'.repeat(32);
    expect(() => parseAdyenWebhook(body(sign(authorisation(), otherKey)), key)).toThrow('HMAC');
    expect(() => parseAdyenWebhook(body(authorisation()), key)).toThrow('HMAC');
  });

  it.each([
    ['null', null],
    ['an empty object', {}],
    ['no items', { notificationItems: [] }],
    ['an item without its wrapper', { notificationItems: [authorisation()] }],
  ])('answers %s with 400 MALFORMED_REQUEST', (_case, json) => {
    expect(() => parseAdyenWebhook(json, key)).toThrow(AppError);
    try {
      parseAdyenWebhook(json, key);
    } catch (err) {
      expect((err as AppError).code).toBe('MALFORMED_REQUEST');
    }
  });
});

describe('Adyen refund', () => {
  const refund = { providerRef: 'CS1234567890ABCDEF', pspReference: 'QFQTPCQ8HXSKGK82', amountX100: 2_499, currency: 'EUR' as const, refundId: 77, idempotencyKey: 'refund-77-1' };

  it('refunds the captured payment by its pspReference through our fetch, with the attempt’s Idempotency-Key', async () => {
    const stub = fakeFetch(() => jsonResponse({
      merchantAccount: 'BookturnECOM', paymentPspReference: 'QFQTPCQ8HXSKGK82', pspReference: 'Z5RLWQ3BSM3BRT65', reference: 'refund-77', status: 'received',
      amount: { value: 2499, currency: 'EUR' },
    }, 201));
    const result = await createAdyenProvider({ ...config, fetch: stub.fetch }).refund(refund);

    expect(result).toEqual({ providerRef: 'Z5RLWQ3BSM3BRT65' });
    const [call] = stub.calls;
    expect(call.method).toBe('POST');
    expect(call.url).toBe('https://checkout-test.adyen.com/v71/payments/QFQTPCQ8HXSKGK82/refunds');
    expect(call.headers['x-api-key']).toBe('AQE-test-key');
    expect(call.headers['idempotency-key']).toBe('refund-77-1');
    expect(call.body).toEqual({ merchantAccount: 'BookturnECOM', amount: { value: 2499, currency: 'EUR' }, reference: 'refund-77' });
  });

  it('passes Adyen’s refusal on as PROVIDER_UNAVAILABLE with its errorCode', async () => {
    const stub = fakeFetch(() => jsonResponse({ status: 422, errorCode: '167', message: 'Original pspReference required for this operation', errorType: 'validation' }, 422));
    const err = await rejection(createAdyenProvider({ ...config, fetch: stub.fetch }).refund(refund));
    expect(err.code).toBe('PROVIDER_UNAVAILABLE');
    expect(err.details).toMatchObject({ status: 422, errorCode: '167' });
  });

  it('refuses without a pspReference and never calls Adyen', async () => {
    const stub = fakeFetch(() => jsonResponse({}));
    const err = await rejection(createAdyenProvider({ ...config, fetch: stub.fetch }).refund({ ...refund, pspReference: null }));
    expect(err.code).toBe('PROVIDER_UNAVAILABLE');
    expect(stub.calls).toHaveLength(0);
  });

  it('gives up on a silent Adyen at our deadline', async () => {
    const err = await rejection(createAdyenProvider({ ...config, timeoutMs: 50, fetch: hangingFetch }).refund(refund));
    expect(err.code).toBe('PROVIDER_UNAVAILABLE');
  });
});
