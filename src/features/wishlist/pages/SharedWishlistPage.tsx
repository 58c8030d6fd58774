import { useTranslations } from '@/i18n/use-translations';
import { Container, PageHead, PendingState } from '@/ui';
import { useSharedWishlist } from '../api/wishlist';
import { ReadOnlyWishlist } from '../components/ReadOnlyWishlist';
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
      ) : (
        <ReadOnlyWishlist items={data.items} emptyText={t('wishlist.shared.empty')} />
      )}
    </Container>
  );
}
