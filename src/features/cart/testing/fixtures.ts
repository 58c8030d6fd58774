/** Test-only: cart data as the API sends it; override what a test cares about. */
import type { BookPriceSummary } from '@/contracts/works';
import type { CartData, CartItemData } from '@/contracts/cart';

export function cartItemFixture(overrides: Partial<CartItemData> = {}): CartItemData {
  const copyId = overrides.bookId ?? overrides.productId ?? 501;
  return {
    productId: copyId,
    type: 'book',
    'bookId': copyId,
    workId: 77,
    editionId: 91,
    title: 'Babička',
    authors: ['Božena Němcová'],
    conditionId: 2,
    isbn13: '9788020412345',
    isbn10: '8020412345',
    priceX100: 12900,
    currency: 'CZK',
    heldUntil: '2030-01-01T12:20:00.000Z',
    ...overrides,
  };
}

export function cartDataFixture(items: CartItemData[] = [cartItemFixture()], overrides: Partial<CartData> = {}): CartData {
  return {
    items,
    priceTotalX100: items.reduce((sum, item) => sum + item.priceX100, 0),
    currency: items[0]?.currency ?? 'CZK',
    holdMinutes: 20,
    removed: [],
    ...overrides,
  };
}

/** A by-book-ids item: both prices, so a test can see which one the storefront picks. */
export function bookSummaryFixture(overrides: Partial<BookPriceSummary> = {}): BookPriceSummary {
  return {
    'bookId': 501,
    isbn13: '9788020412345',
    isbn10: '8020412345',
    priceCzkX100: 12900,
    priceEurX100: 520,
    conditionId: 2,
    ...overrides,
  };
}
