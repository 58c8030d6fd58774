import { useId } from 'react';
import type { BookTile as BookTileData } from '@/contracts/catalogue';
import { RouteLink } from '@/routing';
import { BookTile, TileGrid } from '@/ui';
import { EmptyState, Section, SectionHeader } from './BookShelfSection.styles';

interface BookShelfSectionProps {
  title: string;
  books: readonly BookTileData[];
  emptyText: string;
  /** The full list this shelf previews. */
  seeAllRoute: 'addedToday' | 'discountedToday';
  seeAllLabel: string;
}

/** A titled row of book tiles with a link to the full list, or an empty-state line. */
export function BookShelfSection({ title, books, emptyText, seeAllRoute, seeAllLabel }: BookShelfSectionProps) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <SectionHeader>
        <h2 id={headingId}>{title}</h2>
        {books.length > 0 && <RouteLink route={seeAllRoute}>{seeAllLabel}</RouteLink>}
      </SectionHeader>
      {books.length > 0 ? (
        <TileGrid $desktopColumns={5}>
          {books.map((book) => (
            <li key={book.bookId}>
              <BookTile book={book} />
            </li>
          ))}
        </TileGrid>
      ) : (
        <EmptyState>{emptyText}</EmptyState>
      )}
    </Section>
  );
}
