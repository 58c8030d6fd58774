import type { SharedWishlist } from '@/contracts/engagement';
import { EmptyState } from '@/ui';
import { WishlistItemView } from './WishlistItemView';

/** A wishlist as others see it (share link, public profile): the items without controls, or the empty text. */
export function ReadOnlyWishlist({ items, emptyText }: { items: SharedWishlist['items']; emptyText: string }) {
  if (items.length === 0) return <EmptyState>{emptyText}</EmptyState>;
  return (
    <ul>
      {items.map((item) => (
        <li key={`${item.kind}-${item.bookId ?? item.workId}`}>
          <WishlistItemView item={item} />
        </li>
      ))}
    </ul>
  );
}
