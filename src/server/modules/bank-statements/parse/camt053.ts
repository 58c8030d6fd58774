import { parseAmountX100, parseCurrency, parseDay } from './amount';
import { StatementFormatError, type ParsedStatement, type StatementCredit } from './statement';
import { symbolField, taggedSymbol } from './variable-symbol';
import { child, children, parseXml, textAt, type XmlElement } from './xml-tree';

const CAMT053_NS = /^urn:iso:std:iso:20022:tech:xsd:camt\.053\.001\.\d{2}$/;

/**
 * ISO 20022 camt.053 (BankToCustomerStatement), versions 001.02 to 001.13 — what Czech banks
 * (ČSOB, KB, Česká spořitelna, Raiffeisenbank, Fio, Moneta) send as the daily XML statement.
 * Read per booked credit entry (Ntry with CdtDbtInd CRDT, Sts BOOK, not a reversal):
 *  - amount and currency: Ntry/Amt and its Ccy (per TxDtls when one entry batches several);
 *  - booking date: Ntry/BookgDt/Dt (or DtTm; ValDt when absent);
 *  - the bank's reference: Ntry/AcctSvcrRef, else NtryRef (per TxDtls: Refs/AcctSvcrRef);
 *  - the variable symbol, first found of: RmtInf/Strd/CdtrRefInf/Ref ("VS:123", "123"),
 *    Refs/EndToEndId (the ČBA convention "/VS/123/SS/…/KS/…", or the VS alone), a "VS 123" in
 *    RmtInf/Ustrd, then in Ntry/AddtlNtryInf;
 *  - the payer: RltdPties/Dbtr/Nm (001.08+: Dbtr/Pty/Nm), DbtrAcct/Id/IBAN or Othr/Id (+ the
 *    bank code of RltdAgts/DbtrAgt for a domestic account number).
 */
export function parseCamt053(text: string): ParsedStatement {
  const doc = parseXml(text);
  if (doc.name !== 'Document' || !CAMT053_NS.test(doc.ns)) {
    throw new StatementFormatError('NOT_CAMT053', `Not a camt.053 document (root ${doc.name} in "${doc.ns || 'no namespace'}")`);
  }
  const body = child(doc, 'BkToCstmrStmt');
  if (!body) throw new StatementFormatError('NOT_CAMT053', 'The document has no BkToCstmrStmt');
  const statements = children(body, 'Stmt');
  if (statements.length === 0) throw new StatementFormatError('MISSING_FIELD', 'The document has no Stmt', 'BkToCstmrStmt');

  let account: string | null = null;
  let currency: string | null = null;
  const refs: string[] = [];
  const froms: string[] = [];
  const tos: string[] = [];
  const credits: StatementCredit[] = [];
  let skipped = 0;
  statements.forEach((stmt, s) => {
    const where = `Stmt[${s + 1}]`;
    const iban = textAt(stmt, 'Acct', 'Id', 'IBAN');
    const other = textAt(stmt, 'Acct', 'Id', 'Othr', 'Id');
    const acct = iban ? iban.replace(/\s+/g, '').toUpperCase() : other;
    if (!acct) throw new StatementFormatError('MISSING_FIELD', 'The statement names no account (Acct/Id)', where);
    if (account !== null && acct !== account) throw new StatementFormatError('BAD_ROW', 'One file may hold the statements of one account only', where);
    account = acct;
    const ccy = textAt(stmt, 'Acct', 'Ccy');
    if (ccy) currency = parseCurrency(ccy, `${where}/Acct/Ccy`);
    const id = textAt(stmt, 'Id');
    if (id) refs.push(id);
    const from = textAt(stmt, 'FrToDt', 'FrDtTm');
    const to = textAt(stmt, 'FrToDt', 'ToDtTm');
    if (from) froms.push(parseDay(from, `${where}/FrToDt`));
    if (to) tos.push(parseDay(to, `${where}/FrToDt`));

    children(stmt, 'Ntry').forEach((entry, n) => {
      const at = `${where}/Ntry[${n + 1}]`;
      const out = readEntry(entry, at);
      if (out === null) skipped += 1;
      else credits.push(...out);
    });
  });

  return {
    format: 'camt053',
    account: account!,
    currency,
    statementRef: refs.length > 0 ? refs.join(', ').slice(0, 200) : null,
    periodFrom: froms.length > 0 ? froms.sort()[0]! : null,
    periodTo: tos.length > 0 ? tos.sort()[tos.length - 1]! : null,
    credits,
    skipped,
  };
}

