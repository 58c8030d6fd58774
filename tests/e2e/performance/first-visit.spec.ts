import { expect, test, type Page } from '@playwright/test';
import type { Locale } from '@/i18n/locales';
import { resolvePath } from '@/routing';
import { expectHydrated } from '../hydration';
import { origin } from '../support';

/**
 * Issue 17 item 8, without timing: a first visit's home page and listing ask the API for nothing
 * once loaded (their data came with the HTML; no cart hint means no cart), so the API client's
 * code is not fetched either. A browser holding a cart cookie from before the hint existed gets
 * the hint from the page's response and asks for its cart (docs/adr/0027).
 */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && !pathname.includes('/covers/')) calls.push(`${request.method()} ${pathname}`);
  });
  return calls;
}

for (const locale of ['cs', 'de-AT'] as const satisfies readonly Locale[]) {
  test(`${locale}: a first visit's home page and listing ask the API for nothing after loading`, async ({ page }) => {
    const calls = apiCalls(page);
    await page.goto(origin(locale) + resolvePath('home', locale));
    await page.waitForLoadState('networkidle');
    await page.goto(origin(locale) + resolvePath('listing', locale));
    await page.waitForLoadState('networkidle');
    expect(calls).toEqual([]);
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('bt_ch');
  });
}

test('cs: a cart cookie without the hint gets it with the page, and the page asks for that cart', async ({ page, context }) => {
  const url = new URL(origin('cs'));
  await context.addCookies([{ name: 'bt_cart', value: 'an-old-cart', domain: url.hostname, path: '/', httpOnly: true, sameSite: 'Lax' }]);
  const calls = apiCalls(page);
  const cartRead = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/adonis/v1/cart/data');
  await page.goto(origin('cs') + resolvePath('home', 'cs'));
  await cartRead;
  const hint = (await context.cookies()).find((c) => c.name === 'bt_ch');
  expect(hint?.value).toBe('1');
  expect(hint?.httpOnly).toBe(false);
  expect(calls).toContain('GET /api/adonis/v1/cart/data');
});

/**
 * Hydration in slices (docs/adr/0027): header, page and footer are Suspense boundaries written
 * in place, so the page is whole without JavaScript and no script (which the nonce CSP would
 * block) has to move a part into place.
 */
test('de-AT: the listing’s header, page and footer are boundaries written in place, whole without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(origin('de-AT') + resolvePath('listing', 'de-AT'));
  const html = (await response?.text()) ?? '';
  expect(html).toMatch(/<main[^>]*><!--\$-->/);
  expect(html.match(/<!--\$-->/g)?.length ?? 0).toBeGreaterThanOrEqual(4);
  expect(html).not.toMatch(/hidden id="S:|\$RC/);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await context.close();
});

/**
 * A tap while the page still hydrates (a slow phone: the CPU throttled sixfold) hydrates the part
 * it lands on first; the other parts hydrate later and must still find the server's HTML. A
 * client-only component (`ssr: false`) in a late part once rendered there what the server had
 * not, and React logged a hydration error and threw that part's HTML away.
 */
test('cs, a slow phone: the menu tapped during hydration opens, and no part of the page fails to hydrate', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /React error|hydrat/i.test(message.text())) errors.push(message.text());
  });
  await page.goto(origin('cs') + resolvePath('listing', 'cs'), { waitUntil: 'domcontentloaded' });
  const menu = page.getByRole('banner').locator('button[aria-controls]').first();
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  // The footer hydrates last: once its links are React's, every part has hydrated.
  await expectHydrated(page.getByRole('contentinfo').getByRole('link').first());
  expect(errors).toEqual([]);
  await context.close();
});
