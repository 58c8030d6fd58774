import type { ReactNode } from 'react';
import type { BookTile as BookTileData } from '@/contracts/catalogue';
import { BookTile, TileGrid, type BookTileProps } from '@/ui';
import { TileCell } from './BookGrid.styles';

interface BookGridProps<T extends BookTileData> {
  books: readonly T[];
  headingLevel?: BookTileProps['headingLevel'];
  /** Extra facts under a tile (e.g. the 30-day lowest price of a discounted copy). */
  renderExtra?: (book: T) => ReactNode;
}

/** Copies as a responsive grid of book tiles, in a list so screen readers announce the count. */
export function BookGrid<T extends BookTileData>({ books, headingLevel = 'h2', renderExtra }: BookGridProps<T>) {
  return (
    <TileGrid>
      {books.map((book) => (
        <TileCell key={book.bookId}>
          <BookTile book={book} headingLevel={headingLevel} />
          {renderExtra?.(book)}
        </TileCell>
      ))}
    </TileGrid>
  );
}
