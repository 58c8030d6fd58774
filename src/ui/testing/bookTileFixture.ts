import type { BookTile } from '@/contracts/catalogue';

/** Test-only: a copy as the API sends it for tiles; override what a test cares about. */
export function bookTileFixture(overrides: Partial<BookTile> = {}): BookTile {
  return {
    'bookId': 501,
    workId: 77,
    editionId: 91,
    title: 'Babička',
    authors: [{ id: 1, name: 'Božena Němcová' }],
    conditionId: 2,
    year: 1855,
    languageId: 1,
    priceX100: 12900,
    previousPriceX100: null,
    currency: 'CZK',
    inStock: true,
    coverUrl: '/covers/501.svg',
    ...overrides,
  };
}
