import { useState } from 'react';
import { useTranslations } from '@/i18n/use-translations';
import type { WishlistItem } from '@/contracts/engagement';
import { toApiQuery } from '@/contracts/listing-filters';
import { browserClient, reportRequestError } from '@/lib/http';
import { RouteLink } from '@/routing';
import { useAppContext } from '@/app-context/context';
import { Button, EmptyState, PendingState } from '@/ui';
import { decodeListingPath } from '@/routing/listing';
import { removeWishlistItem, useWishlist } from '../api/wishlist';
import { ShareLinkPanel } from '../components/ShareLinkPanel';
import { WishlistItemView } from '../components/WishlistItemView';
import type { AccountWishlistProps } from './wishlist.getServerSideProps';
import { AccountLayout } from '@/features/account-frame';

/** /account/wishlist/[[...filters]]: wished copies and titles (catalogue filters in the path narrow them) and the share link. */
export default function AccountWishlistPage({ filters }: AccountWishlistProps) {
  const t = useTranslations('engagement');
  const { locale } = useAppContext();
  const query = toApiQuery(decodeListingPath(filters).filters);
  const filtered = Object.keys(query).length > 0;
  const { data, error, mutate } = useWishlist(query);
  const [removing, setRemoving] = useState<number | null>(null);

  const remove = async (item: WishlistItem) => {
    setRemoving(item.id);
    try {
      await removeWishlistItem(browserClient(locale), item.id);
      await mutate();
    } catch (e) {
      reportRequestError(e);
    } finally {
      setRemoving(null);
    }
  };

  return (
    <AccountLayout current="accountWishlist" title={t('wishlist.title')}>
      {filtered && (
        <p>
          {t('state.filtered')} <RouteLink route="accountWishlist">{t('state.clearFilters')}</RouteLink>
        </p>
      )}
      {!data ? (
        <PendingState error={error} onRetry={() => void mutate()} />
      ) : (
        <>
          {data.items.length === 0 ? (
            <EmptyState>{filtered ? t('wishlist.emptyFiltered') : t('wishlist.empty')}</EmptyState>
          ) : (
            <ul>
              {data.items.map((item) => (
                <li key={item.id}>
                  <WishlistItemView item={item} />
                  <Button
                    variant="secondary"
                    onClick={() => void remove(item)}
                    disabled={removing === item.id}
                    aria-busy={removing === item.id}
                    aria-label={t('wishlist.removeLabel', { title: item.title })}
                  >
                    {t('wishlist.remove')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {!filtered && <ShareLinkPanel link={data.shareLink} onChange={() => mutate()} />}
        </>
      )}
    </AccountLayout>
  );
}
