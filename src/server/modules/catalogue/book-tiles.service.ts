import { LOCALES, type Locale } from '@/i18n/locales';
import type { BookTile } from '@/contracts/catalogue';
import type { Db } from '../../db/client';
import { countAddedToday, findTilesByIds, type BookTileRow } from './catalogue.repository';
import { editionCoverPath } from './cover-path';

/** The storefront's currency picks which of the copy's two prices is shown (docs/architecture.md#money). */
export function toBookTile(row: BookTileRow, locale: Locale): BookTile {
  const currency = LOCALES[locale].currency;
  const czk = currency === 'CZK';
  const authors = typeof row.authors === 'string' ? JSON.parse(row.authors) : row.authors;
  return {
    'bookId': Number(row.book_id),
    workId: row.grandmother_id,
    editionId: row.mother_id,
    title: row.title,
    authors,
    conditionId: row.condition_id,
    year: row.year,
    languageId: row.language_id,
    priceX100: czk ? row.price_czk_x100 : row.price_eur_x100,
    previousPriceX100: czk ? row.previous_price_czk_x100 : row.previous_price_eur_x100,
    currency,
    inStock: row.state === 'in_stock',
    // The tile shows the edition's title, and so does its cover.
    coverUrl: editionCoverPath(row.mother_id),
  };
}

/** The tiles of these copies (the order the repository gives), for any list that shows copies. */
export async function bookTilesByIds(db: Db, ids: number[], locale: Locale): Promise<BookTile[]> {
  return (await findTilesByIds(db, ids)).map((row) => toBookTile(row, locale));
}

/** Copies added today on the shop calendar (the shell's counter and the added-today feed agree on it). */
export async function countBooksAddedToday(db: Db, now: Date, languages?: readonly number[]): Promise<number> {
  return countAddedToday(db, now, languages);
}
