/**
 * The Czech variable symbol (VS): up to ten digits that pair a payment with an order. Banks write
 * it in different places and shapes; we compare it without leading zeros ("0026100001" is the
 * VS 26100001), as Czech banks pad it to ten digits on statements.
 *
 * Shapes read (ČBA conventions for domestic payments carried in ISO 20022, and what payers type):
 *   "/VS/26100001/SS/…/KS/0308", "VS:26100001", "VS 26100001", "VS26100001", "vs.26100001".
 */
const TAGGED = /(?:^|[^A-Za-z])VS[\s.:/#=-]*(\d{1,10})(?!\d)/i;
const DIGITS = /^\d{1,10}$/;

export function normalizeSymbol(digits: string): string | null {
  const stripped = digits.replace(/^0+/, '');
  return stripped === '' ? null : stripped;
}

/** A VS tagged as one inside free text ("/VS/123", "VS: 123"); null when there is none. */
export function taggedSymbol(text: string | null | undefined): string | null {
  if (!text) return null;
  const m = TAGGED.exec(text);
  return m ? normalizeSymbol(m[1]!) : null;
}

/** A field that holds the VS alone ("26100001", "0026100001") or tagged; null otherwise. */
export function symbolField(text: string | null | undefined): string | null {
  if (!text) return null;
  const t = text.trim();
  if (DIGITS.test(t)) return normalizeSymbol(t);
  return taggedSymbol(t);
}
