import { bankTransfer } from '@/contracts/orders';
import { bankTransferInstructions, type BankTransferInput } from './bank-transfer';

const czk: BankTransferInput = {
  iban: 'CZ65 0800 0000 1920 0014 5399', bic: 'GIBACZPX', accountName: 'Bookturn s.r.o.', variableSymbol: '26100001',
  amountX100: 123_450, currency: 'CZK', message: 'Objednávka BT26100001',
};

describe('bankTransferInstructions', () => {
  it('gives koruna payers the Czech account number and a QR Platba code', async () => {
    const result = await bankTransferInstructions(czk);
    expect(bankTransfer.parse(result)).toEqual(result);
    expect(result).toMatchObject({
      iban: 'CZ6508000000192000145399', bic: 'GIBACZPX', accountName: 'Bookturn s.r.o.', accountNumber: '19-2000145399/0800',
      variableSymbol: '26100001', amountX100: 123_450, currency: 'CZK',
      qrPayload: 'SPD*1.0*ACC:CZ6508000000192000145399+GIBACZPX*AM:1234.50*CC:CZK*RN:BOOKTURN S.R.O.*X-VS:26100001*MSG:OBJEDNAVKA BT26100001',
    });
    expect(result.qrSvg).toMatch(/^<svg [^>]*viewBox=/);
  });

  it('gives euro payers an EPC code with the variable symbol in the remittance', async () => {
    const result = await bankTransferInstructions({ ...czk, currency: 'EUR', amountX100: 4_990, message: 'Bestellung BT26100001 – Größe' });
    expect(bankTransfer.parse(result)).toEqual(result);
    expect(result.accountNumber).toBeNull();
    expect(result.qrPayload).toBe(
      'BCD\n002\n1\nSCT\nGIBACZPX\nBookturn s.r.o.\nCZ6508000000192000145399\nEUR49.90\n\n\n/VS/26100001 Bestellung BT26100001 Größe',
    );
  });

  it('has no domestic number for a foreign account', async () => {
    const result = await bankTransferInstructions({ ...czk, iban: 'SK8811000000002926883516', bic: 'TATRSKBX' });
    expect(result.accountNumber).toBeNull();
  });

  it.each([['letters', 'BT26100001'], ['too many digits', '12345678901'], ['nothing', '']])('refuses a variable symbol with %s', async (_case, vs) => {
    await expect(bankTransferInstructions({ ...czk, variableSymbol: vs })).rejects.toThrow('variable symbol');
  });
});
