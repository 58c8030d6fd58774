import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAmountX100, parseDay } from './amount';
import { parseStatement, StatementFormatError, type StatementProblem } from './index';
import { symbolField, taggedSymbol } from './variable-symbol';

const fixture = (name: string) => new Uint8Array(readFileSync(join(__dirname, 'fixtures', name)));
const bytes = (text: string) => new TextEncoder().encode(text);

function problemOf(run: () => unknown): StatementProblem | 'none' {
  try {
    run();
    return 'none';
  } catch (e) {
    if (e instanceof StatementFormatError) return e.problem;
    throw e;
  }
}

describe('amounts, days, variable symbols', () => {
  it('reads decimal text into hundredths without floats', () => {
    expect(parseAmountX100('1249.00', 'x')).toBe(124900);
    expect(parseAmountX100('389,5', 'x')).toBe(38950);
    expect(parseAmountX100('-120,00', 'x')).toBe(-12000);
    expect(parseAmountX100('1 234,56', 'x')).toBe(123456);
    expect(parseAmountX100('0.29', 'x')).toBe(29);
    for (const bad of ['', '1.234', '12,3,4', 'abc', '1e5', '1.2.3']) expect(problemOf(() => parseAmountX100(bad, 'x'))).toBe('BAD_AMOUNT');
  });

  it('reads ISO and Czech dates and refuses days that do not exist', () => {
    expect(parseDay('2026-11-25T14:31:00', 'x')).toBe('2026-11-25');
    expect(parseDay('5.1.2026', 'x')).toBe('2026-01-05');
    expect(problemOf(() => parseDay('31.02.2026', 'x'))).toBe('BAD_DATE');
    expect(problemOf(() => parseDay('yesterday', 'x'))).toBe('BAD_DATE');
  });

  it('finds the VS in the shapes banks and payers write it, without leading zeros', () => {
    expect(symbolField('0026100001')).toBe('26100001');
    expect(symbolField('/VS/26100001/SS//KS/0308')).toBe('26100001');
    expect(symbolField('VS:123')).toBe('123');
    expect(symbolField('NOTPROVIDED')).toBeNull();
    expect(symbolField('0000000000')).toBeNull();
    expect(taggedSymbol('doplatek VS 26100003')).toBe('26100003');
    expect(taggedSymbol('vs.42 díky')).toBe('42');
    expect(taggedSymbol('Objednavka BT26100001')).toBeNull();
    expect(taggedSymbol('ZVS 123')).toBeNull();
    expect(taggedSymbol('VS 12345678901')).toBeNull();
  });
});

