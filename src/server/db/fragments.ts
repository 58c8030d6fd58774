import { sql, type SQL } from 'drizzle-orm';
import { SHOP_TIME_ZONE } from './sql';

/** Start of the shop's current day, computed by the database so every instance agrees. */
export const startOfToday = (now: Date) =>
  sql`(date_trunc('day', ${now.toISOString()}::timestamptz at time zone ${SHOP_TIME_ZONE}) at time zone ${SHOP_TIME_ZONE})`;

/**
 * Only copies whose edition is in one of `languages` (the storefront's reading languages, like the
 * listing's language filter); undefined or empty: every language.
 */
export function inLanguages(languages: readonly number[] | undefined, editionId: SQL = sql`b.mother_id`): SQL {
  if (!languages || languages.length === 0) return sql`true`;
  const ids = `{${languages.map((id) => Math.trunc(id)).join(',')}}`;
  return sql`exists (select 1 from mothers lm where lm.id = ${editionId} and lm.language_id = any(${ids}::int[]))`;
}
