/** What codeLabel needs of a translator (next-intl's, scoped to a namespace). */
interface Translator {
  (key: never): string;
  has(key: never): boolean;
}

/**
 * The staff UI's name for a code the API sends (a shipping method, carrier, payment provider or
 * state): the message `{group}.{code}` when there is one, else the code itself, so a code added
 * later shows as it is rather than as a missing message.
 */
export function codeLabel(t: Translator, group: string, code: string): string {
  const key = `${group}.${code}` as never;
  return t.has(key) ? t(key) : code;
}
