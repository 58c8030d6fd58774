/**
 * Statement files for the API tests, shaped like the banks' own (see the parser fixtures in
 * src/server/modules/bank-statements/parse/fixtures): a camt.053.001.02 statement as ČSOB sends
 * it, and Fio banka's CSV export.
 */
export interface Credit {
  ref: string;
  amountX100: number;
  currency?: string;
  /** Written as the ČBA EndToEndId "/VS/…/SS//KS/0308" (camt) or the VS column (Fio). */
  vs?: string | null;
  name?: string;
  message?: string;
}

const amount = (x100: number) => (x100 / 100).toFixed(2);
const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The shop's account: BANK_IBAN of the test API (its default). */
export const SHOP_IBAN = 'CZ6508000000192000145399';

export function camt053(credits: readonly Credit[], opts: { statementId?: string; debits?: number; iban?: string } = {}): string {
  const entries = credits.map((c) => `
      <Ntry>
        <Amt Ccy="${c.currency ?? 'CZK'}">${amount(c.amountX100)}</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>2026-05-04</Dt></BookgDt>
        <AcctSvcrRef>${escape(c.ref)}</AcctSvcrRef>
        <NtryDtls><TxDtls>
          <Refs><EndToEndId>${c.vs ? `/VS/${c.vs}/SS//KS/0308` : 'NOTPROVIDED'}</EndToEndId></Refs>
          <RltdPties><Dbtr><Nm>${escape(c.name ?? 'Nováková Jana')}</Nm></Dbtr><DbtrAcct><Id><Othr><Id>1234567890</Id></Othr></Id></DbtrAcct></RltdPties>
          <RmtInf><Ustrd>${escape(c.message ?? 'Bookturn')}</Ustrd></RmtInf>
        </TxDtls></NtryDtls>
      </Ntry>`).join('');
  const debits = Array.from({ length: opts.debits ?? 1 }, (_, i) => `
      <Ntry><Amt Ccy="CZK">99.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2026-05-04</Dt></BookgDt><AcctSvcrRef>FEE-${i}-${opts.statementId ?? ''}</AcctSvcrRef></Ntry>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>MSG-${opts.statementId ?? '1'}</MsgId><CreDtTm>2026-05-05T05:00:00+02:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>${opts.statementId ?? 'STMT-1'}</Id>
      <FrToDt><FrDtTm>2026-05-04T00:00:00+02:00</FrDtTm><ToDtTm>2026-05-04T23:59:59+02:00</ToDtTm></FrToDt>
      <Acct><Id><IBAN>${opts.iban ?? SHOP_IBAN}</IBAN></Id><Ccy>CZK</Ccy></Acct>${entries}${debits}
    </Stmt>
  </BkToCstmrStmt>
</Document>
`;
}

export function fioCsv(credits: readonly Credit[], opts: { iban?: string } = {}): string {
  const quote = (s: string) => `"${s.replace(/"/g, '""')}"`;
  const rows = credits.map((c) => [c.ref, '04.05.2026', amount(c.amountX100).replace('.', ','), c.currency ?? 'CZK', '1234567890', quote(c.name ?? 'Nováková Jana'), '0800',
    quote('Česká spořitelna, a.s.'), '0308', c.vs ?? '', '', '', quote(c.message ?? 'Bookturn'), 'Bezhotovostní příjem', '', '', '', '', ''].join(';'));
  return [
    'accountId;2900123456', 'bankId;2010', 'currency;CZK', `iban;${opts.iban ?? SHOP_IBAN}`, 'bic;FIOBCZPPXXX', 'dateStart;04.05.2026', 'dateEnd;04.05.2026', '',
    'ID pohybu;Datum;Objem;Měna;Protiúčet;Název protiúčtu;Kód banky;Název banky;KS;VS;SS;Uživatelská identifikace;Zpráva pro příjemce;Typ;Provedl;Upřesnění;Komentář;BIC;ID pokynu;',
    ...rows, '',
  ].join('\r\n');
}
