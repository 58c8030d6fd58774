import { priceDecimal } from './priceDecimal';

describe('priceDecimal', () => {
  it.each([
    [12900, '129.00'],
    [1299, '12.99'],
    [5, '0.05'],
    [0, '0.00'],
    [100000001, '1000000.01'],
    [-250, '-2.50'],
  ])('%p → %p', (x100, text) => {
    expect(priceDecimal(x100)).toBe(text);
  });

  it('refuses a non-integer amount', () => {
    expect(() => priceDecimal(12.5)).toThrow();
  });
});
