import type { ListingResponse } from '@/contracts/listing';
import { bookTileFixture } from '@/ui/testing/bookTileFixture';

/** Test-only: a listing page as the API sends it (cs storefront); override what a test cares about. */
export function listingFixture(overrides: Partial<ListingResponse> = {}): ListingResponse {
  return {
    items: [
      bookTileFixture({ 'bookId': 1, workId: 10, title: 'Babička' }),
      bookTileFixture({ 'bookId': 2, workId: 11, title: 'Krakatit', authors: [{ id: 2, name: 'Karel Čapek' }], inStock: false }),
    ],
    total: 50,
    page: 1,
    pageSize: 24,
    pageCount: 3,
    order: 'new',
    currency: 'CZK',
    facets: {
      categories: [
        { id: 1, name: 'Beletrie', slug: 'beletrie', parentId: null, count: 40 },
        { id: 2, name: 'Poezie', slug: 'poezie', parentId: 1, count: 12 },
      ],
      authors: [
        { id: 1, name: 'Božena Němcová', count: 20 },
        { id: 2, name: 'Karel Čapek', count: 30 },
      ],
      publishers: [{ name: 'Odeon', count: 9 }],
      language: [
        { id: 1, count: 45 },
        { id: 3, count: 5 },
      ],
      binding: [{ id: 2, count: 33 }],
      conditions: [{ id: 1, count: 10 }],
      instock: [{ id: 1, count: 50 }],
      price: { min: 49, max: 890 },
      year: { min: 1855, max: 2020 },
    },
    filters: {},
    ...overrides,
  };
}
