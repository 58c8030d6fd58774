import { z } from '@hono/zod-openapi';
import { normalizeIdList, parseIdList } from '@/contracts/listing-filters';
import { LOCALES, type Locale } from '@/i18n/locales';

/**
 * The reading languages a storefront read asks for (issue 17): `language=1&language=3` (or
 * `language=1_3`), the same ids the listing filters by. Absent or unreadable → every language,
 * exactly like the listing's `language` filter; the storefront pages send the visitor's
 * persistent languages (saved, cookie, else the storefront's defaults).
 */
export const languageQueryField = z.union([z.string(), z.array(z.string())]).optional().openapi({
  param: { name: 'language', in: 'query' },
  description: 'Reading-language ids (repeat the key, or join with _); only copies in these languages. Absent: every language',
  example: '1',
});

export function languagesFromQuery(values: readonly string[] | undefined): number[] | undefined {
  if (!values) return undefined;
  return normalizeIdList(values.flatMap((v) => parseIdList(v) ?? []));
}

/** The storefront's default reading languages, sorted (the shell's counters use them: one answer per locale). */
export function storefrontLanguages(locale: Locale): number[] {
  return [...LOCALES[locale].defaultLanguageFilters].sort((a, b) => a - b);
}
