import { codAvailable, directDeliveryServes, rateIn, shippingPrice, type StoredRate } from './pricing';

const stored: StoredRate = {
  priceCzkX100: 7900, priceEurX100: 320, codFeeCzkX100: 2900, codFeeEurX100: 120, freeFromCzkX100: 100000, freeFromEurX100: 4000,
};

describe('rateIn', () => {
  it('picks the columns of the currency', () => {
    expect(rateIn(stored, 'CZK')).toEqual({ priceX100: 7900, codFeeX100: 2900, freeFromX100: 100000 });
    expect(rateIn(stored, 'EUR')).toEqual({ priceX100: 320, codFeeX100: 120, freeFromX100: 4000 });
  });
});

describe('shippingPrice', () => {
  const rate = rateIn(stored, 'CZK');
  it.each([
    [0, 7900],
    [99999, 7900],
    [100000, 0],
    [250000, 0],
  ])('items %i → shipping %i', (items, expected) => expect(shippingPrice(rate, items)).toBe(expected));

  it('never makes a rate without a threshold free', () => {
    expect(shippingPrice({ priceX100: 22900, codFeeX100: null, freeFromX100: null }, 10_000_000)).toBe(22900);
  });
});

describe('codAvailable', () => {
  it.each([
    [true, 2900, true],
    [true, 0, true],
    [true, null, false],
    [false, 2900, false],
  ])('method cod %s, fee %s → %s', (method, fee, expected) =>
    expect(codAvailable(method, { priceX100: 1, codFeeX100: fee, freeFromX100: null })).toBe(expected));
});

describe('directDeliveryServes', () => {
  it.each([
    ['CZ', '110 00', true],
    ['CZ', '19900', true],
    ['CZ', '250 82', true],
    ['CZ', '253 01', true],
    ['CZ', '254 01', false],
    ['CZ', '602 00', false],
    ['CZ', '1100', false],
    ['SK', '110 00', false],
  ])('%s %s → %s', (country, zip, expected) => expect(directDeliveryServes(country, zip)).toBe(expected));
});
