import { LOCALES, type Locale } from '@/i18n/locales';
import type {
  BookPriceSummary, BookResponse, CatalogueRef, CopyOffer, EditionSummary, WorkResponse, EditionResponse, UpsellResponse, WorkSummary,
} from '@/contracts/works';
import type { Db } from '../../db/client';
import { EDGE_TYPE } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import { coverPath, editionCoverPath } from '../catalogue';
import { bookTilesByIds } from '../catalogue';
import {
  findBook, findBookPrices, findBookRef, findCopiesInStock, findEdition, findEditionsOfWork, findWorkRef, findEditionRef,
  findUpsellCopyId, findWork, findWorkNodes, type CopyRow, type DbId, type EditionRow, type RefRow,
} from './works.repository';

/** A work page lists every copy in stock; the biggest works hold a few hundred. */
const WORK_COPIES_LIMIT = 500;
const EDITION_COPIES_LIMIT = 500;
/** The copy page shows a shortlist and links to the edition or work page for the rest. */
const COPY_PAGE_LIST_LIMIT = 50;

const toId = (value: DbId): number => Number(value);
const parseJson = <T,>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** docs/product.md#copy-fields by-book-ids: copies in the order asked for, unknown ids left out. */
export async function getBooksByIds(db: Db, ids: readonly number[]): Promise<BookPriceSummary[]> {
  const rows = await findBookPrices(db, ids);
  const byId = new Map(rows.map((r) => [toId(r.book_id), r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [{
      'bookId': id, isbn13: r.isbn13, isbn10: r.isbn10, priceCzkX100: r.price_czk_x100, priceEurX100: r.price_eur_x100, conditionId: r.condition_id,
    }] : [];
  });
}

async function getWorkSummary(db: Db, workId: number, locale: Locale): Promise<WorkSummary | null> {
  const [work, nodes] = await Promise.all([findWork(db, workId), findWorkNodes(db, workId, locale)]);
  if (!work) return null;
  const ofType = (typeId: number) => nodes.filter((n) => n.type_id === typeId);
  return {
    workId: work.id,
    title: work.title,
    description: work.description,
    descriptionLanguageId: work.description === null ? null : work.description_language_id,
    originalLanguageId: work.original_language_id,
    authors: ofType(EDGE_TYPE.writes).map(({ id, name }) => ({ id, name })),
    categories: ofType(EDGE_TYPE.labels).map(({ id, name, slug }) => ({ id, name, slug })),
    series: ofType(EDGE_TYPE.comprises).map(({ id, name, slug, position }) => ({ id, name, slug, volume: position > 0 ? position : null })),
    rating: work.rating_avg !== null && work.rating_count > 0 ? { average: Number(work.rating_avg), count: work.rating_count } : null,
    coverUrl: coverPath(work.id),
  };
}

function toEdition(row: EditionRow, locale: Locale): EditionSummary {
  return {
    editionId: row.id,
    workId: row.grandmother_id,
    title: row.title,
    subtitle: row.subtitle,
    isbn13: row.isbn13?.trim() || null,
    isbn10: row.isbn10?.trim() || null,
    publisher: row.publisher_id !== null && row.publisher_name !== null ? { id: row.publisher_id, name: row.publisher_name } : null,
    year: row.year,
    languageId: row.language_id,
    bindingId: row.binding_id,
    pages: row.pages,
    translators: parseJson(row.translators),
    inStockCount: row.in_stock_count,
    lowestPriceX100: row.lowest_price_x100,
    currency: LOCALES[locale].currency,
  };
}

function toCopyOffer(row: CopyRow, locale: Locale): CopyOffer {
  return {
    'bookId': toId(row.book_id),
    workId: row.grandmother_id,
    editionId: row.mother_id,
    conditionId: row.condition_id,
    conditionNote: row.condition_note,
    priceX100: row.price_x100,
    previousPriceX100: row.previous_price_x100,
    currency: LOCALES[locale].currency,
    photoCount: row.photo_count,
    year: row.year,
    languageId: row.language_id,
  };
}

export async function getWork(db: Db, workId: number, locale: Locale): Promise<WorkResponse> {
  const currency = LOCALES[locale].currency;
  const [work, editions, copies] = await Promise.all([
    getWorkSummary(db, workId, locale),
    findEditionsOfWork(db, workId, currency),
    findCopiesInStock(db, currency, { workId, limit: WORK_COPIES_LIMIT }),
  ]);
  if (!work) throw notFound('Work');
  const offers = copies.map((c) => toCopyOffer(c, locale));
  const prices = editions.flatMap((e) => (e.lowest_price_x100 === null ? [] : [e.lowest_price_x100]));
  return {
    ...work,
    editions: editions.map((e) => ({ ...toEdition(e, locale), copies: offers.filter((o) => o.editionId === e.id) })),
    inStockCount: editions.reduce((sum, e) => sum + e.in_stock_count, 0),
    lowestPriceX100: prices.length > 0 ? Math.min(...prices) : null,
    currency,
  };
}

export async function getEdition(db: Db, editionId: number, locale: Locale): Promise<EditionResponse> {
  const currency = LOCALES[locale].currency;
  const [edition, copies] = await Promise.all([
    findEdition(db, editionId, currency),
    findCopiesInStock(db, currency, { editionId, limit: EDITION_COPIES_LIMIT }),
  ]);
  if (!edition) throw notFound('Edition');
  const work = await getWorkSummary(db, edition.grandmother_id, locale);
  if (!work) throw notFound('Work');
  return { edition: toEdition(edition, locale), work, copies: copies.map((c) => toCopyOffer(c, locale)) };
}

export async function getBook(db: Db, copyId: number, locale: Locale): Promise<BookResponse> {
  const book = await findBook(db, copyId);
  if (!book) throw notFound('Book');
  const currency = LOCALES[locale].currency;
  const czk = currency === 'CZK';
  const sold = book.state === 'sold';
  const [work, edition, otherCopies, availableCopies] = await Promise.all([
    getWorkSummary(db, book.grandmother_id, locale),
    findEdition(db, book.mother_id, currency),
    findCopiesInStock(db, currency, { editionId: book.mother_id, excludeCopyId: copyId, limit: COPY_PAGE_LIST_LIMIT }),
    sold ? findCopiesInStock(db, currency, { workId: book.grandmother_id, limit: COPY_PAGE_LIST_LIMIT }) : Promise.resolve([]),
  ]);
  if (!work || !edition) throw notFound('Book');
  return {
    'bookId': toId(book.book_id),
    workId: book.grandmother_id,
    editionId: book.mother_id,
    state: book.state,
    conditionId: book.condition_id,
    conditionNote: book.condition_note,
    photoCount: book.photo_count,
    priceX100: czk ? book.price_czk_x100 : book.price_eur_x100,
    previousPriceX100: czk ? book.previous_price_czk_x100 : book.previous_price_eur_x100,
    currency,
    priceCzkX100: book.price_czk_x100,
    priceEurX100: book.price_eur_x100,
    // The copy's page is about this edition: its cover carries the edition's title (issue 17).
    coverUrl: editionCoverPath(book.mother_id),
    edition: toEdition(edition, locale),
    work,
    otherCopies: otherCopies.map((c) => toCopyOffer(c, locale)),
    availableCopies: availableCopies.map((c) => toCopyOffer(c, locale)),
  };
}

function toRef(row: RefRow | null, what: string): CatalogueRef {
  if (!row) throw notFound(what);
  return {
    workId: row.grandmother_id,
    editionId: row.mother_id === null ? null : Number(row.mother_id),
    'bookId': row.book_id === null ? null : toId(row.book_id),
  };
}

export const getBookRef = async (db: Db, id: number) => toRef(await findBookRef(db, id), 'Book');
export const getEditionRef = async (db: Db, id: number) => toRef(await findEditionRef(db, id), 'Edition');
export const getWorkRef = async (db: Db, id: number) => toRef(await findWorkRef(db, id), 'Work');

/**
 * One more copy for the add-to-cart modal (same author, another work), or null. `languages`: the
 * shopper's reading languages, as for the listing and the home feeds (issue 17 item 1: de-AT
 * offered a Czech book); absent, any language.
 */
export async function getUpsell(db: Db, copyId: number, locale: Locale, now: Date, languages?: readonly number[]): Promise<UpsellResponse> {
  const id = await findUpsellCopyId(db, copyId, now, languages);
  if (id === null) return { item: null };
  const [tile] = await bookTilesByIds(db, [id], locale);
  return { item: tile ?? null };
}
