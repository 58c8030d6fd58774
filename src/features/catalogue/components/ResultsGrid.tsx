import { useTranslations } from '@/i18n/use-translations';
import { useAppContext } from '@/app-context/context';
import type { BookTile as BookTileData } from '@/contracts/catalogue';
import { TileWishlistToggle } from '@/features/wishlist';
import { BookTile } from '@/ui';
import { ListingGrid } from './ResultsGrid.styles';

/** Tiles whose covers load at once, at high priority: the first row on a phone (two columns). */
const FIRST_ROW = 2;

/**
 * The copies of one results page; each tile links to the copy's own page (route `book`) and, logged
 * in, has a wishlist heart. Tiles are marked for the data layer's ux_click (title and position).
 */
export function ResultsGrid({ items }: { items: readonly BookTileData[] }) {
  const t = useTranslations('catalogue');
  // The heart is for logged-in customers only: visitors' tiles skip its hooks and labels (issue 18).
  const { user } = useAppContext();
  return (
    <ListingGrid data-ux-component="listing">
      {items.map((book, index) => (
        <li key={book.bookId} data-ux-click={book.title} data-ux-index={index}>
          <BookTile book={book} headingLevel="h3" priority={index < FIRST_ROW}>
            <p className={book.inStock ? 'sb' : 'sb so'}>{book.inStock ? t('listing.inStock') : t('listing.sold')}</p>
            {user && (
              <TileWishlistToggle
                copyId={book.bookId}
                addLabel={t('listing.wishlistAdd', { title: book.title })}
                removeLabel={t('listing.wishlistRemove', { title: book.title })}
              />
            )}
          </BookTile>
        </li>
      ))}
    </ListingGrid>
  );
}
