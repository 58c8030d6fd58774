import { epcPayload, epcText, type EpcInput } from './epc';

const base: EpcInput = { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', name: 'Bookturn s.r.o.', amountX100: 2_499, currency: 'EUR' };

describe('epcText', () => {
  it.each([
    ['Bestellung BT26100002 – Größe', 'Bestellung BT26100002 Größe'],
    ['Objednávka č. 5: Příliš žluťoučký kůň', 'Objednávka č. 5: Příliš žluťoučký kůň'],
    ["Ça coûte 12,50 € (l'été) + 3 & co", "Ça coûte 12,50 (l'été) + 3 & co"],
    ['line\nbreak\r\nand\ttab', 'line break and tab'],
    ['stars * and 😀 emoji', 'stars and emoji'],
  ])('cleans %j to %j', (text, expected) => {
    expect(epcText(text, 140)).toBe(expected);
  });

  it('composes decomposed letters (NFC) before counting', () => {
    expect(epcText('Cafe\u0301', 140)).toBe('Café');
    expect(epcText('e\u0301'.repeat(80), 70)).toHaveLength(70);
  });
});

describe('epcPayload', () => {
  it('writes the EPC069-12 version 002 lines', () => {
    expect(epcPayload({ ...base, remittance: '/VS/26100002 Bestellung BT26100002' }).split('\n')).toEqual([
      'BCD', '002', '1', 'SCT', 'COBADEFFXXX', 'Bookturn s.r.o.', 'DE89370400440532013000', 'EUR24.99', '', '', '/VS/26100002 Bestellung BT26100002',
    ]);
  });

  it('leaves out trailing optional lines and ends without a line feed', () => {
    const payload = epcPayload({ ...base, bic: undefined });
    expect(payload).toBe('BCD\n002\n1\nSCT\n\nBookturn s.r.o.\nDE89370400440532013000\nEUR24.99');
    expect(payload.endsWith('\n')).toBe(false);
  });

  it('keeps a purpose code in its own line', () => {
    expect(epcPayload({ ...base, purpose: 'GDDS', remittance: 'x' }).split('\n').slice(8)).toEqual(['GDDS', '', 'x']);
  });

  it('cuts the name at 70 and the remittance at 140 characters', () => {
    const lines = epcPayload({ ...base, name: 'N'.repeat(90), remittance: 'R'.repeat(200) }).split('\n');
    expect(lines[5]).toHaveLength(70);
    expect(lines[10]).toHaveLength(140);
  });

  it('shortens the remittance until the payload fits 331 bytes of UTF-8', () => {
    const payload = epcPayload({ ...base, name: 'Ž'.repeat(70), remittance: 'ř'.repeat(140) });
    expect(Buffer.byteLength(payload, 'utf8')).toBeLessThanOrEqual(331);
    expect(payload.split('\n')[5]).toBe('Ž'.repeat(70));
    expect(payload.split('\n')[10].length).toBeGreaterThan(0);
  });

  it('cannot be shifted by line breaks in free text', () => {
    const lines = epcPayload({ ...base, name: 'Evil\nDE00000000000000000000', remittance: 'a\nb\nc' }).split('\n');
    expect(lines).toHaveLength(11);
    expect(lines[6]).toBe('DE89370400440532013000');
  });

  it.each([
    ['koruna', { currency: 'CZK' }, 'euros only'],
    ['a zero amount', { amountX100: 0 }, 'positive'],
    ['more than EUR999999999.99', { amountX100: 100_000_000_000 }, 'above'],
    ['no name', { name: ' * ' }, 'beneficiary name'],
    ['a bad IBAN', { iban: 'DE88370400440532013000' }, 'Invalid IBAN'],
    ['a bad BIC', { bic: 'COBA' }, 'Invalid BIC'],
    ['a bad purpose', { purpose: 'gds' }, 'purpose'],
  ])('refuses %s', (_case, over, message) => {
    expect(() => epcPayload({ ...base, ...over })).toThrow(message);
  });

  it('accepts the extremes of the amount range', () => {
    expect(epcPayload({ ...base, amountX100: 1 })).toContain('\nEUR0.01');
    expect(epcPayload({ ...base, amountX100: 99_999_999_999 })).toContain('\nEUR999999999.99');
  });
});
