/** Test-only: book-page data as the API sends it; override what a test cares about. */
import type { BookResponse, CopyOffer, EditionSummary, WorkResponse, EditionResponse, WorkSummary } from '@/contracts/works';

export function workSummaryFixture(overrides: Partial<WorkSummary> = {}): WorkSummary {
  return {
    workId: 77,
    title: 'Babička',
    description: 'Obrazy venkovského života.',
    descriptionLanguageId: 1,
    originalLanguageId: 1,
    authors: [{ id: 5, name: 'Božena Němcová' }],
    categories: [{ id: 12, name: 'Klasická literatura', slug: 'klasicka-literatura' }],
    series: [{ id: 30, name: 'Klub čtenářů', slug: 'klub-ctenaru', volume: 4 }],
    rating: { average: 4.5, count: 12 },
    coverUrl: '/api/adonis/v1/covers/77.svg',
    ...overrides,
  };
}

export function editionFixture(overrides: Partial<EditionSummary> = {}): EditionSummary {
  return {
    editionId: 91,
    workId: 77,
    title: 'Babička',
    subtitle: null,
    isbn13: '9788020412345',
    isbn10: '8020412345',
    publisher: { id: 40, name: 'Odeon' },
    year: 1978,
    languageId: 1,
    bindingId: 1,
    pages: 256,
    translators: [],
    inStockCount: 3,
    lowestPriceX100: 9900,
    currency: 'CZK',
    ...overrides,
  };
}

export function copyOfferFixture(overrides: Partial<CopyOffer> = {}): CopyOffer {
  return {
    'bookId': 600,
    workId: 77,
    editionId: 91,
    conditionId: 3,
    conditionNote: null,
    priceX100: 9900,
    previousPriceX100: null,
    currency: 'CZK',
    photoCount: 2,
    year: 1978,
    languageId: 1,
    ...overrides,
  };
}

export function bookResponseFixture(overrides: Partial<BookResponse> = {}): BookResponse {
  return {
    'bookId': 501,
    workId: 77,
    editionId: 91,
    state: 'in_stock',
    conditionId: 2,
    conditionNote: 'Podpis na předsádce',
    photoCount: 3,
    priceX100: 12900,
    previousPriceX100: null,
    currency: 'CZK',
    priceCzkX100: 12900,
    priceEurX100: 520,
    coverUrl: '/api/adonis/v1/covers/77.svg',
    edition: editionFixture(),
    work: workSummaryFixture(),
    otherCopies: [copyOfferFixture({ 'bookId': 600, priceX100: 9900, conditionId: 3 }), copyOfferFixture({ 'bookId': 601, priceX100: 15900, conditionId: 1 })],
    availableCopies: [],
    ...overrides,
  };
}

export function editionResponseFixture(overrides: Partial<EditionResponse> = {}): EditionResponse {
  return {
    edition: editionFixture(),
    work: workSummaryFixture(),
    copies: [copyOfferFixture({ 'bookId': 600 }), copyOfferFixture({ 'bookId': 501, priceX100: 12900, conditionId: 2 })],
    ...overrides,
  };
}

export function workResponseFixture(overrides: Partial<WorkResponse> = {}): WorkResponse {
  const edition = editionFixture();
  return {
    ...workSummaryFixture(),
    editions: [
      { ...edition, copies: [copyOfferFixture({ 'bookId': 600 }), copyOfferFixture({ 'bookId': 501, priceX100: 12900, conditionId: 2 })] },
      { ...editionFixture({ editionId: 92, year: 2004, bindingId: 2, isbn13: null, isbn10: null, inStockCount: 0, lowestPriceX100: null }), copies: [] },
    ],
    inStockCount: 2,
    lowestPriceX100: 9900,
    currency: 'CZK',
    ...overrides,
  };
}
