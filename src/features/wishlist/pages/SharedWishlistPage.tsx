import { useTranslations } from 'next-intl';
import { Container, EmptyState, PageHead, PendingState } from '@/ui';
import { useSharedWishlist } from '../api/wishlist';
import { WishlistItemView } from '../components/WishlistItemView';
import type { SharedWishlistProps } from './wishlist.getServerSideProps';

/** /my-wishlist/[wishListLinkId]: a shared wishlist, read-only (no controls: the link gives no power over it). */
export default function SharedWishlistPage({ linkId }: SharedWishlistProps) {
  const t = useTranslations('engagement');
  const { data, error, mutate } = useSharedWishlist(linkId);
  const title = data?.ownerName ? t('wishlist.shared.titleOf', { name: data.ownerName }) : t('wishlist.shared.title');
  return (
    <Container>
      <PageHead title={title} noIndex />
      <h1>{title}</h1>
      {!data ? (
        <PendingState error={error} onRetry={() => void mutate()} />
      ) : data.items.length === 0 ? (
        <EmptyState>{t('wishlist.shared.empty')}</EmptyState>
      ) : (
        <ul>
          {data.items.map((item) => (
            <li key={`${item.kind}-${item.bookId ?? item.grandmotherId}`}>
              <WishlistItemView item={item} />
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}
