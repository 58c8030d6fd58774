import { expect, test, type Page } from '@playwright/test';
import { originFor, type Locale } from '@/i18n/locales';
import { resolvePath } from '@/routing';
import { fetchText } from '../seo/fetch-text';
import { E2E_GTM_ID, E2E_GTM_PORT, E2E_PORT, E2E_SENTRY_DSN } from '../support';
import { giveConsent } from './consented';
import {
  DENIED, GRANTED, GTM_HOST, MARKETING, bar, consentCommandAt, dataLayer, eventsNamed, openHome, plantMarketingCookies, plantedCount, setCategory,
  text, watchThirdParty,
} from './helpers';

/**
 * The tag-manager branch of cookie consent (issue 6 items 1, 2, 6, 9), run by the `gtm` project
 * against the second server of playwright.config.ts: the same production build as every other
 * test, started with NEXT_PUBLIC_GTM_ID set (read at request time, docs/adr/0010). Requests to
 * the tag manager are answered by a stub that, like the real container, reads the Consent Mode
 * state when it runs; nothing leaves the machine.
 */
const GTM_URL = `${GTM_HOST}/gtm.js?id=${E2E_GTM_ID}`;

/** Catches CSP violations from the first script on (the tag must be allowed by this server's policy). */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const w = window as unknown as { __csp?: string[] };
      (w.__csp ??= []).push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
}

const stubState = (page: Page) =>
  page.evaluate(() => (window as unknown as { __gtmStub?: { ran: boolean; consent: Record<string, string> } }).__gtmStub ?? null);

const cookieNames = async (page: Page) => (await page.context().cookies()).map((c) => c.name);

test.describe.configure({ timeout: 90_000 });

test('the tag-manager server’s page CSP allows the tag manager; the default server’s does not', async () => {
  const path = resolvePath('home', 'cs');
  const configured = await fetchText('cs', path, 'text/html', E2E_GTM_PORT);
  const plain = await fetchText('cs', path, 'text/html', E2E_PORT);
  expect(configured.status).toBe(200);
  expect(plain.status).toBe(200);
  const scriptSrc = (csp: unknown) => String(csp).split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src ')) ?? '';
  expect(scriptSrc(configured.headers['content-security-policy'])).toContain(GTM_HOST);
  expect(String(configured.headers['content-security-policy'])).toContain('https://*.google-analytics.com');
  expect(String(plain.headers['content-security-policy'])).not.toMatch(/googletagmanager|google-analytics/);
  // The id travels with the page, not with the build: only the configured server's HTML names it.
  expect(configured.body).toContain(`<meta name="gtm-id" content="${E2E_GTM_ID}"/>`);
  expect(plain.body).not.toContain('gtm-id');
  // Non-page responses keep the static policy (no script exception) on this server too.
  const api = await fetchText('cs', '/api/adonis/health', 'application/json', E2E_GTM_PORT);
  expect(String(api.headers['content-security-policy'])).not.toMatch(/googletagmanager|nonce-/);
});

