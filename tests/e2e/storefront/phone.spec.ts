/**
 * Issue 17, item 7 "Phone first", on cs and de-AT in a 390×844 viewport: a compact header with a
 * menu button, the listing's filters behind a "Filter" button that shows the result count, the
 * first results on the first screen, the add-to-cart sheet's actions always on screen (and on top
 * of an unanswered cookie bar), and the cookie bar in the shop's own colours, small on a phone,
 * never taking the caret from a shopper who got to the search box first. Words come from the message files and
 * data from the running API, never hard-coded.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Locale } from '@/i18n/locales';
import { colors } from '@/ui/theme/theme';
import { giveConsent } from '../consent/consented';
import { bar, text as consentText } from '../consent/helpers';
import { expectHydrated } from '../hydration';
import { candidateCopies, bookUrl, message, SERVER_WAIT, SLOTS } from '../purchase/purchase-support';
import { storeUrl } from '../support';

const STOREFRONTS: Locale[] = ['cs', 'de-AT'];
const PHONE = { width: 390, height: 844 };
/**
 * The banner landmark on a phone, measured after the change: brand, account, cart and menu on one
 * row, search below, the promo strip (two lines of demo data) and the "added today" line: 176 px
 * of 844 (before: 386, with both menus wrapping). The bound leaves room for a longer translation
 * or promotion, not for a menu.
 */
const HEADER_MAX_PX = 220;
/** The cookie bar may take at most this share of the first screen (before: 43 %; after: 28 %). */
const CONSENT_MAX_SHARE = 0.3;

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));
const hexToRgb = (hex: string) => {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

/** Whether a tap at the element's centre reaches it (nothing drawn over it there). */
const receivesTap = (target: Locator) =>
  target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });

/**
 * Opens the copies of the test's slot until one goes into the cart (another spec may hold one),
 * `beforeAdding` running on each copy page first; the add-to-cart sheet that then shows.
 */
async function addACopyToCart(page: Page, locale: Locale, slot: number, beforeAdding?: () => Promise<void>): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: message(locale, 'common', 'addToCart.title') });
  for (const copy of await candidateCopies(slot, locale, 1_000_000)) {
    await page.goto(bookUrl(locale, copy));
    await beforeAdding?.();
    const add = page.getByRole('main').getByRole('button', { name: message(locale, 'book', 'copy.addToCart') });
    await expectHydrated(add);
    await add.click();
    const refused = page.getByRole('main').getByRole('alert').filter({ hasText: /\S/ });
    await expect(dialog.or(refused).first()).toBeVisible(SERVER_WAIT);
    if (await dialog.isVisible()) return dialog;
  }
  throw new Error('no copy of the slot went into the cart');
}

async function headerHeight(page: Page): Promise<number> {
  const box = await page.getByRole('banner').boundingBox();
  return box!.height;
}

const resultsRegion = (page: Page, locale: Locale) =>
  page.getByRole('region', { name: message(locale, 'catalogue', 'listing.resultsHeading') });
const resultCount = (page: Page) => page.getByRole('main').getByRole('status').filter({ hasText: /\d/ }).first();

