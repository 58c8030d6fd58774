import { resetBrowserSentryForTests, startSentryWhereItMayReport } from './browserSentry';

const init = jest.fn();
jest.mock('@sentry/nextjs', () => ({ init: (options: unknown) => init(options) }));

const DSN = 'https://abc123@o1.ingest.sentry.io/42';
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startSentryWhereItMayReport: the browser fetches Sentry only where it may report', () => {
  beforeEach(() => {
    resetBrowserSentryForTests();
    init.mockClear();
  });

  it.each(['http://cs.localhost:3000/', 'https://en.example.com/cart', 'https://en.example.com/p/fiction', 'https://example.cz/platba/adyen', 'https://en.example.com/cart?next=/checkout/adyen'])(
    'not on %p',
    async (url) => {
      expect(startSentryWhereItMayReport(url, DSN)).toBe(false);
      await flush();
      expect(init).not.toHaveBeenCalled();
    },
  );

  it('not without a DSN, even on the card checkout', async () => {
    expect(startSentryWhereItMayReport('https://en.example.com/checkout/adyen?code=x', undefined)).toBe(false);
    await flush();
    expect(init).not.toHaveBeenCalled();
  });

  it.each(['https://en.example.com/checkout/adyen?code=x', '/kasse/adyen?code=x', '/de-AT/kasse/adyen'])('on the card checkout %p, once, with the browser options', async (url) => {
    expect(startSentryWhereItMayReport(url, DSN)).toBe(true);
    expect(startSentryWhereItMayReport('/checkout/adyen', DSN)).toBe(true);
    await flush();
    expect(init).toHaveBeenCalledTimes(1);
    expect(init).toHaveBeenCalledWith(expect.objectContaining({ dsn: DSN, enabled: true, sendClientReports: false }));
  });
});
