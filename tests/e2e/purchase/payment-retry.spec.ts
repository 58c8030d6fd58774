import { expect, test } from '@playwright/test';
import { LOCALES } from '@/i18n/locales';
import { storeUrl } from '../support';
import {
  addCopies, candidateCopies, fillCheckout, message, orderOnPage, placeOrder, sandboxChoose, shippingOption, SERVER_WAIT, SLOTS, uniqueEmail,
} from './purchase-support';

/** A card payment that fails: the payment-failed page keeps the order, and paying again succeeds. */
test('cs: a failed card payment is explained, retried and paid', async ({ page }) => {
  test.setTimeout(120_000);
  const locale = 'cs';
  const [copy] = await addCopies(page, locale, await candidateCopies(SLOTS.retry, locale, 100_000), 1);
  await page.goto(storeUrl(locale, 'cart'));
  const shipping = await shippingOption(locale, LOCALES[locale].country, copy!.priceX100, 'dpd-pudo');
  const email = uniqueEmail('retry');
  await fillCheckout(page, locale, {
    email, name: 'Petr Svoboda', phone: '+420 777 123 456', shipping, pudoSearch: 'Ostrava', pudoName: 'DPD Pickup Ostrava – Zábřeh',
    paymentMethod: 'comgate-card',
  });
  await placeOrder(page, locale);

  await sandboxChoose(page, 'Payment fails');
  await expect(page.getByRole('heading', { level: 1, name: message(locale, 'checkout', 'paymentFailed.title') })).toBeVisible(SERVER_WAIT);
  const failed = await orderOnPage(page, locale);
  expect(failed).toMatchObject({ state: 'awaiting_payment', email, paymentMethod: 'comgate-card' });
  await expect(page.getByText(message(locale, 'checkout', 'paymentFailed.text', { number: failed.number }))).toBeVisible();

  const retry = page.getByRole('region', { name: message(locale, 'checkout', 'retry.headingAgain') });
  const method = message(locale, 'checkout', 'payment.method.comgate-card');
  await retry.getByRole('button', { name: message(locale, 'checkout', 'retry.payWith', { method }) }).click();

  await sandboxChoose(page, 'Pay successfully');
  await expect(page.getByRole('heading', { level: 1, name: message(locale, 'checkout', 'thankYou.title') })).toBeVisible(SERVER_WAIT);
  await expect(page.getByText(message(locale, 'checkout', 'thankYou.lead', { number: failed.number }))).toBeVisible();
  const paid = await orderOnPage(page, locale);
  expect(paid).toMatchObject({ number: failed.number, state: 'paid', totalX100: failed.totalX100 });
});
