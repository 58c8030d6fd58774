import { typedAmountX100 } from './typedAmount';

describe('typedAmountX100', () => {
  it.each([
    ['150', 15_000], ['150,5', 15_050], ['150.05', 15_005], ['1 500,50', 150_050], ['0,01', 1], ['9999999.99', 999_999_999],
  ])('%s → %d hundredths', (raw, x100) => expect(typedAmountX100(raw)).toBe(x100));

  it('tells an empty field from one that is not an amount', () => {
    expect(typedAmountX100('  ')).toBe('');
    for (const raw of ['-5', '1,234', '1.2.3', 'abc', '12345678', '1e3']) expect(typedAmountX100(raw)).toBeNull();
  });
});
