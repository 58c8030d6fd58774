import { cashShareBp, PRICING, priceTitle, referencePrice, stockLimit, walletBonus, type TitleSignals } from './pricing';

const title = (over: Partial<TitleSignals> = {}): TitleSignals => ({
  readersWaiting: 0, copiesInStock: 0, recentSales: 4, medianSalePriceX100: 20_000, medianStockPriceX100: null, typicalDaysToSell: 60, ...over,
});

describe('buyback pricing rules (docs/adr/0025)', () => {
  it('pays a steady seller 22 % of its median sale price for like new, less for worse bands, more on commission', () => {
    const offer = priceTitle(title(), 'CZK');
    expect(offer).toMatchObject({
      status: 'accepted', shareBp: 2200, referenceX100: 20_000,
      prices: { like_new: 4_400, good: 3_300, acceptable: 1_900 },
      commissionPrices: { like_new: 10_000, good: 8_500, acceptable: 6_000 },
      explanation: { readersWaiting: 0, copiesInStock: 0, recentSales: 4, typicalDaysToSell: 60 },
    });
  });

  it('is deterministic: the same signals give the same offer', () => {
    const s = title({ readersWaiting: 2, copiesInStock: 1, typicalDaysToSell: 20 });
    expect(priceTitle(s, 'EUR')).toEqual(priceTitle({ ...s }, 'EUR'));
  });

  it.each([
    // [what, signals, share in basis points]
    ['base steady seller', {}, 2200],
    ['fast seller (≤ 30 days)', { typicalDaysToSell: 30 }, 2500],
    ['slow seller (> 180 days)', { typicalDaysToSell: 200 }, 1500],
    ['between 90 and 180 days: no adjustment', { typicalDaysToSell: 120 }, 2000],
    ['never sold', { recentSales: 0, typicalDaysToSell: null }, 1700],
    ['one reader waiting', { readersWaiting: 1 }, 2700],
    ['readers capped at +15 %', { readersWaiting: 40 }, 3700],
    ['two copies in stock', { copiesInStock: 2, recentSales: 60 }, 1600],
    ['stock penalty capped at −10 %', { copiesInStock: 9, recentSales: 120 }, 1200],
    ['never below 10 %', { copiesInStock: 9, recentSales: 120, typicalDaysToSell: 400 }, 1000],
    ['never above 40 %', { readersWaiting: 40, typicalDaysToSell: 1 }, 4000],
  ] as const)('share: %s', (_what, over, bp) => {
    expect(cashShareBp(title(over))).toBe(bp);
  });

  it('takes the reference price from sales, else the shelf, else the fallback only when readers wait', () => {
    expect(referencePrice(title({ medianSalePriceX100: 30_000, medianStockPriceX100: 10_000 }), 'CZK')).toBe(30_000);
    expect(referencePrice(title({ medianSalePriceX100: null, medianStockPriceX100: 10_000 }), 'CZK')).toBe(10_000);
    expect(referencePrice(title({ medianSalePriceX100: null, readersWaiting: 1 }), 'CZK')).toBe(PRICING.fallbackReferenceX100.CZK);
    expect(referencePrice(title({ medianSalePriceX100: null, readersWaiting: 1 }), 'EUR')).toBe(PRICING.fallbackReferenceX100.EUR);
    expect(referencePrice(title({ medianSalePriceX100: null }), 'EUR')).toBeNull();
  });

  it('refuses a title nobody bought, stocks or waits for as not wanted', () => {
    expect(priceTitle(title({ recentSales: 0, medianSalePriceX100: null, typicalDaysToSell: null }), 'CZK'))
      .toMatchObject({ status: 'refused', reason: 'not_wanted' });
  });

  it('refuses a title too cheap to handle as not wanted', () => {
    // 22 % of 40 Kč is 8 Kč < 10 Kč.
    expect(priceTitle(title({ medianSalePriceX100: 4_000 }), 'CZK')).toMatchObject({ status: 'refused', reason: 'not_wanted' });
    expect(priceTitle(title({ medianSalePriceX100: 4_600 }), 'CZK')).toMatchObject({ status: 'accepted', prices: { like_new: 1_000, good: 700, acceptable: 0 } });
  });

  it('refuses too many in stock against months of demand, with a hard cap', () => {
    expect(stockLimit({ recentSales: 0, readersWaiting: 0 })).toBe(2);
    expect(stockLimit({ recentSales: 12, readersWaiting: 0 })).toBe(8);
    expect(stockLimit({ recentSales: 12, readersWaiting: 3 })).toBe(17);
    expect(stockLimit({ recentSales: 10_000, readersWaiting: 0 })).toBe(PRICING.stockHardCap);
    expect(priceTitle(title({ recentSales: 0, typicalDaysToSell: null, copiesInStock: 2, medianStockPriceX100: 9_000 }), 'CZK'))
      .toMatchObject({ status: 'refused', reason: 'too_many_in_stock', explanation: { copiesInStock: 2 } });
    expect(priceTitle(title({ recentSales: 0, typicalDaysToSell: null, copiesInStock: 1, medianStockPriceX100: 9_000 }), 'CZK').status).toBe('accepted');
  });

  it('rounds down to whole crowns in CZK and ten cents in EUR', () => {
    const czk = priceTitle(title({ medianSalePriceX100: 19_990 }), 'CZK');
    const eur = priceTitle(title({ medianSalePriceX100: 799 }), 'EUR');
    expect(czk.status === 'accepted' && czk.prices).toEqual({ like_new: 4_300, good: 3_200, acceptable: 1_900 });
    expect(eur.status === 'accepted' && eur.prices).toEqual({ like_new: 170, good: 120, acceptable: 70 });
    for (const offer of [czk, eur]) {
      if (offer.status !== 'accepted') throw new Error('accepted expected');
      for (const v of [...Object.values(offer.prices), ...Object.values(offer.commissionPrices)]) expect(Number.isInteger(v)).toBe(true);
    }
  });

  it('always offers more on commission than in cash, per band', () => {
    for (const readersWaiting of [0, 1, 5, 50]) {
      for (const typicalDaysToSell of [1, 45, 120, 400]) {
        const offer = priceTitle(title({ readersWaiting, typicalDaysToSell }), 'EUR');
        if (offer.status !== 'accepted') continue;
        for (const band of ['like_new', 'good', 'acceptable'] as const) expect(offer.commissionPrices[band]).toBeGreaterThanOrEqual(offer.prices[band]);
      }
    }
  });

  it('adds the wallet bonus rounded down', () => {
    expect(walletBonus(4_400)).toBe(440);
    expect(walletBonus(105)).toBe(10);
    expect(walletBonus(0)).toBe(0);
  });
});
