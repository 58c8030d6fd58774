import { encodeListingPath, listingPathToString } from './codec';
import { idFacetItems, publisherFacetItems, selectedFirst } from './facetItems';
import { listingHref, listingParams, sameListing } from './listingLinks';

describe('facet links', () => {
  it('each value links to the listing with that value toggled; the page number is dropped', () => {
    const items = idFacetItems({ categories: [4], language: [1], page: 3 }, 'language', [
      { id: 1, count: 50 },
      { id: 3, count: 12 },
    ]);
    expect(items).toEqual([
      { value: 1, count: 50, selected: true, target: { categories: [4] } },
      { value: 3, count: 12, selected: false, target: { categories: [4], language: [1, 3] } },
    ]);
  });

  it('keeps a selected value the API did not count, so it can be removed', () => {
    const items = idFacetItems({ binding: [5] }, 'binding', [{ id: 2, count: 7 }]);
    expect(items.map((i) => [i.value, i.count, i.selected])).toEqual([
      [2, 7, false],
      [5, null, true],
    ]);
    expect(selectedFirst(items).map((i) => i.value)).toEqual([5, 2]);
  });

  it('builds publisher links by name', () => {
    const items = publisherFacetItems({}, [{ name: 'Odeon', count: 3 }]);
    expect(items[0].target).toEqual({ publishers: ['Odeon'] });
  });

  it('turns targets into canonical listing URLs from the route table', () => {
    expect(listingHref({}, 'cs')).toBe('/p');
    expect(listingHref({ language: [3, 1], categories: [4] }, 'de-DE')).toBe('/p/category/4/language/1_3');
    expect(listingHref({ q: 'Babička', order: 'price_asc' }, 'cs')).toBe('/p/q/Babi%C4%8Dka.price_asc');
    expect(listingHref({ categories: [4], page: 2 }, 'fr-BE')).toBe('/p/category/4/page/2');
    expect(listingParams({ authors: [7] })).toEqual({ filters: ['author', '7'] });
    expect(listingPathToString(encodeListingPath({ authors: [7] }))).toBe('/p/author/7');
  });

  it('compares listings by their canonical URL', () => {
    expect(sameListing({ language: [3, 1] }, { language: [1, 3] })).toBe(true);
    expect(sameListing({ language: [1] }, { language: [1], page: 2 })).toBe(false);
  });
});