test('de-DE: the Sentry DSN comes with the page of the server configured with it; the SDK starts on the card checkout only, and sends nothing from an ordinary page', async ({ page, context }) => {
  // Several page loads: about 30 s on one core with two workers (issue 19), so three times the default.
  test.slow();
  const seen = await watchThirdParty(context);
  await openHome(page, 'de-DE', E2E_GTM_PORT);
  await expect(page.locator('meta[name="sentry-dsn"]')).toHaveAttribute('content', E2E_SENTRY_DSN);
  // An ordinary page, where nothing may be reported, does not even fetch the SDK (issue 17 item 8;
  // tests/e2e/performance/script-loading.gtm.spec.ts checks more pages).
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => '__SENTRY__' in window)).toBe(false);
  // The card checkout does (an unknown code is this URL's 404 page: its errors are reported too).
  await page.goto(originFor('de-DE', E2E_GTM_PORT) + resolvePath('checkoutAdyen', 'de-DE', undefined, { code: 'e2eUnknownCode' }));
  await expect(page.locator('meta[name="sentry-dsn"]')).toHaveAttribute('content', E2E_SENTRY_DSN);
  // The SDK is fetched only with a DSN; once loaded it registers its global carrier.
  await expect.poll(() => page.evaluate(() => '__SENTRY__' in window)).toBe(true);
  // …and Sentry.init has given it a client.
  await expect
    .poll(() =>
      page.evaluate(() => {
        type Scope = { getClient(): unknown };
        const carrier = (window as unknown as { __SENTRY__: { version: string } & Record<string, { stack?: { getScope(): Scope }; defaultCurrentScope?: Scope }> }).__SENTRY__;
        const sentry = carrier[carrier.version];
        return Boolean((sentry?.stack?.getScope() ?? sentry?.defaultCurrentScope)?.getClient());
      }),
    )
    .toBe(true);
  await page.waitForLoadState('networkidle');
  // Client-side navigation to an ordinary page keeps the SDK: an error there must still not leave.
  const homePath = resolvePath('home', 'de-DE');
  await page.evaluate((to) => (window as unknown as { next: { router: { push: (p: string) => Promise<boolean> } } }).next.router.push(to), homePath);
  await expect(page).toHaveURL(originFor('de-DE', E2E_GTM_PORT) + homePath);
  await page.waitForLoadState('networkidle');
  // An error outside the card checkout is dropped in the browser (beforeSend), not sent. No fixed
  // wait for an absence: the SDK's client counts the error it captures (the global handler runs in
  // the throwing task) and its flush() resolves once every captured event is processed and every
  // send has finished, so once flushed, a request to the DSN's host would already have been seen.
  const result = await page.evaluate(
    () =>
      new Promise<{ captured: number; flushed: boolean }>((resolve, reject) => {
        type Client = { on(hook: 'preprocessEvent', callback: () => void): void; flush(timeout?: number): Promise<boolean> };
        type Scope = { getClient(): Client | undefined };
        type Carrier = { version: string } & Record<string, { stack?: { getScope(): Scope }; defaultCurrentScope?: Scope }>;
        const carrier = (window as unknown as { __SENTRY__: Carrier }).__SENTRY__;
        const sentry = carrier[carrier.version];
        // Sentry.init put its client on the current scope (the top of the carrier's scope stack).
        const client = (sentry?.stack?.getScope() ?? sentry?.defaultCurrentScope)?.getClient();
        if (!client) return reject(new Error('no Sentry client on the page'));
        let captured = 0;
        client.on('preprocessEvent', () => void captured++);
        setTimeout(() => {
          throw new Error('e2e: an error on an ordinary page');
        }, 0);
        // Timers of equal delay run in order: this one runs after the error was captured.
        setTimeout(() => void client.flush(20_000).then((flushed) => resolve({ captured, flushed }), reject), 0);
      }),
  );
  expect(result.captured, 'errors the SDK captured').toBeGreaterThanOrEqual(1);
  expect(result.flushed, 'the SDK finished processing and sending').toBe(true);
  expect(seen.urls.filter((url) => url.includes('sentry.e2e.invalid'))).toEqual([]);
  const configured = await fetchText('cs', resolvePath('home', 'cs'), 'text/html', E2E_GTM_PORT);
  expect(String(configured.headers['content-security-policy'])).toContain('https://sentry.e2e.invalid');
  const plain = await fetchText('cs', resolvePath('home', 'cs'), 'text/html', E2E_PORT);
  expect(plain.body).not.toContain('sentry-dsn');
  expect(String(plain.headers['content-security-policy'])).not.toContain('sentry');
});

