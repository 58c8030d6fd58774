import { BINDING, CONDITION } from '@/contracts/work-constants';
import type { BookResponse, EditionSummary, WorkResponse, EditionResponse, PersonRef, WorkSummary } from '@/contracts/works';
import { originFor, type Locale } from '@/i18n/locales';
import { absoluteUrl } from '@/routing';
import { languageTag } from './languageName';
import { priceDecimal } from './priceDecimal';

/**
 * schema.org data for book pages: a Book (the edition) with an Offer on a copy page, a Book with
 * an AggregateOffer on an edition page, and a Book with its editions as workExample on a work page.
 */

const SCHEMA = 'https://schema.org';

/** schema.org BookFormatType by binding; spiral and board books have no type of their own. */
const BOOK_FORMAT: Record<number, string> = {
  [BINDING.hardcover]: `${SCHEMA}/Hardcover`,
  [BINDING.paperback]: `${SCHEMA}/Paperback`,
  [BINDING.spiral]: `${SCHEMA}/Paperback`,
  [BINDING.leather]: `${SCHEMA}/Hardcover`,
  [BINDING.boardBook]: `${SCHEMA}/Hardcover`,
};

/** A second-hand shop sells used copies; "as new" ones are untouched, which search engines call new. */
export function itemCondition(conditionId: number): string {
  return conditionId === CONDITION.asNew ? `${SCHEMA}/NewCondition` : `${SCHEMA}/UsedCondition`;
}

export interface JsonLdContext {
  locale: Locale;
  /** Port of a local development domain; null in production. */
  port?: string | null;
}

const people = (list: PersonRef[], ctx: JsonLdContext) =>
  list.map((p) => ({ '@type': 'Person', name: p.name, url: absoluteUrl('author', ctx.locale, { authorId: p.id }, { port: ctx.port }) }));

const nonEmpty = <T,>(list: T[]): T[] | undefined => (list.length > 0 ? list : undefined);

/** The facts of one edition as a schema.org Book (undefined fields are dropped by JSON.stringify). */
function editionBook(edition: EditionSummary, work: WorkSummary, ctx: JsonLdContext, url: string) {
  const bookEdition = [edition.publisher?.name, edition.year].filter((part) => part !== undefined && part !== null).join(', ');
  return {
    '@type': 'Book',
    name: edition.subtitle ? `${edition.title}: ${edition.subtitle}` : edition.title,
    url,
    isbn: edition.isbn13 ?? edition.isbn10 ?? undefined,
    author: nonEmpty(people(work.authors, ctx)),
    translator: nonEmpty(people(edition.translators, ctx)),
    bookEdition: bookEdition || undefined,
    bookFormat: edition.bindingId !== null ? BOOK_FORMAT[edition.bindingId] : undefined,
    inLanguage: languageTag(edition.languageId) ?? undefined,
    numberOfPages: edition.pages ?? undefined,
    datePublished: edition.year !== null ? String(edition.year) : undefined,
    publisher: edition.publisher ? { '@type': 'Organization', name: edition.publisher.name } : undefined,
    image: originFor(ctx.locale, ctx.port) + work.coverUrl,
  };
}

function aggregateOffer(edition: EditionSummary) {
  if (edition.inStockCount === 0 || edition.lowestPriceX100 === null) return undefined;
  return {
    '@type': 'AggregateOffer',
    lowPrice: priceDecimal(edition.lowestPriceX100),
    priceCurrency: edition.currency,
    offerCount: edition.inStockCount,
    availability: `${SCHEMA}/InStock`,
  };
}

/** Copy page: the edition as a Book, with the copy as its Offer. */
export function copyJsonLd(book: BookResponse, ctx: JsonLdContext) {
  const url = absoluteUrl('copy', ctx.locale, { id: book.workId, copyId: book.bookId }, { port: ctx.port });
  return {
    '@context': SCHEMA,
    ...editionBook(book.edition, book.work, ctx, url),
    offers: {
      '@type': 'Offer',
      url,
      sku: String(book.bookId),
      price: priceDecimal(book.priceX100),
      priceCurrency: book.currency,
      availability: book.state === 'in_stock' ? `${SCHEMA}/InStock` : `${SCHEMA}/SoldOut`,
      itemCondition: itemCondition(book.conditionId),
    },
  };
}

/** Edition page: the edition as a Book with the range of its copies' prices. */
export function editionJsonLd(data: EditionResponse, ctx: JsonLdContext) {
  const url = absoluteUrl('edition', ctx.locale, { id: data.work.workId, editionId: data.edition.editionId }, { port: ctx.port });
  return { '@context': SCHEMA, ...editionBook(data.edition, data.work, ctx, url), offers: aggregateOffer(data.edition) };
}

/** Work page: the work as a Book, its editions as workExample. */
export function workJsonLd(work: WorkResponse, ctx: JsonLdContext) {
  const url = absoluteUrl('work', ctx.locale, { id: work.workId }, { port: ctx.port });
  return {
    '@context': SCHEMA,
    '@type': 'Book',
    name: work.title,
    url,
    description: work.description ?? undefined,
    author: nonEmpty(people(work.authors, ctx)),
    image: originFor(ctx.locale, ctx.port) + work.coverUrl,
    aggregateRating: work.rating
      ? { '@type': 'AggregateRating', ratingValue: work.rating.average, ratingCount: work.rating.count, bestRating: 5, worstRating: 1 }
      : undefined,
    workExample: nonEmpty(
      work.editions.map((edition) => ({
        ...editionBook(edition, work, ctx, absoluteUrl('edition', ctx.locale, { id: work.workId, editionId: edition.editionId }, { port: ctx.port })),
        offers: aggregateOffer(edition),
      })),
    ),
  };
}
