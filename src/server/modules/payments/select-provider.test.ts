import type { Db } from '../../db/client';
import { parseServerEnv } from '../../env';
import { fakeFetch, jsonResponse } from './providers/fake-fetch.test-support';
import { isSandboxEnabled, providerByName, selectProvider, type PaymentEnv, type ProviderContext } from './select-provider';
import type { CreatePaymentInput } from './providers/types';

// selectProvider only builds providers; none of these tests reaches the database.
const db = {} as Db;
const COMGATE = { COMGATE_MERCHANT: '123456', COMGATE_SECRET: 's3cret' };
const ADYEN = { ADYEN_API_KEY: 'AQE-key', ADYEN_MERCHANT_ACCOUNT: 'BookturnECOM', ADYEN_CLIENT_KEY: 'test_KEY' };

const env = (raw: Record<string, string>): PaymentEnv => parseServerEnv({ PAYMENT_TIMEOUT_MS: '1000', ...raw });
const ctx = (raw: Record<string, string>, extra: Partial<ProviderContext> = {}): ProviderContext =>
  ({ env: env(raw), db, baseUrl: 'https://cs.localhost', ...extra });

describe('selectProvider', () => {
  it.each([
    ['comgate-card', 'card'],
    ['comgate-bank', 'bank'],
  ] as const)('routes %s to Comgate when its credentials are set, in any mode', (method, providerMethod) => {
    for (const mode of ['demo', 'production']) {
      const selected = selectProvider(method, ctx({ APP_MODE: mode, ...COMGATE }));
      expect(selected?.provider.name).toBe('comgate');
      expect(selected?.providerMethod).toBe(providerMethod);
    }
  });

  it.each(['comgate-card', 'comgate-bank'] as const)('falls back to the sandbox for %s in demo mode', (method) => {
    expect(selectProvider(method, ctx({ APP_MODE: 'demo' }))?.provider.name).toBe('sandbox');
    expect(selectProvider(method, ctx({ APP_MODE: 'demo', COMGATE_MERCHANT: '123456' }))?.provider.name).toBe('sandbox');
  });

  it.each(['comgate-card', 'comgate-bank', 'adyen'] as const)('offers nothing for %s in production mode without credentials', (method) => {
    expect(selectProvider(method, ctx({ APP_MODE: 'production' }))).toBeNull();
  });

  it('routes adyen to Adyen only when key, merchant account and client key are all set', () => {
    expect(selectProvider('adyen', ctx({ APP_MODE: 'production', ...ADYEN }))).toMatchObject({ provider: { name: 'adyen' }, providerMethod: 'adyen' });
    expect(selectProvider('adyen', ctx({ APP_MODE: 'production', ...ADYEN, ADYEN_CLIENT_KEY: '' }))).toBeNull();
    expect(selectProvider('adyen', ctx({ APP_MODE: 'demo', ...ADYEN, ADYEN_CLIENT_KEY: '' }))).toMatchObject({ provider: { name: 'sandbox' }, providerMethod: 'adyen' });
  });

  it('keeps Comgate and Adyen credentials apart', () => {
    expect(selectProvider('adyen', ctx({ APP_MODE: 'production', ...COMGATE }))).toBeNull();
    expect(selectProvider('comgate-card', ctx({ APP_MODE: 'production', ...ADYEN }))).toBeNull();
  });

  it.each(['bank-transfer', 'cash-on-delivery'] as const)('needs no provider for %s', (method) => {
    expect(selectProvider(method, ctx({ APP_MODE: 'demo', ...COMGATE, ...ADYEN }))).toBeNull();
  });

  it('builds Comgate from the environment: API URL, test flag, timeout and the injected fetch', async () => {
    const stub = fakeFetch(() => jsonResponse({ code: 0, transId: 'T-9', redirect: 'https://pay.example/T-9' }));
    const selected = selectProvider('comgate-bank', ctx(
      { APP_MODE: 'production', ...COMGATE, COMGATE_API_URL: 'https://comgate.example', COMGATE_TEST: 'false' }, { fetch: stub.fetch },
    ));
    const input: CreatePaymentInput = {
      paymentId: 1, orderNumber: 'BT1', amountX100: 100, currency: 'CZK', email: 'a@b.cz', locale: 'cs', method: 'bank',
      returnUrl: 'https://cs.localhost/r', notifyUrl: 'https://cs.localhost/n', label: 'Order BT1', country: 'CZ',
    };
    await selected?.provider.create(input);
    expect(stub.calls[0].url).toBe('https://comgate.example/v2.0/payment.json');
    expect(stub.calls[0].body).toMatchObject({ test: false, method: 'BANK_ALL' });
  });

  it('builds Adyen with the configured checkout URL and environment', async () => {
    const stub = fakeFetch(() => jsonResponse({ id: 'CS1', sessionData: 'data' }, 201));
    const selected = selectProvider('adyen', ctx(
      { APP_MODE: 'production', ...ADYEN, ADYEN_ENVIRONMENT: 'live', ADYEN_CHECKOUT_URL: 'https://abc-checkout-live.adyenpayments.com/checkout/v71' },
      { fetch: stub.fetch },
    ));
    const created = await selected?.provider.create({
      paymentId: 2, orderNumber: 'BT2', amountX100: 500, currency: 'EUR', email: 'a@b.de', locale: 'de-DE', method: 'adyen',
      returnUrl: 'https://de.localhost/r', notifyUrl: 'https://de.localhost/n', label: 'BT2', country: 'DE',
    });
    expect(stub.calls[0].url).toBe('https://abc-checkout-live.adyenpayments.com/checkout/v71/sessions');
    expect(created?.next).toEqual({ kind: 'adyen', sessionId: 'CS1', sessionData: 'data', clientKey: 'test_KEY', environment: 'live' });
  });
});

describe('providerByName', () => {
  it('finds each configured provider and nothing else', () => {
    const all = ctx({ APP_MODE: 'demo', ...COMGATE, ...ADYEN });
    expect(providerByName('comgate', all)?.name).toBe('comgate');
    expect(providerByName('adyen', all)?.name).toBe('adyen');
    expect(providerByName('sandbox', all)?.name).toBe('sandbox');

    const bare = ctx({ APP_MODE: 'production' });
    expect(providerByName('comgate', bare)).toBeNull();
    expect(providerByName('adyen', bare)).toBeNull();
    expect(providerByName('sandbox', bare)).toBeNull();
  });
});

describe('isSandboxEnabled', () => {
  it('is on in demo mode and off in production mode (the default, issue 11)', () => {
    expect(isSandboxEnabled(env({}))).toBe(false);
    expect(isSandboxEnabled(env({ APP_MODE: 'demo' }))).toBe(true);
    expect(isSandboxEnabled(env({ APP_MODE: 'production' }))).toBe(false);
  });
});