/** The credits of one entry, or null when it is no money in (debit, reversal, not booked, zero). */
function readEntry(entry: XmlElement, at: string): StatementCredit[] | null {
  const indicator = textAt(entry, 'CdtDbtInd');
  if (indicator !== 'CRDT' && indicator !== 'DBIT') throw new StatementFormatError('MISSING_FIELD', 'An entry has no CdtDbtInd (CRDT/DBIT)', at);
  const amt = child(entry, 'Amt');
  if (!amt || !amt.text.trim()) throw new StatementFormatError('MISSING_FIELD', 'An entry has no Amt', at);
  const amountX100 = parseAmountX100(amt.text.trim(), `${at}/Amt`);
  const currency = parseCurrency(amt.attrs.Ccy ?? '', `${at}/Amt/@Ccy`);
  if (indicator === 'DBIT' || textAt(entry, 'RvslInd') === 'true') return null;
  const status = textAt(entry, 'Sts', 'Cd') ?? textAt(entry, 'Sts');
  if (status !== null && status !== 'BOOK') return null;
  if (amountX100 <= 0) return null;

  const day = textAt(entry, 'BookgDt', 'Dt') ?? textAt(entry, 'BookgDt', 'DtTm') ?? textAt(entry, 'ValDt', 'Dt') ?? textAt(entry, 'ValDt', 'DtTm');
  if (!day) throw new StatementFormatError('MISSING_FIELD', 'An entry has no booking date (BookgDt)', at);
  const bookedOn = parseDay(day, `${at}/BookgDt`);
  const entryRef = textAt(entry, 'AcctSvcrRef') ?? textAt(entry, 'NtryRef');
  const extra = textAt(entry, 'AddtlNtryInf');
  const details = children(entry, 'NtryDtls').flatMap((d) => children(d, 'TxDtls'));

  if (details.length <= 1) {
    const tx = details[0] ?? null;
    const bankRef = entryRef ?? textAt(tx, 'Refs', 'AcctSvcrRef');
    if (!bankRef) throw new StatementFormatError('MISSING_FIELD', 'An entry has no bank reference (AcctSvcrRef or NtryRef)', at);
    return [{ bankRef, bookedOn, amountX100, currency, ...payer(tx, extra) }];
  }
  // A batch: one booked entry for several payments, each with its own amount and reference.
  return details.map((tx, i) => {
    const txAt = `${at}/NtryDtls/TxDtls[${i + 1}]`;
    const txAmt = child(tx, 'AmtDtls', 'TxAmt', 'Amt') ?? child(tx, 'Amt');
    if (!txAmt) throw new StatementFormatError('MISSING_FIELD', 'A batched payment has no amount (AmtDtls/TxAmt/Amt)', txAt);
    const own = textAt(tx, 'Refs', 'AcctSvcrRef');
    const bankRef = own ?? (entryRef ? `${entryRef}/${i + 1}` : null);
    if (!bankRef) throw new StatementFormatError('MISSING_FIELD', 'A batched payment has no bank reference', txAt);
    return {
      bankRef, bookedOn, amountX100: parseAmountX100(txAmt.text.trim(), `${txAt}/Amt`), currency: parseCurrency(txAmt.attrs.Ccy ?? currency, `${txAt}/Amt/@Ccy`),
      ...payer(tx, extra),
    };
  }).filter((c) => c.amountX100 > 0);
}

function payer(tx: XmlElement | null, extra: string | null): Pick<StatementCredit, 'variableSymbol' | 'counterpartyName' | 'counterpartyAccount' | 'message'> {
  const remittance = child(tx, 'RmtInf');
  const unstructured = children(remittance, 'Ustrd').map((u) => u.text.trim()).filter(Boolean).join(' ');
  const structuredRefs = children(remittance, 'Strd').map((s) => textAt(s, 'CdtrRefInf', 'Ref'));
  const endToEnd = textAt(tx, 'Refs', 'EndToEndId');
  const variableSymbol = structuredRefs.map(symbolField).find((v) => v !== null)
    ?? (endToEnd && endToEnd !== 'NOTPROVIDED' ? symbolField(endToEnd) : null)
    ?? taggedSymbol(unstructured)
    ?? taggedSymbol(extra);

  const parties = child(tx, 'RltdPties');
  const name = textAt(parties, 'Dbtr', 'Nm') ?? textAt(parties, 'Dbtr', 'Pty', 'Nm') ?? textAt(parties, 'UltmtDbtr', 'Nm');
  const iban = textAt(parties, 'DbtrAcct', 'Id', 'IBAN');
  const domestic = textAt(parties, 'DbtrAcct', 'Id', 'Othr', 'Id');
  const bankCode = textAt(tx, 'RltdAgts', 'DbtrAgt', 'FinInstnId', 'ClrSysMmbId', 'MmbId') ?? textAt(tx, 'RltdAgts', 'DbtrAgt', 'FinInstnId', 'Othr', 'Id');
  const counterpartyAccount = iban
    ? iban.replace(/\s+/g, '').toUpperCase()
    : domestic ? (domestic.includes('/') || !bankCode ? domestic : `${domestic}/${bankCode}`) : null;
  return {
    variableSymbol: variableSymbol ?? null,
    counterpartyName: name ? name.slice(0, 200) : null,
    counterpartyAccount: counterpartyAccount ? counterpartyAccount.slice(0, 60) : null,
    message: (unstructured || extra || null)?.slice(0, 500) ?? null,
  };
}
