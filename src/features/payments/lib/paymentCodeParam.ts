/** A payment code from the URL: one plain token, else null (→ 404 without asking the API). */
export function parsePaymentCode(value: unknown): string | null {
  const text = Array.isArray(value) ? value[0] : value;
  return typeof text === 'string' && /^[A-Za-z0-9_-]{4,100}$/.test(text) ? text : null;
}
