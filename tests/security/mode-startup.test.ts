/**
 * Threat (issue 11 §1): a production server that still runs on demo values — the example bank
 * account, Comgate or Adyen in test mode, mail only recorded, half a provider's credentials,
 * storefronts on local http domains — takes real orders it cannot serve or be paid for. Production
 * refuses to start, with one line per problem; demo mode and `next build` are not held to it.
 */
import { productionProblems, EXAMPLE_BANK_IBAN } from '@/server/production-problems';
import { parseServerEnv } from '@/server/env';
import { startupProblems } from '@/server/startup';
import { register } from '../../instrumentation';

const DOMAINS = 'cs=knihobeh.cz,sk=knihobeh.sk,en=bookturn.co.uk,de-AT=bookturn.at,de-DE=bookturn.de,es-ES=bookturn.es,it-IT=bookturn.it,nl-NL=bookturn.nl,fr-FR=bookturn.fr,fr-BE=bookturn.be';

/** A production environment with nothing wrong in it. */
const GOOD: Record<string, string> = {
  APP_MODE: 'production',
  NEXT_PUBLIC_STOREFRONT_DOMAINS: DOMAINS,
  BANK_IBAN: 'CZ5508000000001234567899',
  SMTP_URL: 'smtps://shop:pw@smtp.knihobeh.cz:465',
  MAIL_FROM: 'Knihoběh <obchod@knihobeh.cz>',
};
const COMGATE = { COMGATE_MERCHANT: '123456', COMGATE_SECRET: 'live-secret', COMGATE_TEST: 'false' };
const ADYEN = {
  ADYEN_API_KEY: 'AQE...', ADYEN_MERCHANT_ACCOUNT: 'BookturnECOM', ADYEN_CLIENT_KEY: 'live_ABC', ADYEN_HMAC_KEY: 'abcdef0123',
  ADYEN_ENVIRONMENT: 'live', ADYEN_CHECKOUT_URL: 'https://abc-checkout-live.adyenpayments.com/checkout/v71',
};

const problemsOf = (raw: Record<string, string | undefined>) => productionProblems(parseServerEnv(raw));

