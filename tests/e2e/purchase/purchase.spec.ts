import { expect, test } from '@playwright/test';
import { LOCALES, type Locale } from '@/i18n/locales';
import { storeUrl } from '../support';
import {
  addCopies, candidateCopies, confirmationMail, expectTotalWithShipping, fillCheckout, message, messagePattern, money, orderOnPage, placeOrder,
  sandboxChoose, shippingOption, SERVER_WAIT, SLOTS, uniqueEmail,
} from './purchase-support';

/**
 * The whole purchase on two storefronts (two currencies, two payment providers): two copies in
 * the cart with their hold timers, the checkout with a pick-up point and the online card payment
 * the storefront offers (Comgate in cs, Adyen in de-DE; both the sandbox's hosted page in demo
 * mode), the thank-you page, and the confirmation e-mail with its invoice PDF in the dev outbox.
 */
const CASES: Array<{ locale: Locale; slot: number; maxPriceX100: number; phone: string; pudoSearch: string; pudoName: string; payment: string }> = [
  { locale: 'cs', slot: SLOTS.csPurchase, maxPriceX100: 40_000, phone: '+420 603 123 456', pudoSearch: 'Brno', pudoName: 'Z-BOX Brno – Kounicova', payment: 'comgate-card' },
  { locale: 'de-DE', slot: SLOTS.dePurchase, maxPriceX100: 4_000, phone: '+49 151 2345678', pudoSearch: 'Berlin', pudoName: 'Späti Kastanienallee', payment: 'adyen' },
];

for (const { locale, slot, maxPriceX100, phone, pudoSearch, pudoName, payment } of CASES) {
  // cs also in the PGlite smoke run: a whole order (holds, payment, invoice) on the embedded database.
  test(`${locale}: two copies, pick-up point, card payment in the sandbox, thank-you page and the e-mail`, { tag: locale === 'cs' ? ['@pglite'] : [] }, async ({ page }) => {
    test.setTimeout(120_000);
    const { currency, country } = LOCALES[locale];
    // A new browser's first state-changing call (adding to the cart) fetches its XSRF token first:
    // no request of the whole purchase is refused (a refusal is an error in the shopper's console).
    const refused: string[] = [];
    page.on('response', (response) => { if (response.status() === 403) refused.push(`${response.request().method()} ${response.url()}`); });
    const copies = await addCopies(page, locale, await candidateCopies(slot, locale, maxPriceX100), 2);
    const itemsX100 = copies[0]!.priceX100 + copies[1]!.priceX100;

    await page.goto(storeUrl(locale, 'cart'));
    await expect(page.getByRole('heading', { level: 1, name: message(locale, 'cart', 'title') })).toBeVisible();
    for (const copy of copies) await expect(page.getByRole('main').getByRole('link', { name: copy.edition.title }).first()).toBeVisible();
    // Each copy's hold counts down (mm:ss) in the storefront's words.
    const timers = page.getByRole('timer');
    await expect(timers).toHaveCount(2);
    for (const timer of await timers.all()) await expect(timer).toHaveText(messagePattern(locale, 'cart', 'hold.countdown'));
    await expect(timers.first()).toHaveText(/\d{1,2}:\d{2}/);

    const shipping = await shippingOption(locale, country, itemsX100, 'packeta-pudo');
    const email = uniqueEmail(locale);
    await fillCheckout(page, locale, { email, name: 'Jana Nováková', phone, shipping, pudoSearch, pudoName, paymentMethod: payment });

    // The total with delivery is on screen before the order button, in the summary too.
    const expectedTotalX100 = itemsX100 + shipping.priceX100;
    const expectedTotal = money(expectedTotalX100, locale, currency);
    await expectTotalWithShipping(page, locale, expectedTotal);
    const summary = page.getByRole('region', { name: message(locale, 'checkout', 'summary.heading') });
    await expect(summary).toContainText(message(locale, 'checkout', 'summary.total'));
    await expect(summary).toContainText(expectedTotal, SERVER_WAIT);

    await placeOrder(page, locale);
    await sandboxChoose(page, 'Pay successfully');

    await expect(page.getByRole('heading', { level: 1, name: message(locale, 'checkout', 'thankYou.title') })).toBeVisible(SERVER_WAIT);
    const order = await orderOnPage(page, locale);
    await expect(page.getByText(message(locale, 'checkout', 'thankYou.lead', { number: order.number }))).toBeVisible();
    await expect(page.getByText(message(locale, 'checkout', 'guidance.paid'))).toBeVisible();
    expect(order).toMatchObject({
      state: 'paid', email, currency, paymentMethod: payment, totalX100: expectedTotalX100, itemsX100, shippingX100: shipping.priceX100,
      shipping: { method: 'packeta-pudo', kind: 'pudo' },
    });
    expect(order.lines.map((l) => l.bookId).sort()).toEqual(copies.map((c) => c.bookId).sort());
    expect(refused).toEqual([]);

    const mail = await confirmationMail(email, order.number);
    expect(mail.to).toBe(email);
    expect(mail.subject).toContain(order.number);
    expect(mail.attachments.some((a) => a.contentType === 'application/pdf' && a.size > 0)).toBe(true);

    // The cart is empty after the order.
    await page.goto(storeUrl(locale, 'cart'));
    await expect(page.getByText(message(locale, 'cart', 'empty.text'))).toBeVisible();
  });
}
