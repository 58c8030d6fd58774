import { expect, test } from '@playwright/test';
import { LOCALES, type Locale } from '@/i18n/locales';
import { storeUrl } from '../support';
import { api, message, money } from './purchase-support';

interface CarrierPrices { currency: 'CZK' | 'EUR'; rows: { code: string; kind: string; country: string; priceX100: number; freeFromX100: number | null }[] }

/**
 * The delivery pages the checkout links to: direct delivery names where our courier goes and
 * what it costs (the same carrier prices the checkout charges), in each storefront's currency.
 */
for (const locale of ['cs', 'de-DE'] as const satisfies readonly Locale[]) {
  test(`${locale}: the direct delivery page shows the courier's price from the carrier prices`, async ({ page }) => {
    const { body } = await api<CarrierPrices>('/v1/shipping/carrier-prices', locale);
    const direct = body.rows.filter((row) => row.kind === 'direct');
    expect(direct.length).toBeGreaterThan(0);
    expect(body.currency).toBe(LOCALES[locale].currency);

    await page.goto(storeUrl(locale, 'directDelivery'));
    await expect(page.getByRole('heading', { level: 1, name: message(locale, 'checkout', 'directDelivery.title') })).toBeVisible();
    const main = page.getByRole('main');
    for (const row of direct) {
      await expect(main).toContainText(message(locale, 'checkout', 'directDelivery.price', { price: money(row.priceX100, locale, body.currency) }));
      if (row.freeFromX100 !== null) {
        await expect(main).toContainText(message(locale, 'checkout', 'directDelivery.freeFrom', { amount: money(row.freeFromX100, locale, body.currency) }));
      }
    }
  });
}
