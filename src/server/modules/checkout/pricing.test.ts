import { computeTotals, type PricingInput } from './pricing';

const base: PricingInput = { itemsX100: 30000, shippingX100: 8900, paymentFeeX100: 0, voucher: null, walletRequestedX100: 0, walletBalanceX100: 0 };

describe('computeTotals', () => {
  it.each([
    ['plain', {}, { shippingX100: 8900, discountX100: 0, walletX100: 0, totalX100: 38900 }],
    ['cash-on-delivery fee', { paymentFeeX100: 3900 }, { totalX100: 42800 }],
    ['free shipping voucher', { voucher: { discountX100: 0, freeShipping: true } }, { shippingX100: 0, totalX100: 30000 }],
    ['discount capped at the items', { voucher: { discountX100: 50000, freeShipping: false } }, { discountX100: 30000, totalX100: 8900 }],
    ['wallet capped at the balance', { walletRequestedX100: 10000, walletBalanceX100: 2500 }, { walletX100: 2500, totalX100: 36400 }],
    ['wallet capped at what is due', { walletRequestedX100: 99999, walletBalanceX100: 99999 }, { walletX100: 38900, totalX100: 0 }],
    ['negative requests count as nothing', { walletRequestedX100: -5, voucher: { discountX100: -100, freeShipping: false } }, { walletX100: 0, discountX100: 0, totalX100: 38900 }],
  ] as const)('%s', (_name, change, expected) => {
    const totals = computeTotals({ ...base, ...change } as PricingInput);
    expect(totals).toMatchObject(expected);
    expect(totals.totalX100).toBe(totals.itemsX100 + totals.shippingX100 + totals.paymentFeeX100 - totals.discountX100 - totals.walletX100);
    expect(Number.isInteger(totals.totalX100)).toBe(true);
  });
});
