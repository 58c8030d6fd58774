import { browserSentryOptions, isPaymentCheckoutUrl, keepPaymentCheckoutEvents, PAYMENT_CHECKOUT_PATHS, sentryDsn, sentryOptions } from './sentryOptions';

describe('error reporting options', () => {
  it('is disabled without a DSN and samples every error with one', () => {
    expect(sentryOptions(undefined)).toMatchObject({ enabled: false, dsn: undefined, sampleRate: 1 });
    expect(sentryOptions('  ')).toMatchObject({ enabled: false, dsn: undefined });
    expect(sentryOptions('https://key@o1.ingest.example/1')).toMatchObject({ enabled: true, dsn: 'https://key@o1.ingest.example/1', sampleRate: 1, sendDefaultPii: false });
  });

  it('knows the Adyen checkout path in its English and localized forms, from the route table', () => {
    expect(PAYMENT_CHECKOUT_PATHS).toEqual(expect.arrayContaining(['/checkout/adyen', '/kasse/adyen']));
    expect(new Set(PAYMENT_CHECKOUT_PATHS).size).toBe(PAYMENT_CHECKOUT_PATHS.length);
  });

  it.each([
    ['https://de.example.de/kasse/adyen?orderId=5', true],
    ['http://en.localhost:3000/checkout/adyen', true],
    ['/de-AT/kasse/adyen', true],
    ['https://example.cz/platba/adyen', false],
    ['https://en.example.com/payment/adyen', false],
    ['https://en.example.com/cart?next=/checkout/adyen', false],
    ['https://en.example.com/', false],
    [undefined, false],
  ])('%p → sent: %p', (url, sent) => {
    expect(isPaymentCheckoutUrl(url)).toBe(sent);
    const event = { message: 'boom', request: url === undefined ? undefined : { url } };
    expect(keepPaymentCheckoutEvents(event)).toBe(sent ? event : null);
  });

  it('reads the server DSN first, the public one otherwise', () => {
    expect(sentryDsn({ SENTRY_DSN: 'a', NEXT_PUBLIC_SENTRY_DSN: 'b' })).toBe('a');
    expect(sentryDsn({ NEXT_PUBLIC_SENTRY_DSN: 'b' })).toBe('b');
    expect(sentryDsn({})).toBeUndefined();
  });

  it('keeps the browser from sending anything but checkout errors: no page-load sessions, no client reports', () => {
    const options = browserSentryOptions('https://key@o1.ingest.example/1');
    expect(options).toMatchObject({ enabled: true, sampleRate: 1, sendClientReports: false, beforeSend: keepPaymentCheckoutEvents });
    const defaults = [{ name: 'GlobalHandlers' }, { name: 'BrowserSession' }, { name: 'BrowserTracing' }, { name: 'Dedupe' }];
    expect(options.integrations(defaults).map((i) => i.name)).toEqual(['GlobalHandlers', 'Dedupe']);
  });
});
