import type { BookResponse } from '@/contracts/works';
import type { BookTile } from '@/contracts/catalogue';

/** The add-to-cart modal shows a copy as a tile; the copy page already has every fact it needs. */
export function toAddToCartCopy(book: BookResponse): BookTile {
  return {
    'bookId': book.bookId,
    workId: book.workId,
    editionId: book.editionId,
    title: book.edition.title,
    authors: book.work.authors,
    conditionId: book.conditionId,
    year: book.edition.year,
    languageId: book.edition.languageId,
    priceX100: book.priceX100,
    previousPriceX100: book.previousPriceX100,
    currency: book.currency,
    inStock: book.state === 'in_stock',
    coverUrl: book.coverUrl,
  };
}
