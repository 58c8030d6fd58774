import { eurFromCzk, priceLimitFor, shopCzk } from './intake-prices';

describe('intake price rules (docs/adr/0028)', () => {
  it('gives the widest window of the permissions held around the suggestion', () => {
    expect(priceLimitFor(['intake'], 4_000, 'CZK')).toEqual({ minX100: 2_000, maxX100: 6_000 });
    expect(priceLimitFor(['intake', 'buyback'], 4_000, 'CZK')).toEqual({ minX100: 0, maxX100: 12_000 });
    expect(priceLimitFor(['catalogue'], 4_000, 'CZK')).toEqual({ minX100: 4_000, maxX100: 4_000 });
  });
  it('caps a price without a suggestion per permission and currency', () => {
    expect(priceLimitFor(['intake'], 0, 'CZK')).toEqual({ minX100: 0, maxX100: 5_000 });
    expect(priceLimitFor(['intake'], 0, 'EUR')).toEqual({ minX100: 0, maxX100: 200 });
    expect(priceLimitFor(['buyback', 'intake'], 0, 'EUR')).toEqual({ minX100: 0, maxX100: 2_000 });
  });
  it('rounds shelf prices to crowns ending in 9 and their euro twins to 9 cents', () => {
    expect(shopCzk(15_000)).toBe(15_900);
    expect(shopCzk(14_999)).toBe(14_900);
    expect(shopCzk(500)).toBe(1_900);
    expect(eurFromCzk(14_900)).toBe(599);
    expect(eurFromCzk(1_900)).toBe(99);
  });
});
