import { aboFile, isAboAccount, sepaPain001, transferIban, type PayoutTransfer } from './payout-files';

const debtor = { name: 'Bookturn s.r.o.', iban: 'CZ6508000000192000145399', bic: 'GIBACZPX' };
const at = new Date('2026-06-10T08:00:00Z');
const transfer = (over: Partial<PayoutTransfer> = {}): PayoutTransfer => ({
  id: 7, amountX100: 12_345, currency: 'EUR', bankAccount: 'DE89370400440532013000', name: 'Jürgen & Söhne <GmbH>', reference: 'Bookturn BB12345678', ...over,
});

describe('payout files for the bank', () => {
  it('writes SEPA pain.001.001.03 with totals, SEPA service level for EUR, escaped and transliterated names', () => {
    const xml = sepaPain001([transfer(), transfer({ id: 8, amountX100: 655 })], debtor, { messageId: 'BTPAYOUT-1', createdAt: at, executionDate: '2026-06-10' });
    expect(xml).toContain('<NbOfTxs>2</NbOfTxs>');
    expect(xml).toContain('<CtrlSum>130.00</CtrlSum>');
    expect(xml).toContain('<SvcLvl><Cd>SEPA</Cd></SvcLvl>');
    expect(xml).toContain('<EndToEndId>PAYOUT-7</EndToEndId>');
    expect(xml).toContain('<InstdAmt Ccy="EUR">6.55</InstdAmt>');
    expect(xml).toContain('<Nm>Jurgen Sohne GmbH</Nm>');
    expect(xml).not.toMatch(/<GmbH>|&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(xml).toContain('<IBAN>DE89370400440532013000</IBAN>');
    expect(xml).toContain('<CreDtTm>2026-06-10T08:00:00</CreDtTm>');
  });

  it('sends a Czech domestic account as its IBAN; CZK transfers are no SEPA service level', () => {
    expect(transferIban('19-2000145399/0800')).toBe('CZ6508000000192000145399');
    expect(transferIban('nonsense')).toBeNull();
    const xml = sepaPain001([transfer({ currency: 'CZK', bankAccount: '19-2000145399/0800' })], debtor, { messageId: 'M', createdAt: at, executionDate: '2026-06-10' });
    expect(xml).not.toContain('<SvcLvl>');
    expect(xml).toContain('<IBAN>CZ6508000000192000145399</IBAN>');
  });

  it('writes ABO only for Czech accounts, amounts in hellers, CRLF lines', () => {
    expect(isAboAccount('19-2000145399/0800')).toBe(true);
    expect(isAboAccount('CZ6508000000192000145399')).toBe(true);
    expect(isAboAccount('DE89370400440532013000')).toBe(false);
    const abo = aboFile([transfer({ currency: 'CZK', bankAccount: '2000145399/0800', amountX100: 50_000 })], debtor, { createdAt: at, dueDate: at, fileNumber: 3 });
    expect(abo.split('\r\n')).toEqual([
      expect.stringMatching(/^UHL1100626Bookturn s.r.o.\s+0{10}001999/),
      '1 1501 161003 0800',
      '2 19-2000145399 50000 100626',
      '2000145399 50000 7 08000558 0 AV:Bookturn BB12345678',
      '3 +', '5 +', '',
    ]);
    expect(() => aboFile([transfer()], debtor, { createdAt: at, dueDate: at, fileNumber: 1 })).toThrow(/not a Czech account/);
  });
});
