import { groupPricesByCountry } from './groupPrices';

const row = (code: string, country: string, priceX100: number) => ({ code, carrier: code, kind: 'home' as const, country, priceX100, freeFromX100: null, codFeeX100: null });

describe('groupPricesByCountry', () => {
  it('keeps the countries in API order and sorts each by price', () => {
    const groups = groupPricesByCountry([row('b', 'CZ', 9900), row('x', 'SK', 500), row('a', 'CZ', 4900)]);
    expect(groups.map((g) => g.country)).toEqual(['CZ', 'SK']);
    expect(groups[0].rows.map((r) => r.code)).toEqual(['a', 'b']);
  });
});
