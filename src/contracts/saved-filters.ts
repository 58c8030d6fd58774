/** The saved language filter's reader, apart from account.ts's schemas: the browser reads it on every page, without zod. */

/** docs/product.md#filter-cookie-validation: the server's answer may carry `languages` or `language`; read as language; null gives null. */
export function readServerFilter(raw: unknown): number[] | null {
  if (!raw || typeof raw !== 'object') return null;
  const value = (raw as Record<string, unknown>).languages ?? (raw as Record<string, unknown>).language;
  if (!Array.isArray(value)) return null;
  return [...new Set(value.filter((v): v is number => typeof v === 'number' && Number.isInteger(v)))].sort((a, b) => a - b);
}
