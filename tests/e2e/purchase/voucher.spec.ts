import { expect, test } from '@playwright/test';
import { LOCALES } from '@/i18n/locales';
import { storeUrl } from '../support';
import {
  addCopies, candidateCopies, fillCheckout, message, money, orderOnPage, payPagePattern, placeOrder, shippingOption, SERVER_WAIT, SLOTS, uniqueEmail,
} from './purchase-support';

/**
 * KNIHY50 (50 Kč off from 300 Kč, seeded): applying it lowers the summary's total by exactly the
 * discount, and the placed order charges that total. Paid by bank transfer, so the order's page
 * states the amount to send.
 */
test('cs: a voucher lowers the total in the summary and the order charges that total', async ({ page }) => {
  test.setTimeout(120_000);
  const locale = 'cs';
  const currency = LOCALES[locale].currency;
  const candidates = (await candidateCopies(SLOTS.voucher, locale, 60_000)).filter((c) => c.priceX100 >= 15_000);
  const copies = await addCopies(page, locale, candidates, 2);
  const itemsX100 = copies[0]!.priceX100 + copies[1]!.priceX100;
  expect(itemsX100).toBeGreaterThanOrEqual(30_000);

  await page.goto(storeUrl(locale, 'cart'));
  const shipping = await shippingOption(locale, LOCALES[locale].country, itemsX100, 'packeta-pudo');
  const email = uniqueEmail('voucher');
  await fillCheckout(page, locale, {
    email, name: 'Eva Dvořáková', phone: '+420 608 555 444', shipping, pudoSearch: 'Plzeň', pudoName: 'Papírnictví Americká',
    paymentMethod: 'bank-transfer',
  });

  const summary = page.getByRole('region', { name: message(locale, 'checkout', 'summary.heading') });
  const before = itemsX100 + shipping.priceX100;
  await expect(summary).toContainText(money(before, locale, currency), SERVER_WAIT);

  const voucher = page.getByRole('group', { name: message(locale, 'checkout', 'voucher.legend') });
  await voucher.getByLabel(message(locale, 'checkout', 'voucher.label')).fill('KNIHY50');
  await voucher.getByRole('button', { name: message(locale, 'checkout', 'voucher.apply') }).click();
  const effect = message(locale, 'checkout', 'voucher.effect.fixed', { amount: money(5_000, locale, currency) });
  await expect(voucher.getByRole('status')).toHaveText(message(locale, 'checkout', 'voucher.applied', { code: 'KNIHY50', effect }), SERVER_WAIT);

  const after = before - 5_000;
  await expect(summary).toContainText(message(locale, 'checkout', 'totals.discount'));
  await expect(summary).toContainText(money(-5_000, locale, currency));
  await expect(summary).toContainText(money(after, locale, currency), SERVER_WAIT);
  await expect(summary).not.toContainText(money(before, locale, currency));

  await placeOrder(page, locale);
  // A transfer order goes straight to its own page with the payment details.
  await expect(page).toHaveURL(payPagePattern(locale), SERVER_WAIT);
  const order = await orderOnPage(page, locale);
  await expect(page.getByRole('heading', { level: 1, name: message(locale, 'checkout', 'pay.title', { number: order.number }) })).toBeVisible();
  expect(order).toMatchObject({ voucherCode: 'KNIHY50', discountX100: 5_000, itemsX100, shippingX100: shipping.priceX100, totalX100: after });
  const transfer = page.getByRole('region', { name: message(locale, 'checkout', 'bankTransfer.heading') });
  await expect(transfer).toContainText(money(after, locale, currency));
});
