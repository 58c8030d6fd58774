import fs from 'node:fs';
import path from 'node:path';
import { expect, type BrowserContext, type Page, type Request } from '@playwright/test';
import { domainFor, originFor, type Locale } from '@/i18n/locales';
import { resolvePath } from '@/routing';
import { E2E_PORT } from '../support';

/** What the consent specs share (consent.spec.ts on the default server, consent.gtm.spec.ts on the tag-manager one). */

export const MARKETING = ['_fbp', '_gcl_au', '_ga', '_gid', 'li_gc', 'li_mc', 'li_sugr', 'lms_ads', 'lms_analytics', 'MUID', 'MSPTC', 'muc', 'muc_ads', 'NID'];
export const DAY_S = 24 * 60 * 60;
export const DENIED = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' };
export const GRANTED = { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' };
export const GTM_HOST = 'https://www.googletagmanager.com';

interface ConsentText {
  footerLink: string;
  consentModal: { acceptAllBtn: string; acceptNecessaryBtn: string; showPreferencesBtn: string; title: string };
  preferencesModal: { title: string; savePreferencesBtn: string; marketing: { title: string } };
}
export const text = (locale: Locale): ConsentText =>
  JSON.parse(fs.readFileSync(path.join(process.cwd(), 'locales', locale, 'consent.json'), 'utf8')) as ConsentText;

export const isFirstParty = (url: string) => {
  const { protocol, hostname } = new URL(url);
  if (protocol === 'data:' || protocol === 'blob:') return true;
  return hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1';
};

/**
 * Stands in for gtm.js: like the real container it reads the Consent Mode state the data layer
 * holds when it runs, and sets an advertising cookie only when ad_storage is granted.
 */
const GTM_STUB = `(function () {
  var state = {};
  (window.dataLayer || []).forEach(function (e) {
    if (Object.prototype.toString.call(e) === '[object Arguments]' && e[0] === 'consent') Object.assign(state, e[2]);
  });
  window.__gtmStub = { ran: true, consent: state };
  if (state.ad_storage === 'granted') document.cookie = '_gcl_au=stub-tag; path=/; SameSite=Lax';
})();`;

/**
 * Every request the browser makes that leaves our own origins. The tag manager is answered by a
 * stub and anything else from outside is aborted: nothing ever really goes out.
 */
export async function watchThirdParty(context: BrowserContext): Promise<{ urls: string[]; gtm: string[] }> {
  const seen = { urls: [] as string[], gtm: [] as string[] };
  context.on('request', (request: Request) => {
    if (!isFirstParty(request.url())) seen.urls.push(request.url());
  });
  await context.route(
    (url) => !isFirstParty(url.href),
    async (route) => {
      const url = route.request().url();
      if (!url.startsWith(`${GTM_HOST}/`)) return route.abort();
      seen.gtm.push(url);
      await route.fulfill({ status: 200, contentType: 'application/javascript', body: GTM_STUB });
    },
  );
  return seen;
}

/** window.dataLayer with gtag's Arguments entries turned into arrays. */
export async function dataLayer(page: Page): Promise<unknown[]> {
  return page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) => (Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.from(entry as ArrayLike<unknown>) : entry)),
  );
}
export const eventsNamed = async (page: Page, name: string) =>
  (await dataLayer(page)).filter((e): e is Record<string, unknown> => !!e && typeof e === 'object' && (e as { event?: unknown }).event === name);

/** Index of gtag's `consent <command>` entry in the data layer, -1 when missing. */
export const consentCommandAt = (layer: unknown[], command: 'default' | 'update') =>
  layer.findIndex((e) => Array.isArray(e) && e[0] === 'consent' && e[1] === command);

export const plantedCount = async (context: BrowserContext) => (await context.cookies()).filter((c) => MARKETING.includes(c.name)).length;

export async function consentCookie(context: BrowserContext, locale: Locale, port = E2E_PORT) {
  return (await context.cookies(originFor(locale, port))).find((c) => c.name === 'cc_cookie');
}

/**
 * Marketing cookies on the storefront's host and on its parent domain where browsers allow one:
 * Chromium keeps a `Domain=localhost` cookie host-only, so *.localhost storefronts have none (the
 * parent-domain case runs on a real-looking domain in its own test).
 */
export async function plantMarketingCookies(context: BrowserContext, locale: Locale, port = E2E_PORT): Promise<number> {
  const host = domainFor(locale);
  const rest = host.slice(host.indexOf('.') + 1);
  const parent = host.includes('.') && rest.includes('.') ? rest : null;
  const cookies = MARKETING.flatMap((name) => [
    { name, value: 'planted', url: originFor(locale, port) },
    ...(parent ? [{ name, value: 'planted-parent', domain: `.${parent}`, path: '/' }] : []),
  ]);
  await context.addCookies(cookies);
  return cookies.length;
}

export async function openHome(page: Page, locale: Locale, port = E2E_PORT) {
  const response = await page.goto(originFor(locale, port) + resolvePath('home', locale));
  expect(response?.status()).toBe(200);
}

export const bar = (page: Page) => page.locator('#cc-main .cm');

/**
 * Switches a category in the preferences box the way a visitor does: a click on the toggle's
 * label (the checkbox itself is visually hidden, and in long translations below the fold).
 */
export async function setCategory(page: Page, category: 'analytics' | 'marketing', on: boolean) {
  const input = page.locator(`#cc-main input.section__toggle[value="${category}"]`);
  if ((await input.isChecked()) !== on) {
    const toggle = input.locator('xpath=..');
    await toggle.scrollIntoViewIfNeeded();
    await toggle.click();
  }
  if (on) await expect(input).toBeChecked();
  else await expect(input).not.toBeChecked();
}
