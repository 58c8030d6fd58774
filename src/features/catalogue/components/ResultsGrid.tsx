import { useTranslations } from 'next-intl';
import type { BookTile as BookTileData } from '@/contracts/catalogue';
import { TileWishlistToggle } from '@/features/wishlist';
import { BookTile, TileGrid, TileGridCell } from '@/ui';
import { StockBadge } from './ResultsGrid.styles';

/**
 * The copies of one results page; each tile links to the copy's own page (route `book`) and, logged
 * in, has a wishlist heart. Tiles are marked for the data layer's ux_click (title and position).
 */
export function ResultsGrid({ items }: { items: readonly BookTileData[] }) {
  const t = useTranslations('catalogue');
  return (
    <TileGrid data-ux-component="listing">
      {items.map((book, index) => (
        <TileGridCell key={book.bookId} data-ux-click={book.title} data-ux-index={index}>
          <BookTile book={book} headingLevel="h3">
            <StockBadge $inStock={book.inStock}>{book.inStock ? t('listing.inStock') : t('listing.sold')}</StockBadge>
            <TileWishlistToggle
              copyId={book.bookId}
              addLabel={t('listing.wishlistAdd', { title: book.title })}
              removeLabel={t('listing.wishlistRemove', { title: book.title })}
            />
          </BookTile>
        </TileGridCell>
      ))}
    </TileGrid>
  );
}
