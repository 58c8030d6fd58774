import { LOCALES, type Locale } from '@/i18n/locales';
import type { WorkSummary } from '@/contracts/authors';
import { coverPath } from '../catalogue';
import type { WorkRow } from '../../db/linked-works';

/** The storefront's currency picks which of the two lowest prices is shown (docs/architecture.md#money). */
export function toWorkSummary(row: WorkRow, locale: Locale): WorkSummary {
  const currency = LOCALES[locale].currency;
  const authors = typeof row.authors === 'string' ? JSON.parse(row.authors) : row.authors;
  return {
    workId: row.grandmother_id,
    title: row.title,
    authors,
    firstYear: row.first_year,
    inStockCount: row.in_stock,
    lowestPriceX100: currency === 'CZK' ? row.min_czk : row.min_eur,
    currency,
    coverUrl: coverPath(row.grandmother_id),
  };
}
