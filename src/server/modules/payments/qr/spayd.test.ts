import { spaydPayload, spaydText, type SpaydInput } from './spayd';

const base: SpaydInput = { iban: 'CZ6508000000192000145399', bic: 'GIBACZPX', amountX100: 123_450, currency: 'CZK' };

describe('spaydText', () => {
  it.each([
    ['Objednávka BT26100001', 'OBJEDNAVKA BT26100001'],
    ['Příliš žluťoučký kůň úpěl ďábelské ódy', 'PRILIS ZLUTOUCKY KUN UPEL DABELSKE ODY'],
    ['ŘEŘICHA Ůl Ěšč', 'RERICHA UL ESC'],
    ['Straße – Größe', 'STRASSE GROSSE'],
    ['50% * sleva*', '50 SLEVA'],
    ['a*b%2Ac', 'A B 2AC'],
    ['Line\nbreak\tand  spaces ', 'LINE BREAK AND SPACES'],
    ['Kniha: "Babička" (B. Němcová), 2. vyd. + obal/přebal', 'KNIHA: BABICKA B. NEMCOVA 2. VYD. + OBAL/PREBAL'],
    ['😀🙂', ''],
  ])('reduces %j to %j', (text, expected) => {
    expect(spaydText(text, 60)).toBe(expected);
  });

  it('keeps only the QR alphanumeric characters, never the separator or escape sign', () => {
    const all = Array.from({ length: 0x250 }, (_, i) => String.fromCharCode(i)).join('');
    expect(spaydText(all, 10_000)).toMatch(/^[0-9A-Z $+\-./:]*$/);
  });

  it('cuts to the limit without a trailing space', () => {
    expect(spaydText('ab '.repeat(40), 60)).toHaveLength(59);
    expect(spaydText('x'.repeat(100), 60)).toHaveLength(60);
  });
});

describe('spaydPayload', () => {
  it('writes the documented fields in order', () => {
    expect(spaydPayload({ ...base, variableSymbol: '26100001', message: 'Objednávka BT26100001', recipientName: 'Bookturn s.r.o.' }))
      .toBe('SPD*1.0*ACC:CZ6508000000192000145399+GIBACZPX*AM:1234.50*CC:CZK*RN:BOOKTURN S.R.O.*X-VS:26100001*MSG:OBJEDNAVKA BT26100001');
  });

  it('leaves out what is not given', () => {
    expect(spaydPayload({ iban: 'CZ65 0800 0000 1920 0014 5399', amountX100: 100, currency: 'CZK' }))
      .toBe('SPD*1.0*ACC:CZ6508000000192000145399*AM:1.00*CC:CZK');
    expect(spaydPayload({ ...base, message: '***' })).toBe('SPD*1.0*ACC:CZ6508000000192000145399+GIBACZPX*AM:1234.50*CC:CZK');
  });

  it('keeps the whole payload parseable: one * per field, no escapes', () => {
    const payload = spaydPayload({ ...base, variableSymbol: '1', message: 'a*b*c%2A', recipientName: 'x*y' });
    const fields = payload.split('*');
    expect(fields.slice(0, 2)).toEqual(['SPD', '1.0']);
    for (const field of fields.slice(2)) expect(field).toMatch(/^[A-Z-]+:[^*]+$/);
    expect(payload).not.toContain('%');
  });

  it('limits MSG to 60 and RN to 35 characters', () => {
    const payload = spaydPayload({ ...base, message: 'M'.repeat(80), recipientName: 'N'.repeat(50) });
    expect(payload).toContain(`*MSG:${'M'.repeat(60)}`);
    expect(payload).toContain(`*RN:${'N'.repeat(35)}*`);
  });

  it.each([
    ['a variable symbol with letters', { variableSymbol: 'BT1' }, 'variable symbol'],
    ['an 11-digit variable symbol', { variableSymbol: '12345678901' }, 'variable symbol'],
    ['an amount over 10 characters', { amountX100: 1_000_000_000 }, 'longer than 10'],
    ['a zero amount', { amountX100: 0 }, 'positive'],
    ['a bad IBAN', { iban: 'CZ6608000000192000145399' }, 'Invalid IBAN'],
    ['a bad BIC', { bic: 'GIBA' }, 'Invalid BIC'],
    ['a bad currency', { currency: 'Kč' }, 'Invalid currency'],
  ])('refuses %s', (_case, over, message) => {
    expect(() => spaydPayload({ ...base, ...over })).toThrow(message);
  });

  it('accepts the largest amount that fits', () => {
    expect(spaydPayload({ ...base, amountX100: 999_999_999 })).toContain('*AM:9999999.99*');
  });
});
