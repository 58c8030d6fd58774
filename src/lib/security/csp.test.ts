import { adyenOrigins, cspConfigFromEnv, pagePolicy, sentryOrigin, staticPolicy } from './csp';

const NONCE = 'AAAAAAAAAAAAAAAAAAAAAA==';
const directive = (policy: string, name: string) => policy.split('; ').find((d) => d === name || d.startsWith(`${name} `)) ?? null;

describe('page policy', () => {
  it('with nothing configured allows only our own origin and this response\'s nonce', () => {
    const policy = pagePolicy({}, { nonce: NONCE });
    expect(directive(policy, 'default-src')).toBe("default-src 'self'");
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' 'nonce-${NONCE}' 'strict-dynamic'`);
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(policy, 'frame-src')).toBe("frame-src 'self'");
    expect(directive(policy, 'form-action')).toBe("form-action 'self'");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(directive(policy, 'base-uri')).toBe("base-uri 'none'");
    expect(policy).not.toMatch(/https:\/\/|unsafe-eval/);
    expect(directive(policy, 'upgrade-insecure-requests')).toBeNull();
  });

  it('refuses a nonce that could break out of the header', () => {
    expect(() => pagePolicy({}, { nonce: "x'; script-src *" })).toThrow();
  });

  it('adds the tag manager and Analytics only for a 7-character id', () => {
    expect(pagePolicy({ gtmId: 'GTM-AB1' }, { nonce: NONCE })).toContain('https://www.googletagmanager.com');
    expect(directive(pagePolicy({ gtmId: 'GTM-AB1' }, { nonce: NONCE }), 'connect-src')).toContain('https://*.google-analytics.com');
    expect(pagePolicy({ gtmId: 'GTM-AB12' }, { nonce: NONCE })).not.toContain('googletagmanager');
    expect(pagePolicy({ gtmId: 'GTM-123' }, { nonce: NONCE })).toContain('https://www.googletagmanager.com');
    expect(pagePolicy({ gtmId: '' }, { nonce: NONCE })).not.toContain('googletagmanager');
  });

  it('lets error reports go to the DSN host only', () => {
    const policy = pagePolicy({ sentryDsn: 'https://key@o42.ingest.sentry.io/7' }, { nonce: NONCE });
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://o42.ingest.sentry.io");
    expect(sentryOrigin('not a url')).toBeNull();
    expect(sentryOrigin('ftp://x/1')).toBeNull();
  });

  it('opens the card provider (and 3-D Secure frames) on the card checkout page only, and only when configured', () => {
    const config = { adyenClientKey: 'test_KEY', adyenEnvironment: 'test' as const };
    const card = pagePolicy(config, { nonce: NONCE, cardCheckout: true });
    expect(directive(card, 'script-src')).toContain('https://checkoutshopper-test.adyen.com');
    expect(directive(card, 'frame-src')).toBe("frame-src 'self' https://checkoutshopper-test.adyen.com https:");
    expect(pagePolicy(config, { nonce: NONCE })).not.toContain('adyen');
    expect(pagePolicy({}, { nonce: NONCE, cardCheckout: true })).not.toContain('adyen');
    expect(adyenOrigins('live')).toContain('https://checkoutshopper-live-us.adyen.com');
  });

  it("lets only the scanner page compile WebAssembly, and never grants 'unsafe-eval' for it", () => {
    const scanner = directive(pagePolicy({}, { nonce: NONCE, wasm: true }), 'script-src');
    expect(scanner).toContain("'wasm-unsafe-eval'");
    expect(scanner).not.toContain("'unsafe-eval'");
    expect(pagePolicy({}, { nonce: NONCE })).not.toContain('wasm-unsafe-eval');
  });

  it('lets checkout forms go to the bank-button gateway when it is configured', () => {
    const policy = pagePolicy({ comgateUrl: 'https://payments.comgate.cz/v2.0' }, { nonce: NONCE });
    expect(directive(policy, 'form-action')).toBe("form-action 'self' https://payments.comgate.cz");
  });

  it('upgrades insecure requests on https storefronts and allows eval only in development', () => {
    expect(pagePolicy({ https: true }, { nonce: NONCE })).toMatch(/; upgrade-insecure-requests$/);
    expect(directive(pagePolicy({ development: true }, { nonce: NONCE }), 'script-src')).toContain("'unsafe-eval'");
  });
});

describe('static policy', () => {
  it('has no script exception at all and forbids framing', () => {
    const policy = staticPolicy();
    expect(directive(policy, 'script-src')).toBeNull();
    expect(directive(policy, 'default-src')).toBe("default-src 'self'");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-eval');
  });
});

describe('config from the environment', () => {
  it('reads the tag manager, DSN, card and bank-button settings', () => {
    const config = cspConfigFromEnv(
      { NEXT_PUBLIC_GTM_ID: 'GTM-AB1', NEXT_PUBLIC_SENTRY_DSN: 'https://k@o1.ingest.sentry.io/2', ADYEN_CLIENT_KEY: 'live_X', ADYEN_ENVIRONMENT: 'live', COMGATE_MERCHANT: '123', NODE_ENV: 'production' },
      true,
    );
    expect(config).toEqual({
      gtmId: 'GTM-AB1', sentryDsn: 'https://k@o1.ingest.sentry.io/2', adyenClientKey: 'live_X', adyenEnvironment: 'live',
      comgateUrl: 'https://payments.comgate.cz', https: true, development: false,
    });
    expect(cspConfigFromEnv({}, false).comgateUrl).toBeNull();
  });

  it('allows the tag manager only for an id the browser would load (7 characters, GTM- shape)', () => {
    expect(cspConfigFromEnv({ NEXT_PUBLIC_GTM_ID: ' GTM-AB1 ' }, false).gtmId).toBe('GTM-AB1');
    expect(cspConfigFromEnv({ NEXT_PUBLIC_GTM_ID: 'ABCDEFG' }, false).gtmId).toBeNull();
    expect(cspConfigFromEnv({ NEXT_PUBLIC_GTM_ID: 'GTM-AB12' }, false).gtmId).toBeNull();
    expect(cspConfigFromEnv({}, false).gtmId).toBeNull();
    expect(pagePolicy({ gtmId: 'ABCDEFG' }, { nonce: NONCE })).not.toContain('googletagmanager');
  });
});
