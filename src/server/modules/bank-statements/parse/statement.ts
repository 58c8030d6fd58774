/**
 * What a bank statement parser hands the import (issue 13 item 6, docs/adr/0022): the account,
 * and the CREDIT entries only (money in); debits, reversals and unbooked entries are counted as
 * skipped. Amounts are integer hundredths, parsed from the decimal text (never through a float).
 */
export const STATEMENT_FORMATS = ['camt053', 'fio-csv'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

export interface StatementCredit {
  /** The bank's own reference of the entry: unique per account, what makes a re-import a no-op. */
  bankRef: string;
  /** yyyy-mm-dd */
  bookedOn: string;
  amountX100: number;
  currency: string;
  /** Digits without leading zeros, or null when the payer gave none. */
  variableSymbol: string | null;
  counterpartyName: string | null;
  counterpartyAccount: string | null;
  /** The payer's message (unstructured remittance / "Zpráva pro příjemce"). */
  message: string | null;
}

export interface ParsedStatement {
  format: StatementFormat;
  /** The account the statement is of: its IBAN (spaces removed, upper case) or the bank's number/code. */
  account: string;
  currency: string | null;
  /** The bank's id of the statement (camt Stmt/Id; Fio: idFrom–idTo), when it gives one. */
  statementRef: string | null;
  periodFrom: string | null;
  periodTo: string | null;
  credits: StatementCredit[];
  /** Entries that are not money in: debits, reversals, pending entries. */
  skipped: number;
}

export type StatementProblem =
  | 'EMPTY' | 'UNKNOWN_FORMAT' | 'MALFORMED_XML' | 'NOT_CAMT053' | 'MISSING_FIELD' | 'BAD_AMOUNT' | 'BAD_DATE' | 'BAD_CURRENCY' | 'MISSING_HEADER' | 'BAD_ROW';

/** A file that is not a statement we read: the route answers 422 BANK_STATEMENT_INVALID with these details. */
export class StatementFormatError extends Error {
  constructor(readonly problem: StatementProblem, message: string, readonly where: string | null = null) {
    super(message);
    this.name = 'StatementFormatError';
  }
}