describe('camt.053', () => {
  it('reads the booked credits of a ČSOB-style 001.02 statement and skips the debit', () => {
    const s = parseStatement(fixture('camt053-csob.xml'));
    expect(s).toMatchObject({
      format: 'camt053', account: 'CZ6503000000000298765432', currency: 'CZK', statementRef: '298765432-20261125-231',
      periodFrom: '2026-11-25', periodTo: '2026-11-25', skipped: 1,
    });
    expect(s.credits).toEqual([
      { bankRef: '2611250000012345', bookedOn: '2026-11-25', amountX100: 124900, currency: 'CZK', variableSymbol: '26100001',
        counterpartyName: 'Novák Jan', counterpartyAccount: '000000-1234567890/0800', message: 'Objednavka BT26100001' },
      { bankRef: '2611250000012346', bookedOn: '2026-11-25', amountX100: 38950, currency: 'CZK', variableSymbol: '26100002',
        counterpartyName: 'Dvořáková Petra', counterpartyAccount: 'CZ5508000000001234567899', message: null },
      { bankRef: '2611250000012348', bookedOn: '2026-11-25', amountX100: 50000, currency: 'CZK', variableSymbol: null,
        counterpartyName: 'Svoboda & syn', counterpartyAccount: null, message: 'za knihy, díky' },
      { bankRef: '2611250000012349', bookedOn: '2026-11-25', amountX100: 4000, currency: 'CZK', variableSymbol: '26100003',
        counterpartyName: null, counterpartyAccount: null, message: 'doplatek VS 26100003' },
    ]);
  });

  it('reads 001.08 (Sts/Cd, Dbtr/Pty, BookgDt/DtTm), skips a pending entry and splits a batch', () => {
    const s = parseStatement(fixture('camt053-v08-eur.xml'));
    expect(s).toMatchObject({ account: 'CZ3201000001151234560227', currency: 'EUR', skipped: 1 });
    expect(s.credits.map((c) => [c.bankRef, c.amountX100, c.currency, c.variableSymbol, c.counterpartyName])).toEqual([
      ['KB-77120045', 2590, 'EUR', '26100010', 'Müller Anna'],
      ['KB-77120047-1', 2000, 'EUR', '26100011', null],
      ['KB-77120047/2', 4000, 'EUR', '26100012', null],
    ]);
  });

  it('refuses what is not a camt.053 statement, with the reason', () => {
    const doc = (inner: string, ns = 'urn:iso:std:iso:20022:tech:xsd:camt.053.001.02') => bytes(`<?xml version="1.0"?><Document xmlns="${ns}">${inner}</Document>`);
    const stmt = (entry: string) => doc(`<BkToCstmrStmt><Stmt><Id>1</Id><Acct><Id><IBAN>CZ6503000000000298765432</IBAN></Id></Acct>${entry}</Stmt></BkToCstmrStmt>`);
    expect(problemOf(() => parseStatement(bytes('<Document><unclosed></Document>')))).toBe('MALFORMED_XML');
    expect(problemOf(() => parseStatement(bytes('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]><Document/>')))).toBe('MALFORMED_XML');
    expect(problemOf(() => parseStatement(doc('<BkToCstmrStmt/>', 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.03')))).toBe('NOT_CAMT053');
    expect(problemOf(() => parseStatement(doc('<BkToCstmrStmt/>')))).toBe('MISSING_FIELD');
    expect(problemOf(() => parseStatement(stmt('<Ntry><Amt Ccy="CZK">1.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><Dt>2026-11-25</Dt></BookgDt></Ntry>')))).toBe('MISSING_FIELD');
    expect(problemOf(() => parseStatement(stmt('<Ntry><Amt Ccy="CZK">1,0.0</Amt><CdtDbtInd>CRDT</CdtDbtInd><AcctSvcrRef>a</AcctSvcrRef></Ntry>')))).toBe('BAD_AMOUNT');
    expect(problemOf(() => parseStatement(stmt('<Ntry><Amt>1.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><AcctSvcrRef>a</AcctSvcrRef></Ntry>')))).toBe('BAD_CURRENCY');
    expect(problemOf(() => parseStatement(stmt('<Ntry><Amt Ccy="CZK">1.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><AcctSvcrRef>a</AcctSvcrRef><BookgDt><Dt>2026-13-01</Dt></BookgDt></Ntry>')))).toBe('BAD_DATE');
  });
});

describe('Fio banka CSV', () => {
  it('reads the credits of a Fio export (BOM, preamble, quoted fields) and skips the fee', () => {
    const s = parseStatement(fixture('fio-pohyby.csv'));
    expect(s).toMatchObject({
      format: 'fio-csv', account: 'CZ6520100000002900123456', currency: 'CZK', statementRef: '26871234560–26871234564',
      periodFrom: '2026-11-24', periodTo: '2026-11-25', skipped: 1,
    });
    expect(s.credits.map((c) => [c.bankRef, c.bookedOn, c.amountX100, c.variableSymbol, c.counterpartyName, c.counterpartyAccount, c.message])).toEqual([
      ['26871234560', '2026-11-24', 124900, '26100001', 'Novák, Jan', '1234567890/0800', 'Objednávka BT26100001'],
      ['26871234562', '2026-11-25', 38950, '26100002', 'Dvořáková Petra', '2000145399/2010', 'Dvořáková'],
      ['26871234563', '2026-11-25', 50000, null, 'Svoboda "a syn"', '19-2000145399/0100', 'za knihy, díky'],
      ['26871234564', '2026-11-25', 4000, '26100003', 'Novák, Jan', '1234567890/0800', 'doplatek'],
    ]);
  });

  it('reads an export in windows-1250 and one without the preamble', () => {
    const header = 'ID pohybu;Datum;Objem;Měna;Protiúčet;Název protiúčtu;Kód banky;VS\r\n';
    const row = '1;01.12.2026;100,00;CZK;123;Šťastný Jiří;0300;77\r\n';
    // The Czech letters of this text in windows-1250 (the rest is ASCII or the same in Latin-1).
    const CP1250: Record<string, number> = { 'ě': 0xec, 'č': 0xe8, 'Š': 0x8a, 'ť': 0x9d, 'ř': 0xf8 };
    const cp1250 = Uint8Array.from([...(header + row)].map((ch) => CP1250[ch] ?? ch.charCodeAt(0)));
    const s = parseStatement(cp1250);
    expect(s.account).toBe('fio');
    expect(s.credits).toEqual([{ bankRef: '1', bookedOn: '2026-12-01', amountX100: 10000, currency: 'CZK', variableSymbol: '77', counterpartyName: 'Šťastný Jiří', counterpartyAccount: '123/0300', message: null }]);
  });

  it('refuses a CSV that is not a Fio export or has a broken row', () => {
    expect(problemOf(() => parseStatement(bytes('Datum;Částka\n1.1.2026;100\n')))).toBe('UNKNOWN_FORMAT');
    expect(problemOf(() => parseStatement(bytes('ID pohybu;Datum;Měna\n1;01.01.2026;CZK\n')))).toBe('MISSING_HEADER');
    expect(problemOf(() => parseStatement(bytes('ID pohybu;Datum;Objem;Měna\n1;01.01.2026;sto;CZK\n')))).toBe('BAD_AMOUNT');
    expect(problemOf(() => parseStatement(bytes('ID pohybu;Datum;Objem;Měna\n;01.01.2026;1,00;CZK\n')))).toBe('BAD_ROW');
    expect(problemOf(() => parseStatement(bytes('ID pohybu;Datum;Objem;Měna\n1;01.01.2026;"1,00;CZK\n')))).toBe('BAD_ROW');
    expect(problemOf(() => parseStatement(new Uint8Array()))).toBe('EMPTY');
    expect(problemOf(() => parseStatement(bytes('  \n')))).toBe('EMPTY');
  });
});
