/** Keys that only point at rows (the journal row already names the action) or qualify another value. */
const HIDDEN = new Set(['lockId', 'adjustmentId', 'commentId', 'debtEntryId', 'reviewId', 'payoutId', 'walletEntryId', 'accountId', 'currency']);
/** Amounts in hundredths: `<name>X100`, and the balances a money movement records before and after it. */
const MONEY = /X100$|^(balance|owed)(Before|After)$/;

export interface JournalDetailFormat {
  /** The desk's name for a detail, or null to show the key itself. */
  label: (key: string) => string | null;
  money: (amountX100: number, currency: string | null) => string;
}

/**
 * A customer-journal row's details as staff read them ("Důvod: … · Částka: 2 500,00 Kč"): amounts
 * in money, not hundredths; row ids and the currency (already in the amounts) left out.
 */
export function journalDetailsText(details: Record<string, unknown>, format: JournalDetailFormat): string {
  const currency = typeof details.currency === 'string' ? details.currency : null;
  return Object.entries(details)
    .filter(([key, value]) => !HIDDEN.has(key) && value !== null && value !== undefined && value !== '')
    .map(([key, value]) => {
      const text = MONEY.test(key) && typeof value === 'number' ? format.money(value, currency)
        : typeof value === 'object' ? JSON.stringify(value) : String(value);
      return `${format.label(key) ?? key}: ${text}`;
    })
    .join(' · ');
}
