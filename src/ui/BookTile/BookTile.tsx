import { Fragment, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { followLinkClientSide, resolvePath, useCurrentLocale } from '@/routing';
import type { BookTile as BookTileData } from '@/contracts/catalogue';
import { Price } from '../Price';
import { TileCard, TileCover, TileTitle, TileTitleLink } from '../TileCard';
import { Authors, Condition, PriceRow } from './BookTile.styles';

export interface BookTileProps {
  book: BookTileData;
  /** Keeps the heading order right wherever a tile is placed (h3 under a section's h2 by default). */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Extra lines at the bottom of the card (e.g. the listing's stock badge). */
  children?: ReactNode;
}

/** One copy on a shelf: cover, title (linking to the copy's page), authors (linking to theirs), condition and price. */
export function BookTile({ book, headingLevel = 'h3', children }: BookTileProps) {
  const t = useTranslations('common');
  const bookStates = useTranslations('book-states');
  const conditionKey = String(book.conditionId);
  const locale = useCurrentLocale();

  return (
    <TileCard>
      <TileTitle as={headingLevel}>
        <TileTitleLink route="copy" params={{ id: String(book.workId), copyId: String(book.bookId) }}>
          {book.title}
        </TileTitleLink>
      </TileTitle>
      <TileCover src={book.coverUrl} alt={t('book.coverAlt', { title: book.title })} loading="lazy" width={160} height={240} />
      <Authors>
        {book.authors.length === 0
          ? t('book.unknownAuthor')
          : book.authors.map((author, index) => (
              <Fragment key={author.id}>
                {index > 0 && ', '}
                {/* A plain anchor: a shelf has dozens of tiles, next/link's cost per link adds up (issue 18). */}
                <a href={resolvePath('author', locale, { authorId: author.id })} onClick={followLinkClientSide}>{author.name}</a>
              </Fragment>
            ))}
      </Authors>
      {bookStates.has(conditionKey) && <Condition>{t('book.condition', { condition: bookStates(conditionKey) })}</Condition>}
      <PriceRow>
        <Price amountX100={book.priceX100} currency={book.currency} previousAmountX100={book.previousPriceX100} />
      </PriceRow>
      {children}
    </TileCard>
  );
}