for (const locale of STOREFRONTS) {
  test.describe(`${locale} on a 390×844 phone`, () => {
    test.beforeEach(async ({ context }) => {
      await giveConsent(context, locale);
    });

    test('the header is compact and the first book is on the first screen of the listing', async ({ page }) => {
      // Two pages, the listing's first answer from the server.
      test.slow();
      await page.goto(storeUrl(locale, 'home'));
      expect(await headerHeight(page)).toBeLessThanOrEqual(HEADER_MAX_PX);

      await page.goto(storeUrl(locale, 'listing', { filters: [] }));
      await expect(resultCount(page)).toBeVisible(SERVER_WAIT);
      expect(await headerHeight(page)).toBeLessThanOrEqual(HEADER_MAX_PX);
      // The first tile's title (and so its cover above it) is on screen without scrolling.
      const firstTitle = resultsRegion(page, locale).getByRole('heading', { level: 3 }).first();
      await expect(firstTitle).toBeInViewport({ ratio: 1 });
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      // Nothing wider than the phone (a phone browser would zoom the whole page out to fit it).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    });

    test('the menu button opens and closes the main menu (aria-expanded, Escape, focus)', async ({ page }) => {
      // Waits for hydration, then five toggles.
      test.slow();
      await page.goto(storeUrl(locale, 'home'));
      const mainMenu = page.getByRole('navigation', { name: message(locale, 'common', 'header.mainNavigationLabel') });
      const button = page.getByRole('banner').getByRole('button', { name: message(locale, 'common', 'header.menu') });
      await expectHydrated(button);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(mainMenu).toBeHidden();
      // The button names what it shows and hides (the main menu, then the service links).
      const controlled = (await button.getAttribute('aria-controls'))?.split(' ') ?? [];
      expect(controlled.length).toBeGreaterThan(0);

      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(mainMenu).toBeVisible();
      for (const id of controlled) await expect(page.locator(`[id="${id}"]`)).toBeVisible();
      await expect(mainMenu.getByRole('link').first()).toBeInViewport();

      await page.keyboard.press('Escape');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(mainMenu).toBeHidden();
      await expect(button).toBeFocused();

      // A second click closes it too.
      await button.click();
      await expect(mainMenu).toBeVisible();
      await button.click();
      await expect(mainMenu).toBeHidden();
    });

    test('the Filter button shows the count, opens the facets, and a facet chosen there filters the listing', async ({ page }) => {
      test.slow();
      await page.goto(storeUrl(locale, 'listing', { filters: [] }));
      await expect(resultCount(page)).toBeVisible(SERVER_WAIT);
      const total = digits(await resultCount(page).textContent());
      expect(total).toBeGreaterThan(0);

      const filterName = message(locale, 'catalogue', 'facets.title');
      const filter = page.getByRole('main').getByRole('button', { name: new RegExp(`^${filterName}`) });
      await expectHydrated(filter);
      await expect(filter).toBeInViewport();
      expect(digits(await filter.textContent())).toBe(total);

      await filter.click();
      const sheet = page.getByRole('dialog', { name: filterName });
      await expect(sheet).toBeVisible();
      const binding = sheet.getByRole('region', { name: message(locale, 'catalogue', 'facets.binding') });
      await expect(binding).toBeVisible();
      const choice = binding.getByRole('link').first();
      const facetCount = digits(await choice.locator('[aria-hidden="true"]').last().textContent());
      expect(facetCount).toBeGreaterThan(0);
      expect(facetCount).toBeLessThan(total);
      const before = page.url();
      await choice.click();

      // The choice is in the address (as on the desktop panel), the sheet closes, the listing is
      // narrowed to it. Facet counts come from the facet cache (ADR 0004) while other tests buy
      // copies from the same catalogue and stock new ones (the watchdog journey, the desk's cancel),
      // so the live count may differ from the facet's figure by a few either way (CI: 327 vs 326).
      await expect(page).not.toHaveURL(before);
      await expect(sheet).toBeHidden();
      await expect.poll(async () => digits(await resultCount(page).textContent()), SERVER_WAIT).toBeLessThanOrEqual(facetCount + 5);
      const narrowed = digits(await resultCount(page).textContent());
      expect(narrowed).toBeGreaterThan(facetCount - 20);
      expect(narrowed).toBeLessThan(total);
      await expect.poll(async () => digits(await filter.textContent())).toBe(narrowed);
    });

    test('the add-to-cart sheet keeps "Go to cart" and "Continue" on screen', async ({ page }) => {
      test.slow();
      const slot = locale === 'cs' ? SLOTS.phoneCs : SLOTS.phoneDe;
      const dialog = await addACopyToCart(page, locale, slot);
      const goToCart = dialog.getByRole('link', { name: message(locale, 'common', 'addToCart.goToCart') });
      const keepShopping = dialog.getByRole('button', { name: message(locale, 'common', 'addToCart.continue') });
      await expect(goToCart).toBeInViewport({ ratio: 1 });
      await expect(keepShopping).toBeInViewport({ ratio: 1 });
      await goToCart.click();
      await expect(page).toHaveURL(storeUrl(locale, 'cart'));
    });
  });

  test(`${locale}: with the cookie bar unanswered, the add-to-cart sheet's actions are on top of it, and the bar is back when the sheet closes`, async ({ page }) => {
    test.slow();
    const slot = locale === 'cs' ? SLOTS.phoneCs : SLOTS.phoneDe;
    const consent = bar(page);
    // The bar first, then the sheet over it: the order a new shopper meets them in.
    const dialog = await addACopyToCart(page, locale, slot, async () => {
      await expect(consent).toBeVisible(SERVER_WAIT);
      await expect.poll(async () => { const b = (await consent.boundingBox())!; return b.y + b.height; }).toBeLessThanOrEqual(PHONE.height + 1);
    });
    const goToCart = dialog.getByRole('link', { name: message(locale, 'common', 'addToCart.goToCart') });
    const keepShopping = dialog.getByRole('button', { name: message(locale, 'common', 'addToCart.continue') });
    // What a tap at the button's centre would hit: the button, not the bar drawn over it.
    await expect.poll(() => receivesTap(goToCart)).toBe(true);
    expect(await receivesTap(keepShopping)).toBe(true);

    await keepShopping.click();
    await expect(dialog).toBeHidden();
    const acceptAll = consent.getByRole('button', { name: consentText(locale).consentModal.acceptAllBtn });
    await expect(acceptAll).toBeInViewport({ ratio: 1 });
    await expect.poll(() => receivesTap(acceptAll)).toBe(true);
  });

  test(`${locale}: the cookie bar arriving after the shopper went to the search box leaves the caret there`, async ({ page }) => {
    // A shopper on a slow phone taps the search box before the bar has come: the script stands in
    // for that tap as soon as the header is in the document, long before the bar can show.
    // The library's focus call lands only once the bar is visible: at once with reduced motion
    // (every time), during the slide-in only when its timer runs late (sometimes, on a slow phone).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        document.querySelector<HTMLInputElement>('[role="search"] input[type="search"]')?.focus();
      });
    });
    await page.goto(storeUrl(locale, 'home'));
    const search = page.getByRole('banner').getByRole('search').getByRole('combobox');
    await expect(search).toBeFocused();
    const consent = bar(page);
    await expect(consent).toBeVisible(SERVER_WAIT);
    // The library moves focus into the bar on a 100 ms timer once it shows it: let it pass (timers
    // fire in order) before asking where the caret is.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    await expect(search).toBeFocused();
    await page.keyboard.type('kafka');
    await expect(search).toHaveValue('kafka');
    // The bar is there to be answered all the same.
    await expect(consent.getByRole('button', { name: consentText(locale).consentModal.acceptAllBtn })).toBeInViewport({ ratio: 1 });
  });

  test(`${locale}: the cookie bar wears the shop's colours and leaves the phone screen to the shop`, async ({ page }) => {
    await page.goto(storeUrl(locale, 'home'));
    const consent = bar(page);
    await expect(consent).toBeVisible();
    const t = consentText(locale).consentModal;
    const acceptAll = consent.getByRole('button', { name: t.acceptAllBtn });
    const necessary = consent.getByRole('button', { name: t.acceptNecessaryBtn });
    await expect(acceptAll).toBeInViewport({ ratio: 1 });
    await expect(necessary).toBeInViewport({ ratio: 1 });

    // The theme's own primary button colour and font, not the library's default look.
    await expect(acceptAll).toHaveCSS('background-color', hexToRgb(colors.primary));
    await expect(acceptAll).toHaveCSS('color', hexToRgb(colors.onPrimary));
    const bodyFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    await expect(consent).toHaveCSS('font-family', bodyFont);

    // The bar slides in: its box is read once it has come to rest at the bottom of the screen
    // (a read mid-slide saw 849 px against the screen's 844 on a busy CI machine).
    await expect.poll(async () => { const b = (await consent.boundingBox())!; return b.y + b.height; }).toBeLessThanOrEqual(PHONE.height + 1);
    const box = (await consent.boundingBox())!;
    expect(box.height / PHONE.height).toBeLessThanOrEqual(CONSENT_MAX_SHARE);
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height + 1);
  });
}
