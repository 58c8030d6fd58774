import { toInt, toIntOrNull } from './ids';

describe('raw int8 values become numbers in one place', () => {
  it('accepts what either driver returns', () => {
    expect(toInt('42')).toBe(42);
    expect(toInt(42)).toBe(42);
    expect(toInt(BigInt(42))).toBe(42);
    expect(toIntOrNull(null)).toBeNull();
    expect(toIntOrNull('7')).toBe(7);
  });

  it('refuses a value a number cannot hold exactly', () => {
    expect(() => toInt('9007199254740993')).toThrow(RangeError);
    expect(() => toInt('abc')).toThrow(RangeError);
  });
});