describe('production start-up refusals', () => {
  it('a complete production environment (with or without providers) starts', () => {
    expect(problemsOf(GOOD)).toEqual([]);
    expect(problemsOf({ ...GOOD, ...COMGATE, ...ADYEN })).toEqual([]);
    expect(startupProblems(GOOD)).toEqual([]);
  });

  it.each<[string, Record<string, string | undefined>, string]>([
    ['the example bank account (the default)', { BANK_IBAN: undefined }, 'BANK_IBAN'],
    ['the example bank account, set explicitly', { BANK_IBAN: EXAMPLE_BANK_IBAN }, 'BANK_IBAN'],
    ['no SMTP_URL', { SMTP_URL: undefined }, 'SMTP_URL'],
    ['the demo sender address', { MAIL_FROM: undefined }, 'MAIL_FROM'],
    ['Comgate in test mode (the default COMGATE_TEST)', { ...COMGATE, COMGATE_TEST: undefined }, 'COMGATE_TEST'],
    ['Comgate in test mode', { ...COMGATE, COMGATE_TEST: 'true' }, 'COMGATE_TEST'],
    ['a Comgate merchant without its secret', { ...COMGATE, COMGATE_SECRET: undefined }, 'COMGATE_SECRET'],
    ['a Comgate secret without its merchant', { ...COMGATE, COMGATE_MERCHANT: undefined }, 'COMGATE_MERCHANT'],
    ['Adyen without the webhook HMAC key', { ...ADYEN, ADYEN_HMAC_KEY: undefined }, 'ADYEN_HMAC_KEY'],
    ['Adyen without the API key', { ...ADYEN, ADYEN_API_KEY: undefined }, 'ADYEN_API_KEY'],
    ['Google login without its secret', { GOOGLE_CLIENT_ID: 'g-id' }, 'GOOGLE_CLIENT_SECRET'],
    ['Seznam login without its client id', { SEZNAM_CLIENT_SECRET: 's-secret' }, 'SEZNAM_CLIENT_ID'],
    ['half a VAPID key pair', { VAPID_SUBJECT: 'mailto:ops@knihobeh.cz' }, 'VAPID_PUBLIC_KEY'],
    ['storefronts forced to http', { NEXT_PUBLIC_PROTOCOL: 'http' }, 'NEXT_PUBLIC_PROTOCOL'],
    ['the local *.localhost domains (the default)', { NEXT_PUBLIC_STOREFRONT_DOMAINS: undefined }, 'NEXT_PUBLIC_STOREFRONT_DOMAINS'],
    ['one storefront left on a local domain', { NEXT_PUBLIC_STOREFRONT_DOMAINS: DOMAINS.replace('bookturn.nl', 'nl.localhost') }, 'nl-NL=nl.localhost'],
  ])('refuses %s, in one line that names it', (_what, change, named) => {
    const problems = problemsOf({ ...GOOD, ...change });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(named);
    expect(problems[0]).not.toContain('\n');
  });

  it.each<[string, Record<string, string>, string]>([
    ['Adyen in its test environment', { ...ADYEN, ADYEN_ENVIRONMENT: 'test' }, 'ADYEN_ENVIRONMENT'],
    ['Adyen on its test endpoint', { ...ADYEN, ADYEN_CHECKOUT_URL: 'https://checkout-test.adyen.com/v71' }, 'ADYEN_CHECKOUT_URL'],
  ])('refuses %s', (_what, change, named) => {
    expect(problemsOf({ ...GOOD, ...change }).join('\n')).toContain(named);
  });

  it('lists every problem at once, one line each', () => {
    const lines = startupProblems({ APP_MODE: 'production' });
    const problems = lines.filter((l) => l.startsWith('  - '));
    expect(problems.map((l) => l.slice(4, l.indexOf(':')))).toEqual(['BANK_IBAN', 'SMTP_URL', 'MAIL_FROM', 'NEXT_PUBLIC_STOREFRONT_DOMAINS']);
    expect(lines[0]).toMatch(/Refusing to start in production mode/);
  });

  it('holds nothing against the demo', () => {
    expect(startupProblems({ APP_MODE: 'demo' })).toEqual([]);
  });

  it('lets `next build` prerender without production secrets', () => {
    expect(startupProblems({ NEXT_PHASE: 'phase-production-build' })).toEqual([]);
    // A malformed value still stops the build.
    expect(startupProblems({ NEXT_PHASE: 'phase-production-build', PORT: 'x' }).join('\n')).toContain('PORT');
  });
});

describe('the server’s start path (instrumentation.ts)', () => {
  const saved = { ...process.env };
  let exit: jest.SpyInstance;
  let error: jest.SpyInstance;
  beforeEach(() => {
    exit = jest.spyOn(process, 'exit').mockImplementation(((code?: number) => {
      throw new Error(`exit ${code}`);
    }) as never);
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    exit.mockRestore();
    error.mockRestore();
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
  });

  it('refuses to start a server without APP_MODE on the demo’s values, printing each problem', async () => {
    for (const key of ['APP_MODE', 'SMTP_URL', 'BANK_IBAN', 'NEXT_PHASE', 'NEXT_PUBLIC_STOREFRONT_DOMAINS']) delete process.env[key];
    process.env.NEXT_RUNTIME = 'nodejs';
    await expect(register()).rejects.toThrow('exit 1');
    expect(exit).toHaveBeenCalledWith(1);
    const printed = error.mock.calls.map((c) => String(c[0])).join('\n');
    expect(printed).toContain('BANK_IBAN');
    expect(printed).toContain('SMTP_URL');
  });

  it('does not refuse while `next build` prerenders', async () => {
    for (const key of ['APP_MODE', 'SMTP_URL', 'BANK_IBAN']) delete process.env[key];
    Object.assign(process.env, { NEXT_RUNTIME: 'nodejs', NEXT_PHASE: 'phase-production-build' });
    await expect(register()).resolves.toBeUndefined();
    expect(exit).not.toHaveBeenCalled();
  });
});
