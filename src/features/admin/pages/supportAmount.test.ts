import { parseAmountX100 } from './supportAmount';

describe('parseAmountX100', () => {
  it.each([['250', 25_000], ['250,5', 25_050], ['-12.30', -1_230], [' 0,01 ', 1]])('%s → %d', (input, expected) => expect(parseAmountX100(input)).toBe(expected));
  it.each(['', 'abc', '1.234', '1e3', '12,'])('%s is not an amount', (input) => expect(parseAmountX100(input)).toBeNull());
});
