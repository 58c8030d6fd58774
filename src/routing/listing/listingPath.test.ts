import { listingPathToString, splitListingPath } from './listingPath';

describe('listingPathToString', () => {
  it('is /p for no segments and the route table path otherwise', () => {
    expect(listingPathToString([])).toBe('/p');
    expect(listingPathToString(['q', 'harry potter.new'])).toBe('/p/q/harry%20potter.new');
  });

  it('percent-encodes each segment', () => {
    expect(listingPathToString(['q', 'AC/DC', 'price', '~1-2'])).toBe('/p/q/AC%2FDC/price/~1-2');
    expect(listingPathToString(['q', 'Štěpánová'])).toBe('/p/q/%C5%A0t%C4%9Bp%C3%A1nov%C3%A1');
    expect(listingPathToString(['q', '100% #1?'])).toBe('/p/q/100%25%20%231%3F');
  });

  it('is the same path in every storefront (the listing route is not localized)', () => {
    expect(listingPathToString(['q', 'x'], 'de-AT')).toBe('/p/q/x');
  });

  it('is undone by splitListingPath', () => {
    const segments = ['q', 'AC/DC 100% #1?', 'publisher', 'WyJBIl0', 'price', '~1-2.new'];
    expect(splitListingPath(listingPathToString(segments))).toEqual(segments);
  });
});
