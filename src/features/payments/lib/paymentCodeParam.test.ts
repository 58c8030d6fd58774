import { parsePaymentCode } from './paymentCodeParam';

describe('parsePaymentCode', () => {
  it.each([
    ['Xk3_9a-B', 'Xk3_9a-B'],
    [['abcd1234', 'x'], 'abcd1234'],
    ['abc', null],
    ['a b c d', null],
    ['../../admin', null],
    [undefined, null],
    ['x'.repeat(101), null],
  ])('%j → %j', (value, expected) => {
    expect(parsePaymentCode(value)).toBe(expected);
  });
});
