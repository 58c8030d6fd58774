import { discountOn, judgeVoucher, percentOf, type VoucherContext, type VoucherRecord } from './rules';

const NOW = new Date('2026-06-15T12:00:00Z');
const DAY = 86_400_000;

const voucher = (over: Partial<VoucherRecord> = {}): VoucherRecord => ({
  id: 1, code: 'TEST', effect: 'percent', percent: 10, amountCzkX100: null, amountEurX100: null,
  minTotalCzkX100: null, minTotalEurX100: null, firstOrderOnly: false, locales: null, validFrom: null, validUntil: null,
  maxUsesTotal: null, maxUsesPerCustomer: null, usedCount: 0, autoAssign: false, active: true, ...over,
});
const ctx = (over: Partial<VoucherContext> = {}): VoucherContext => ({
  locale: 'cs', currency: 'CZK', itemsX100: 50_000, shippingX100: 7_900, now: NOW, isFirstOrder: true, usesByCustomer: 0, ...over,
});

describe('percentOf rounds half up on hundredths', () => {
  it.each([
    [1005, 10, 101], // 100.5 → 101
    [1004, 10, 100], // 100.4 → 100
    [1015, 10, 102], // 101.5 → 102
    [333, 15, 50], // 49.95 → 50
    [999, 33, 330], // 329.67 → 330
    [0, 50, 0],
    [12345, 100, 12345],
  ])('%i × %i %% = %i', (amount, percent, expected) => expect(percentOf(amount, percent)).toBe(expected));
});

describe('discountOn never gives more than the items', () => {
  it.each([
    [{ effect: 'fixed' as const, amountX100: 5000 }, 30_000, 5000],
    [{ effect: 'fixed' as const, amountX100: 5000 }, 3_000, 3000],
    [{ effect: 'fixed' as const, amountX100: 5000 }, 0, 0],
    [{ effect: 'percent' as const, percent: 100 }, 4_321, 4321],
    [{ effect: 'percent' as const, percent: 10 }, 12_345, 1235],
    [{ effect: 'free_shipping' as const }, 50_000, 0],
  ])('%o on %i → %i', (effect, items, expected) => expect(discountOn(effect, items)).toBe(expected));
});

describe('judgeVoucher: rejections', () => {
  it.each<[string, VoucherRecord | null, Partial<VoucherContext>, string]>([
    ['no such voucher', null, {}, 'unknown'],
    ['switched off', voucher({ active: false }), {}, 'inactive'],
    ['a percent voucher without a percent', voucher({ percent: null }), {}, 'inactive'],
    ['starts tomorrow', voucher({ validFrom: new Date(NOW.getTime() + DAY) }), {}, 'not_yet_valid'],
    ['ended yesterday', voucher({ validUntil: new Date(NOW.getTime() - DAY) }), {}, 'expired'],
    ['ends exactly now', voucher({ validUntil: NOW }), {}, 'expired'],
    ['another storefront', voucher({ locales: ['sk', 'en'] }), { locale: 'cs' }, 'wrong_storefront'],
    ['no amount in EUR', voucher({ effect: 'fixed', amountCzkX100: 5000 }), { locale: 'sk', currency: 'EUR' }, 'wrong_storefront'],
    ['all uses taken', voucher({ maxUsesTotal: 5, usedCount: 5 }), {}, 'used_up'],
    ['below the minimum', voucher({ minTotalCzkX100: 30_000 }), { itemsX100: 29_999 }, 'min_total'],
    ['below the EUR minimum', voucher({ minTotalCzkX100: 100, minTotalEurX100: 1_200 }), { currency: 'EUR', locale: 'de-DE', itemsX100: 1_199 }, 'min_total'],
    ['not a first order', voucher({ firstOrderOnly: true }), { isFirstOrder: false }, 'first_order_only'],
    ['this shopper used it up', voucher({ maxUsesPerCustomer: 1 }), { usesByCustomer: 1 }, 'used_by_customer'],
    // Order of the rules: the first failing one is the reason.
    ['inactive and expired', voucher({ active: false, validUntil: new Date(NOW.getTime() - DAY) }), {}, 'inactive'],
    ['expired and used up', voucher({ validUntil: new Date(NOW.getTime() - DAY), maxUsesTotal: 1, usedCount: 1 }), {}, 'expired'],
    ['used up and below minimum', voucher({ maxUsesTotal: 1, usedCount: 1, minTotalCzkX100: 100_000 }), {}, 'used_up'],
    ['below minimum and not first order', voucher({ minTotalCzkX100: 100_000, firstOrderOnly: true }), { isFirstOrder: false }, 'min_total'],
  ])('%s → %s', (_label, v, over, reason) => {
    expect(judgeVoucher(v, ctx(over))).toMatchObject({ ok: false, reason });
  });

  it('reports the minimum in the storefront currency with a rejection', () => {
    const v = voucher({ minTotalCzkX100: 30_000, minTotalEurX100: 1_200 });
    expect(judgeVoucher(v, ctx({ itemsX100: 100 }))).toEqual({ ok: false, reason: 'min_total', minTotalX100: 30_000 });
    expect(judgeVoucher(v, ctx({ currency: 'EUR', locale: 'fr-BE', itemsX100: 100 }))).toEqual({ ok: false, reason: 'min_total', minTotalX100: 1_200 });
  });
});

