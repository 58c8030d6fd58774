import { CZK_PRICE_POINTS, czkX100AtPoint, eurX100FromCzkX100, nearestPricePointIndex } from './pricing';

describe('price points', () => {
  it.each([
    [14900, 599], [8900, 359], [1900, 79], [39900, 1599], [149900, 5999],
  ])('%i CZK hundredths → %i EUR hundredths', (czk, eur) => {
    expect(eurX100FromCzkX100(czk)).toBe(eur);
  });

  it('keeps every EUR price positive, near CZK/25, ending in 9 or 0', () => {
    for (const czk of CZK_PRICE_POINTS) {
      for (const roundToTen of [false, true]) {
        const eur = eurX100FromCzkX100(czk * 100, roundToTen);
        expect(eur).toBeGreaterThan(0);
        expect(Math.abs(eur - (czk * 100) / 25)).toBeLessThanOrEqual(50);
        expect([0, 9]).toContain(eur % 10);
      }
    }
  });

  it('never lets EUR go down when CZK goes up', () => {
    const eur = CZK_PRICE_POINTS.map((p) => eurX100FromCzkX100(p * 100));
    for (let i = 1; i < eur.length; i++) expect(eur[i]).toBeGreaterThanOrEqual(eur[i - 1]);
  });

  it('snaps to the nearest point and clamps indexes', () => {
    expect(CZK_PRICE_POINTS[nearestPricePointIndex(152)]).toBe(149);
    expect(czkX100AtPoint(-5)).toBe(CZK_PRICE_POINTS[0] * 100);
    expect(czkX100AtPoint(999)).toBe(CZK_PRICE_POINTS[CZK_PRICE_POINTS.length - 1] * 100);
  });
});
