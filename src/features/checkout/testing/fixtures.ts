import type { CartItemData } from '@/contracts/cart';
import type { PudoLocation, QuoteResponse, ShippingOption } from '@/contracts/checkout';

export function cartItemFixture(overrides: Partial<CartItemData> = {}): CartItemData {
  const productId = overrides.productId ?? 101;
  return {
    productId, type: 'book', 'bookId': productId, workId: 1, editionId: 1, title: `Kniha ${productId}`, authors: ['Karel Čapek'],
    conditionId: 2, isbn13: null, isbn10: null, priceX100: 15000, currency: 'CZK', heldUntil: null, ...overrides,
  };
}

export function shippingOptionFixture(overrides: Partial<ShippingOption> = {}): ShippingOption {
  return {
    code: 'zasilkovna-point', carrier: 'Zásilkovna', kind: 'pudo', priceX100: 7900, basePriceX100: 7900, freeFromX100: null,
    codAvailable: false, codFeeX100: null, currency: 'CZK', ...overrides,
  };
}

export function pudoFixture(overrides: Partial<PudoLocation> = {}): PudoLocation {
  return {
    id: 'Z-1', carrier: 'Zásilkovna', country: 'CZ', name: 'Trafika U Nádraží', street: 'Nádražní 1', city: 'Praha', zip: '150 00',
    openingHours: 'Po–Pá 8–18', latitude: null, longitude: null, ...overrides,
  };
}

export function quoteFixture(overrides: Partial<QuoteResponse> = {}): QuoteResponse {
  return {
    currency: 'CZK', itemsX100: 30000, shippingX100: 7900, paymentFeeX100: 0, discountX100: 0, walletX100: 0, totalX100: 37900,
    voucher: null, walletBalanceX100: null, ...overrides,
  };
}
