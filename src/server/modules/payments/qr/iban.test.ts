import { assertIban, czechAccountNumber, decimalAmount, isValidIban, normalizeIban } from './iban';

describe('IBAN', () => {
  it.each([
    'CZ6508000000192000145399', 'cz65 0800 0000 1920 0014 5399', 'DE89370400440532013000', 'AT611904300234573201', 'SK8811000000002926883516',
  ])('accepts %s', (iban) => {
    expect(isValidIban(iban)).toBe(true);
  });

  it.each([
    ['a wrong check digit', 'CZ6608000000192000145399'],
    ['a swapped digit', 'CZ6508000000192000145939'],
    ['too short', 'CZ65080000'],
    ['letters where the checksum goes', 'CZXX08000000192000145399'],
  ])('rejects %s', (_case, iban) => {
    expect(isValidIban(iban)).toBe(false);
    expect(() => assertIban(iban)).toThrow('Invalid IBAN');
  });

  it('normalizes spaces and case', () => {
    expect(normalizeIban(' cz65 0800 0000 1920 0014 5399 ')).toBe('CZ6508000000192000145399');
  });
});

describe('czechAccountNumber', () => {
  it.each([
    ['CZ6508000000192000145399', '19-2000145399/0800'],
    ['CZ1101000000351234567890', '35-1234567890/0100'],
    ['CZ6020100000002400123456', '2400123456/2010'],
    ['CZ65 0800 0000 1920 0014 5399', '19-2000145399/0800'],
  ])('turns %s into %s', (iban, domestic) => {
    expect(czechAccountNumber(iban)).toBe(domestic);
  });

  it.each(['DE89370400440532013000', 'SK8811000000002926883516', 'CZ6608000000192000145399'])('has no Czech form for %s', (iban) => {
    expect(czechAccountNumber(iban)).toBeNull();
  });
});

describe('decimalAmount', () => {
  it.each([[1, '0.01'], [10, '0.10'], [100, '1.00'], [123_450, '1234.50'], [99_999_999_999, '999999999.99']])('writes %d as %s', (x100, text) => {
    expect(decimalAmount(x100)).toBe(text);
  });

  it.each([0, -5, 1.5, Number.NaN])('refuses %s', (x100) => {
    expect(() => decimalAmount(x100)).toThrow('positive integer');
  });
});