for (const locale of ['cs', 'de-DE', 'fr-BE'] as Locale[]) {
  test(`${locale}: nothing before consent; "accept all" loads the tag once, after the denied defaults`, async ({ page, context }) => {
    // Several page loads: about 30 s on one core with two workers (issue 19), so three times the default.
    test.slow();
    const seen = await watchThirdParty(context);
    const violations = await watchCsp(page);
    await openHome(page, locale, E2E_GTM_PORT);
    await expect(bar(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(seen.urls).toEqual([]);
    expect(seen.gtm).toEqual([]);
    expect(await page.locator('#gtm-script').count()).toBe(0);
    expect(await eventsNamed(page, 'gtm.js')).toEqual([]);

    await bar(page).getByRole('button', { name: text(locale).consentModal.acceptAllBtn }).click();
    await expect.poll(() => seen.gtm).toEqual([GTM_URL]);
    await expect.poll(() => stubState(page)).toMatchObject({ ran: true, consent: GRANTED });

    const layer = await dataLayer(page);
    const defaultsAt = consentCommandAt(layer, 'default');
    const updateAt = consentCommandAt(layer, 'update');
    const gtmAt = layer.findIndex((e) => (e as { event?: string } | null)?.event === 'gtm.js');
    expect(layer[defaultsAt]).toEqual(['consent', 'default', DENIED]);
    expect(defaultsAt).toBeLessThan(gtmAt);
    expect(layer[updateAt]).toEqual(['consent', 'update', GRANTED]);
    expect(updateAt).toBeGreaterThan(defaultsAt);
    expect(await eventsNamed(page, 'Consent')).toEqual([expect.objectContaining(GRANTED)]);
    expect(await eventsNamed(page, 'ConsentMarketingDenied')).toEqual([]);
    expect(await eventsNamed(page, 'gtm.js')).toHaveLength(1);

    // Client-side navigation keeps the one tag: no second request.
    const cartPath = resolvePath('cart', locale);
    await page.evaluate((to) => (window as unknown as { next: { router: { push: (p: string) => Promise<boolean> } } }).next.router.push(to), cartPath);
    await expect.poll(async () => (await eventsNamed(page, 'page_view')).length).toBe(2);
    await page.waitForLoadState('networkidle');
    expect(seen.gtm).toEqual([GTM_URL]);
    expect(await eventsNamed(page, 'gtm.js')).toHaveLength(1);
    expect(seen.urls).toEqual([GTM_URL]);
    expect(await violations()).toEqual([]);
  });
}

test('cs: "only necessary" never requests the tag manager, pushes ConsentMarketingDenied and removes marketing cookies', async ({ page, context }) => {
  // Several page loads: about 30 s on one core with two workers (issue 19), so three times the default.
  test.slow();
  const locale: Locale = 'cs';
  const seen = await watchThirdParty(context);
  await openHome(page, locale, E2E_GTM_PORT);
  await expect(bar(page)).toBeVisible();
  await plantMarketingCookies(context, locale, E2E_GTM_PORT);

  await bar(page).getByRole('button', { name: text(locale).consentModal.acceptNecessaryBtn }).click();
  await expect(bar(page)).toBeHidden();
  expect(await eventsNamed(page, 'Consent')).toEqual([expect.objectContaining(DENIED)]);
  expect(await eventsNamed(page, 'ConsentMarketingDenied')).toHaveLength(1);
  await expect.poll(() => plantedCount(context)).toBe(0);

  // And on the next visit with that refusal stored.
  await openHome(page, locale, E2E_GTM_PORT);
  await page.waitForLoadState('networkidle');
  expect(seen.gtm).toEqual([]);
  expect(seen.urls).toEqual([]);
  expect(await stubState(page)).toBeNull();
  expect(await eventsNamed(page, 'gtm.js')).toEqual([]);
});

test('de-DE: analytics yes, marketing refused: the tag loads with ads denied, ConsentMarketingDenied, no ads cookie ever', async ({ page, context }) => {
  // Several page loads: about 30 s on one core with two workers (issue 19), so three times the default.
  test.slow();
  const locale: Locale = 'de-DE';
  const t = text(locale);
  const seen = await watchThirdParty(context);
  await openHome(page, locale, E2E_GTM_PORT);
  await plantMarketingCookies(context, locale, E2E_GTM_PORT);

  await bar(page).getByRole('button', { name: t.consentModal.showPreferencesBtn }).click();
  const prefs = page.getByRole('dialog', { name: t.preferencesModal.title });
  await expect(prefs).toBeVisible();
  await expect(page.locator('#cc-main input.section__toggle[value="marketing"]')).not.toBeChecked();
  await setCategory(page, 'analytics', true);
  await prefs.getByRole('button', { name: t.preferencesModal.savePreferencesBtn }).click();
  await expect(prefs).toBeHidden();

  const signals = { ...DENIED, analytics_storage: 'granted' };
  await expect.poll(() => seen.gtm).toEqual([GTM_URL]);
  await expect.poll(() => stubState(page)).toMatchObject({ ran: true, consent: signals });
  expect(await eventsNamed(page, 'Consent')).toEqual([expect.objectContaining(signals)]);
  expect(await eventsNamed(page, 'ConsentMarketingDenied')).toHaveLength(1);
  const layer = await dataLayer(page);
  expect(consentCommandAt(layer, 'default')).toBeLessThan(layer.findIndex((e) => (e as { event?: string } | null)?.event === 'gtm.js'));

  await page.waitForLoadState('networkidle');
  expect((await cookieNames(page)).filter((name) => MARKETING.includes(name))).toEqual([]);
  // A returning visit: the tag again, still without an advertising cookie.
  await openHome(page, locale, E2E_GTM_PORT);
  await expect.poll(() => stubState(page)).toMatchObject({ ran: true, consent: signals });
  await page.waitForLoadState('networkidle');
  expect((await cookieNames(page)).filter((name) => MARKETING.includes(name))).toEqual([]);
  expect(seen.gtm).toEqual([GTM_URL, GTM_URL]);
});

test('fr-BE: a returning visitor’s stored choice: defaults, update and Consent before the tag starts, then the page view', async ({ page, context }) => {
  const locale: Locale = 'fr-BE';
  const seen = await watchThirdParty(context);
  await giveConsent(context, locale, ['analytics', 'marketing']);
  await openHome(page, locale, E2E_GTM_PORT);
  await expect.poll(async () => (await eventsNamed(page, 'page_view')).length).toBe(1);
  await expect(page.locator('#cc-main .cm')).toHaveCount(0);
  const layer = (await dataLayer(page)).map((e) => (Array.isArray(e) ? `${e[0]} ${e[1]}` : (e as { event: string }).event));
  expect(layer.slice(0, 5)).toEqual(['consent default', 'consent update', 'Consent', 'gtm.js', 'page_view']);
  await expect.poll(() => seen.gtm).toEqual([GTM_URL]);
  // Everything was allowed: the stand-in tag saw ad_storage granted and set its advertising cookie.
  await expect.poll(() => stubState(page)).toMatchObject({ ran: true, consent: GRANTED });
  await expect.poll(async () => (await cookieNames(page)).includes('_gcl_au')).toBe(true);
});
