import { lowestPriceBeforeCut } from './omnibus';

describe('lowestPriceBeforeCut', () => {
  it.each([
    ['the window’s lowest when it is below the previous price', 8000, 12000, 10000, 10000],
    ['the previous price when the window held nothing lower', 8000, 12000, 15000, 12000],
    ['the previous price when there is no history', 8000, 12000, null, 12000],
  ])('is %s', (_what, price, previous, lowest, expected) => {
    expect(lowestPriceBeforeCut(price, previous, lowest)).toBe(expected);
  });

  it.each([
    ['no previous price', 8000, null],
    ['a price rise', 12000, 8000],
    ['an unchanged price', 8000, 8000],
  ])('is null for %s', (_what, price, previous) => {
    expect(lowestPriceBeforeCut(price, previous, 5000)).toBeNull();
  });
});
