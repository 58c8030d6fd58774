import { expect, test } from '@playwright/test';
import { LOCALES } from '@/i18n/locales';
import { storeUrl } from '../support';
import {
  addCopies, api, candidateCopies, fillCheckout, message, money, orderOnPage, payPagePattern, placeOrder, shippingOption, SERVER_WAIT, SLOTS, uniqueEmail,
  type PublicOrder,
} from './purchase-support';

interface TransferOrder extends PublicOrder {
  bankTransfer: { iban: string; bic: string; variableSymbol: string; qrPayload: string; amountX100: number } | null;
}

/** Paying by bank transfer in euros: the order's pay page shows the QR code, the IBAN and the variable symbol. */
test('de-DE: a bank transfer order shows the QR code, IBAN and variable symbol on its pay page', async ({ page }) => {
  test.setTimeout(120_000);
  const locale = 'de-DE';
  const currency = LOCALES[locale].currency;
  const [copy] = await addCopies(page, locale, await candidateCopies(SLOTS.bankTransfer, locale, 10_000), 1);
  await page.goto(storeUrl(locale, 'cart'));
  const shipping = await shippingOption(locale, LOCALES[locale].country, copy!.priceX100, 'dpd-pudo');
  await fillCheckout(page, locale, {
    email: uniqueEmail('transfer'), name: 'Lena Schmidt', phone: '+49 30 1234567', shipping, pudoSearch: 'München',
    pudoName: 'DPD Pickup Paketshop Maxvorstadt', paymentMethod: 'bank-transfer',
  });
  await placeOrder(page, locale);
  // A transfer order goes straight to its own page; it is also the page the shopper comes back to.
  await expect(page).toHaveURL(payPagePattern(locale), SERVER_WAIT);
  const { paymentCode } = await orderOnPage(page, locale);

  const { body: order } = await api<TransferOrder>(`/v1/orders/by-code/${paymentCode}`, locale);
  expect(order).toMatchObject({ state: 'awaiting_payment', paymentMethod: 'bank-transfer', currency });
  const transfer = order.bankTransfer!;
  expect(transfer.amountX100).toBe(order.totalX100);
  // EUR storefronts get the EPC (SEPA) QR payload.
  expect(transfer.qrPayload.startsWith('BCD')).toBe(true);

  await expect(page.getByRole('heading', { level: 1, name: message(locale, 'checkout', 'pay.title', { number: order.number }) })).toBeVisible();
  const box = page.getByRole('region', { name: message(locale, 'checkout', 'bankTransfer.heading') });
  const amount = money(order.totalX100, locale, currency);
  const qr = box.getByRole('img', { name: message(locale, 'checkout', 'bankTransfer.qrAlt', { amount }) });
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml/);
  // The SVG actually decodes and renders.
  expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  const value = (label: string) => box.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  await expect(value(message(locale, 'checkout', 'bankTransfer.iban'))).toHaveText(transfer.iban);
  await expect(value(message(locale, 'checkout', 'bankTransfer.variableSymbol'))).toHaveText(transfer.variableSymbol);
  await expect(value(message(locale, 'checkout', 'bankTransfer.amount'))).toHaveText(amount);
  expect(transfer.variableSymbol).toMatch(/^\d{1,10}$/);
  expect(transfer.iban).toMatch(/^[A-Z]{2}\d{2}[A-Z0-9]+$/);
});
