import { Fragment, type ReactNode } from 'react';
import { useTranslations } from '@/i18n/use-translations';
import { followLinkClientSide, resolvePath, useCurrentLocale } from '@/routing';
import type { BookTile as BookTileData } from '@/contracts/catalogue';
import { Price } from '../Price';
import { BookTileCard } from './BookTile.styles';

export interface BookTileProps {
  book: BookTileData;
  /** Keeps the heading order right wherever a tile is placed (h3 under a section's h2 by default). */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Extra lines at the bottom of the card (e.g. the listing's stock badge). */
  children?: ReactNode;
  /** The first tiles of a page: their covers are above the fold and the page's largest paint. */
  priority?: boolean;
}

/**
 * One copy on a shelf: cover, title (linking to the copy's page), authors (linking to theirs),
 * condition and price. Plain elements with class names styled by the card, plain anchors
 * navigating through followLinkClientSide: a shelf has dozens of tiles (issue 18).
 */
export function BookTile({ book, headingLevel = 'h3', children, priority = false }: BookTileProps) {
  const t = useTranslations('common');
  const bookStates = useTranslations('book-states');
  const conditionKey = String(book.conditionId);
  const locale = useCurrentLocale();

  const HeadingTag = headingLevel;

  return (
    <BookTileCard>
      <HeadingTag className="tt">
        <a className="tl" href={resolvePath('copy', locale, { id: String(book.workId), copyId: String(book.bookId) })} onClick={followLinkClientSide}>
          {book.title}
        </a>
      </HeadingTag>
      <img className="tc" src={book.coverUrl} alt={t('book.coverAlt', { title: book.title })} width={160} height={240}
        {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })} />
      <p className="ta">
        {book.authors.length === 0
          ? t('book.unknownAuthor')
          : book.authors.map((author, index) => (
              <Fragment key={author.id}>
                {index > 0 && ', '}
                <a href={resolvePath('author', locale, { authorId: author.id })} onClick={followLinkClientSide}>{author.name}</a>
              </Fragment>
            ))}
      </p>
      {bookStates.has(conditionKey) && <p className="tn">{t('book.condition', { condition: bookStates(conditionKey) })}</p>}
      <div className="tp">
        <Price amountX100={book.priceX100} currency={book.currency} previousAmountX100={book.previousPriceX100} />
      </div>
      {children}
    </BookTileCard>
  );
}
