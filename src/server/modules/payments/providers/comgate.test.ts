import { AppError } from '../../../http/errors';
import {
  comgateLanguage, comgateReturnUrl, createComgateProvider, mapComgateStatus, parseComgateNotification, type ComgateConfig,
} from './comgate';
import { fakeFetch, hangingFetch, jsonResponse } from './fake-fetch.test-support';
import type { CreatePaymentInput } from './types';

const config: Omit<ComgateConfig, 'fetch'> = {
  merchant: '123456', secret: 'gx4q8OV3TJt6noJnfhjqJKyX3Z6Ych0y', apiUrl: 'https://payments.comgate.cz/', test: true, timeoutMs: 2000,
};

const input: CreatePaymentInput = {
  paymentId: 42,
  orderNumber: 'BT26100001',
  amountX100: 123_450,
  currency: 'CZK',
  email: 'jana@example.cz',
  locale: 'cs',
  method: 'card',
  returnUrl: comgateReturnUrl('https://cs.localhost/platba/comgate'),
  notifyUrl: 'https://cs.localhost/api/adonis/v1/payments/webhooks/comgate',
  label: 'Objednávka BT26100001',
  country: 'CZ',
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

describe('Comgate create', () => {
  it('posts the v2.0 JSON payment with HTTP Basic and returns the redirect', async () => {
    const stub = fakeFetch(() => jsonResponse({ code: 0, message: 'OK', transId: 'AB12-CD34-EF56', redirect: 'https://payments.comgate.cz/client/instructions/index?id=AB12-CD34-EF56' }));
    const provider = createComgateProvider({ ...config, fetch: stub.fetch });

    const created = await provider.create(input);

    expect(created).toEqual({
      providerRef: 'AB12-CD34-EF56',
      next: { kind: 'redirect', url: 'https://payments.comgate.cz/client/instructions/index?id=AB12-CD34-EF56' },
    });
    expect(stub.calls).toHaveLength(1);
    const [call] = stub.calls;
    expect(call.method).toBe('POST');
    expect(call.url).toBe('https://payments.comgate.cz/v2.0/payment.json');
    expect(call.headers.authorization).toBe(`Basic ${Buffer.from(`${config.merchant}:${config.secret}`).toString('base64')}`);
    expect(call.headers['content-type']).toBe('application/json');
    expect(call.body).toEqual({
      test: true,
      price: 123_450,
      curr: 'CZK',
      label: 'Objednávka BT261',
      refId: '42',
      method: 'CARD_ALL',
      email: 'jana@example.cz',
      country: 'CZ',
      lang: 'cs',
      prepareOnly: true,
      url_paid: 'https://cs.localhost/platba/comgate?id=${id}&refId=${refId}',
      url_cancelled: 'https://cs.localhost/platba/comgate?id=${id}&refId=${refId}',
      url_pending: 'https://cs.localhost/platba/comgate?id=${id}&refId=${refId}',
    });
  });

  it.each([
    ['bank', 'BANK_ALL'],
    ['card', 'CARD_ALL'],
  ] as const)('maps the %s button to %s', async (method, code) => {
    const stub = fakeFetch(() => jsonResponse({ code: 0, transId: 'T-1', redirect: 'https://payments.comgate.cz/x' }));
    await createComgateProvider({ ...config, fetch: stub.fetch }).create({ ...input, method });
    expect((stub.calls[0].body as { method: string }).method).toBe(code);
  });

  it('refuses an Adyen payment outright (a programming error, no HTTP call)', async () => {
    const stub = fakeFetch(() => jsonResponse({}));
    await expect(createComgateProvider({ ...config, fetch: stub.fetch }).create({ ...input, method: 'adyen' })).rejects.toThrow('Adyen');
    expect(stub.calls).toHaveLength(0);
  });

  it.each([
    ['HTTP 500', () => new Response('oops', { status: 500 })],
    ['HTTP 401', () => jsonResponse({ code: 1400, message: 'Unauthorized' }, 401)],
    ['a Comgate error code', () => jsonResponse({ code: 1309, message: 'Invalid price' })],
    ['a body that is not JSON', () => new Response('<html>maintenance</html>', { status: 200 })],
    ['JSON without transId', () => jsonResponse({ code: 0, message: 'OK', redirect: 'https://payments.comgate.cz/x' })],
    ['a redirect that is not a web URL', () => jsonResponse({ code: 0, transId: 'T-1', redirect: 'javascript:alert(1)' })],
    ['a network failure', () => Promise.reject(new TypeError('fetch failed'))],
  ])('turns %s into 502 PROVIDER_UNAVAILABLE', async (_case, answer) => {
    const provider = createComgateProvider({ ...config, fetch: fakeFetch(answer).fetch });
    const err = await rejection(provider.create(input));
    expect(err.code).toBe('PROVIDER_UNAVAILABLE');
    expect(err.status).toBe(502);
  });

  it('gives up after the configured timeout when Comgate never answers', async () => {
    const provider = createComgateProvider({ ...config, timeoutMs: 50, fetch: hangingFetch });
    const started = Date.now();
    const err = await rejection(provider.create(input));
    const elapsed = Date.now() - started;
    expect(err.code).toBe('PROVIDER_UNAVAILABLE');
    expect(err.message).toMatch(/50 ms/);
    expect(elapsed).toBeGreaterThanOrEqual(40);
    expect(elapsed).toBeLessThan(2000);
  });
});

describe('Comgate status', () => {
  it.each([
    ['PAID', 'paid'],
    ['CANCELLED', 'cancelled'],
    ['PENDING', 'pending'],
    ['AUTHORIZED', 'pending'],
  ] as const)('reads %s as %s from GET /v2.0/payment/transId/{id}.json', async (comgateStatus, expected) => {
    const stub = fakeFetch(() => jsonResponse({ code: 0, message: 'OK', transId: 'AB12-CD34-EF56', status: comgateStatus, price: 123450, curr: 'CZK', refId: '42' }));
    const status = await createComgateProvider({ ...config, fetch: stub.fetch }).status('AB12-CD34-EF56');
    expect(status).toEqual({ providerRef: 'AB12-CD34-EF56', status: expected, amountX100: 123_450, currency: 'CZK', test: false });
    expect(stub.calls[0].method).toBe('GET');
    expect(stub.calls[0].url).toBe('https://payments.comgate.cz/v2.0/payment/transId/AB12-CD34-EF56.json');
    expect(stub.calls[0].headers.authorization).toMatch(/^Basic /);
  });

  it('accepts the price as a string and escapes the transId in the path', async () => {
    const stub = fakeFetch(() => jsonResponse({ code: 0, status: 'PAID', price: '9900', curr: 'EUR' }));
    const status = await createComgateProvider({ ...config, fetch: stub.fetch }).status('a/b?c');
    expect(status).toEqual({ providerRef: 'a/b?c', status: 'paid', amountX100: 9900, currency: 'EUR', test: false });
    expect(stub.calls[0].url).toBe('https://payments.comgate.cz/v2.0/payment/transId/a%2Fb%3Fc.json');
  });

  it.each([[true, true], ['true', true], [false, false], ['false', false], [undefined, false], ['yes', false]])(
    'reads Comgate’s test flag %p as test: %p (production never pays a test payment)',
    async (flag, expected) => {
      const stub = fakeFetch(() => jsonResponse({ code: 0, status: 'PAID', price: 9900, curr: 'EUR', test: flag }));
      expect((await createComgateProvider({ ...config, fetch: stub.fetch }).status('T-1')).test).toBe(expected);
    },
  );

  it('rejects a status without a readable price', async () => {
    const stub = fakeFetch(() => jsonResponse({ code: 0, status: 'PAID', price: 'lots', curr: 'CZK' }));
    expect((await rejection(createComgateProvider({ ...config, fetch: stub.fetch }).status('T'))).code).toBe('PROVIDER_UNAVAILABLE');
  });

  it('times out like create does', async () => {
    const err = await rejection(createComgateProvider({ ...config, timeoutMs: 30, fetch: hangingFetch }).status('T'));
    expect(err.code).toBe('PROVIDER_UNAVAILABLE');
  });

  it('never maps an unknown status to paid', () => {
    expect(mapComgateStatus('SOMETHING_NEW')).toBe('pending');
    expect(mapComgateStatus(undefined)).toBe('pending');
    expect(mapComgateStatus('paid')).toBe('paid');
  });
});

describe('Comgate helpers', () => {
  it('appends the literal ${id} and ${refId} placeholders', () => {
    expect(comgateReturnUrl('https://cs.localhost/platba/comgate')).toBe('https://cs.localhost/platba/comgate?id=${id}&refId=${refId}');
    expect(comgateReturnUrl('https://sk.localhost/platba?x=1')).toBe('https://sk.localhost/platba?x=1&id=${id}&refId=${refId}');
  });

  it.each([
    ['cs', 'cs'], ['sk', 'sk'], ['de-AT', 'de'], ['de-DE', 'de'], ['fr-BE', 'fr'], ['en', 'en'], ['nl-NL', 'en'], ['es-ES', 'en'],
  ] as const)('speaks %s as %s', (locale, lang) => {
    expect(comgateLanguage(locale)).toBe(lang);
  });
});

describe('parseComgateNotification', () => {
  const form = (overrides: Record<string, string> = {}) => new URLSearchParams({
    merchant: config.merchant, test: 'true', price: '123450', curr: 'CZK', label: 'Objednavka', refId: '42', method: 'CARD_CZ_CSOB_2',
    email: 'jana@example.cz', transId: 'AB12-CD34-EF56', secret: config.secret, status: 'PAID', ...overrides,
  });

  it('reads an authentic notification from a string body', () => {
    expect(parseComgateNotification(form().toString(), config.merchant, config.secret)).toEqual({
      transId: 'AB12-CD34-EF56', refId: '42', status: 'paid', price: 123_450, curr: 'CZK', test: true,
    });
  });

  it('reads URLSearchParams too', () => {
    expect(parseComgateNotification(form({ status: 'CANCELLED', test: 'false' }), config.merchant, config.secret))
      .toMatchObject({ status: 'cancelled', test: false });
  });

  it.each([
    ['a wrong secret', { secret: 'gx4q8OV3TJt6noJnfhjqJKyX3Z6Ych0Y' }],
    ['a shorter secret', { secret: 'gx4q' }],
    ['an empty secret', { secret: '' }],
    ['another merchant', { merchant: '654321' }],
  ])('rejects %s with 401 WEBHOOK_REJECTED', (_case, overrides) => {
    const run = () => parseComgateNotification(form(overrides), config.merchant, config.secret);
    expect(run).toThrow(AppError);
    try {
      run();
    } catch (err) {
      expect((err as AppError).code).toBe('WEBHOOK_REJECTED');
      expect((err as AppError).status).toBe(401);
    }
  });

  it('rejects a notification without the secret field at all', () => {
    const body = form();
    body.delete('secret');
    expect(() => parseComgateNotification(body, config.merchant, config.secret)).toThrow('not signed');
  });

  it('never accepts anything when our own secret is empty', () => {
    expect(() => parseComgateNotification(form({ secret: '' }), config.merchant, '')).toThrow('not signed');
  });

  it('rejects an authentic but incomplete notification as malformed', () => {
    expect(() => parseComgateNotification(form({ transId: '' }), config.merchant, config.secret)).toThrow('lacks transId');
    expect(() => parseComgateNotification(form({ price: '12.5' }), config.merchant, config.secret)).toThrow('lacks transId or price');
  });
});

describe('Comgate refund', () => {
  const refund = { providerRef: 'AB12-CD34-EF56', amountX100: 45_600, currency: 'CZK' as const, refundId: 901, idempotencyKey: 'refund-901-1' };
  const formResponse = (body: string, status = 200) => new Response(body, { status, headers: { 'content-type': 'application/x-www-form-urlencoded' } });

  it('posts the v1.0 form with merchant, secret, transId, amount, curr, test and our refund id', async () => {
    const stub = fakeFetch(() => formResponse('code=0&message=OK'));
    const result = await createComgateProvider({ ...config, fetch: stub.fetch }).refund(refund);

    expect(result).toEqual({ providerRef: null });
    expect(stub.calls).toHaveLength(1);
    const [call] = stub.calls;
    expect(call.method).toBe('POST');
    expect(call.url).toBe('https://payments.comgate.cz/v1.0/refund');
    expect(call.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(String(call.body)))).toEqual({
      merchant: '123456', transId: 'AB12-CD34-EF56', secret: config.secret, amount: '45600', curr: 'CZK', test: 'true', refId: '901',
    });
  });

  it('turns a refusal (code 1402: more than allowed) into PROVIDER_UNAVAILABLE with Comgate’s code', async () => {
    const stub = fakeFetch(() => formResponse('code=1402&message=Refund+amount+higher+than+allowed'));
    const err = await rejection(createComgateProvider({ ...config, fetch: stub.fetch }).refund(refund));
    expect(err.code).toBe('PROVIDER_UNAVAILABLE');
    expect(err.details).toEqual({ code: 1402, message: 'Refund amount higher than allowed' });
  });

  it('treats an HTTP error, garbage or silence as PROVIDER_UNAVAILABLE', async () => {
    const http = await rejection(createComgateProvider({ ...config, fetch: fakeFetch(() => formResponse('oops', 500)).fetch }).refund(refund));
    expect(http.details).toEqual({ status: 500 });
    const garbage = await rejection(createComgateProvider({ ...config, fetch: fakeFetch(() => formResponse('<html>')).fetch }).refund(refund));
    expect(garbage.code).toBe('PROVIDER_UNAVAILABLE');
    const hung = await rejection(createComgateProvider({ ...config, timeoutMs: 50, fetch: hangingFetch }).refund(refund));
    expect(hung.code).toBe('PROVIDER_UNAVAILABLE');
  });
});
