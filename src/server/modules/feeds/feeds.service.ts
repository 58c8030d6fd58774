import { LOCALES, type Locale } from '@/i18n/locales';
import { FEED_PAGE_SIZE, type AddedTodayResponse, type DiscountedTodayResponse } from '@/contracts/feeds';
import type { Db } from '../../db/client';
import { bookTilesByIds, countBooksAddedToday } from '../catalogue';
import {
  countDiscountedToday, findAddedTodayIds, findDiscountedTodayIds, findLowestPricesBeforeCut,
} from './feeds.repository';
import { lowestPriceBeforeCut } from './omnibus';
import { pageInfo, pageSlice } from '../../http/paging';

/** `languages`: only copies in these reading languages (as the listing's language filter); undefined: every language. */
export async function getAddedToday(db: Db, locale: Locale, now: Date, page: number, languages?: readonly number[]): Promise<AddedTodayResponse> {
  const [total, ids] = await Promise.all([
    countBooksAddedToday(db, now, languages),
    findAddedTodayIds(db, now, pageSlice(page, FEED_PAGE_SIZE), languages),
  ]);
  const tiles = await bookTilesByIds(db, ids, locale);
  return { ...pageInfo(total, page, FEED_PAGE_SIZE), items: tiles };
}

export async function getDiscountedToday(
  db: Db, locale: Locale, now: Date, page: number, languages?: readonly number[],
): Promise<DiscountedTodayResponse> {
  const currency = LOCALES[locale].currency;
  const [total, ids] = await Promise.all([
    countDiscountedToday(db, now, currency, languages),
    findDiscountedTodayIds(db, now, currency, pageSlice(page, FEED_PAGE_SIZE), languages),
  ]);
  const [tiles, lowest] = await Promise.all([bookTilesByIds(db, ids, locale), findLowestPricesBeforeCut(db, ids)]);
  const lowestById = new Map(lowest.map((r) => [Number(r.book_id), currency === 'CZK' ? r.lowest_czk : r.lowest_eur]));
  const items = tiles.map((tile) => {
    const lowestInWindow = lowestById.get(tile.bookId) ?? null;
    return { ...tile, lowestPrice30DaysX100: lowestPriceBeforeCut(tile.priceX100, tile.previousPriceX100, lowestInWindow) };
  });
  return { ...pageInfo(total, page, FEED_PAGE_SIZE), items };
}
