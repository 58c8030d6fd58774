import type { ListingFilters } from '@/contracts/listing-filters';
import { listingRobots } from './robots';

const INDEX = 'index, follow';
const NOINDEX = 'noindex, follow';

describe('listingRobots', () => {
  it.each<[string, ListingFilters, string]>([
    ['the plain listing', {}, INDEX],
    ['the plain listing, page 3', { page: 3 }, INDEX],
    ['one category', { categories: [5] }, INDEX],
    ['one author', { authors: [7] }, INDEX],
    ['one publisher', { publishers: ['Albatros'] }, INDEX],
    ['one language', { language: [1] }, INDEX],
    ['one binding', { binding: [2] }, INDEX],
    ['one condition', { conditions: [1] }, INDEX],
    ['in stock only', { instock: [1] }, INDEX],
    ['one price range', { price: { min: 100, max: 200 } }, INDEX],
    ['one year range', { year: { min: 1990, max: 2000 } }, INDEX],
    ['one edge-type filter', { edges: { series: 'dune' } }, INDEX],
    ['two categories', { categories: [5, 6] }, NOINDEX],
    ['category + language', { categories: [5], language: [1] }, NOINDEX],
    ['author + price', { authors: [7], price: { min: 1, max: 2 } }, NOINDEX],
    ['a text query', { q: 'babicka' }, NOINDEX],
    ['a text query + category', { q: 'babicka', categories: [5] }, NOINDEX],
    ['a sort', { order: 'price_asc' }, NOINDEX],
    ['category with a sort', { categories: [5], order: 'new' }, NOINDEX],
    ['category, page 2', { categories: [5], page: 2 }, NOINDEX],
    ['one edition', { mother: 12 }, NOINDEX],
    ['one seller', { user: 'abcd1234' }, NOINDEX],
  ])('%s → %s', (_, filters, expected) => {
    expect(listingRobots(filters)).toBe(expected);
  });
});