describe('judgeVoucher: acceptance', () => {
  it.each<[string, VoucherRecord, Partial<VoucherContext>, object]>([
    ['10 % of 500 Kč', voucher(), {}, { effect: { effect: 'percent', percent: 10 }, discountX100: 5_000, freeShipping: false, shippingDiscountX100: 0 }],
    ['10 % rounds half up', voucher(), { itemsX100: 1_005 }, { discountX100: 101 }],
    ['fixed 50 Kč', voucher({ effect: 'fixed', amountCzkX100: 5_000, amountEurX100: 200 }), {}, { effect: { effect: 'fixed', amountX100: 5_000 }, discountX100: 5_000 }],
    ['fixed 2 € on an EUR storefront', voucher({ effect: 'fixed', amountCzkX100: 5_000, amountEurX100: 200 }), { locale: 'de-AT', currency: 'EUR', itemsX100: 1_500 }, { discountX100: 200 }],
    ['fixed more than the items', voucher({ effect: 'fixed', amountCzkX100: 5_000 }), { itemsX100: 3_000 }, { discountX100: 3_000 }],
    ['free shipping', voucher({ effect: 'free_shipping', percent: null }), { shippingX100: 7_900 }, { effect: { effect: 'free_shipping' }, discountX100: 0, freeShipping: true, shippingDiscountX100: 7_900 }],
    ['exactly the minimum', voucher({ minTotalCzkX100: 50_000 }), { itemsX100: 50_000 }, { discountX100: 5_000, minTotalX100: 50_000 }],
    ['unknown items skip the minimum', voucher({ minTotalCzkX100: 50_000 }), { itemsX100: null }, { discountX100: 0, minTotalX100: 50_000 }],
    ['first order', voucher({ firstOrderOnly: true }), { isFirstOrder: true }, { discountX100: 5_000 }],
    ['first order not known yet', voucher({ firstOrderOnly: true }), { isFirstOrder: null }, { discountX100: 5_000 }],
    ['its storefront', voucher({ locales: ['sk'] }), { locale: 'sk', currency: 'EUR', itemsX100: 2_000 }, { discountX100: 200 }],
    ['one use left in total', voucher({ maxUsesTotal: 5, usedCount: 4 }), {}, { discountX100: 5_000 }],
    ['one use left for the shopper', voucher({ maxUsesPerCustomer: 2 }), { usesByCustomer: 1 }, { discountX100: 5_000 }],
    ['starts now', voucher({ validFrom: NOW, validUntil: new Date(NOW.getTime() + 1) }), {}, { discountX100: 5_000 }],
  ])('%s', (_label, v, over, expected) => {
    expect(judgeVoucher(v, ctx(over))).toMatchObject({ ok: true, ...expected });
  });
});
