import { czechDomestic, czechIban, isValidIban, maskBankAccount, parseBankAccount } from './bank-account';

describe('bank accounts of sellers', () => {
  it.each([
    ['CZ65 0800 0000 1920 0014 5399', 'CZ'],
    ['SK31 1200 0000 1987 4263 7541', 'SK'],
    ['AT61 1904 3002 3457 3201', 'AT'],
    ['DE89 3704 0044 0532 0130 00', 'DE'],
    ['NL91ABNA0417164300', 'NL'],
    ['BE68539007547034', 'BE'],
    ['fr14 2004 1010 0505 0001 3m02 606', 'FR'],
    ['ES9121000418450200051332', 'ES'],
    ['IT60X0542811101000000123456', 'IT'],
  ])('accepts the IBAN %s', (input, country) => {
    expect(parseBankAccount(input)).toMatchObject({ kind: 'iban', country });
  });

  it.each([
    ['CZ65 0800 0000 1920 0014 5398', 'check digits off'],
    ['DE89 3704 0044 0532 0130 0', 'too short for DE'],
    ['XX00', 'no account'],
    ['', 'empty'],
    ['19-2000145399/080', 'bank code of 3 digits'],
    ['19-2000145398/0800', 'Czech number fails mod 11'],
    ['18-2000145399/0800', 'Czech prefix fails mod 11'],
    ['1/0800', 'one digit'],
    ['<script>', 'garbage'],
  ])('refuses %s (%s)', (input) => {
    expect(parseBankAccount(input)).toBeNull();
  });

  it('reads Czech domestic accounts with and without prefix, and gives their IBAN', () => {
    expect(parseBankAccount('19-2000145399/0800')).toEqual({ kind: 'czech', prefix: '19', number: '2000145399', bankCode: '0800', iban: 'CZ6508000000192000145399' });
    expect(parseBankAccount(' 2000145399 / 0800 ')).toMatchObject({ kind: 'czech', prefix: '', iban: 'CZ7908000000002000145399' });
    expect(isValidIban(czechIban('', '2000145399', '0800'))).toBe(true);
    expect(czechDomestic('CZ6508000000192000145399')).toEqual({ bankCode: '0800', prefix: '000019', number: '2000145399' });
    expect(czechDomestic('DE89370400440532013000')).toBeNull();
  });

  it('masks all but the last four characters', () => {
    expect(maskBankAccount('CZ65 0800 0000 1920 0014 5399')).toBe('••••••••5399');
    expect(maskBankAccount('1234')).toBe('1234');
  });
});
