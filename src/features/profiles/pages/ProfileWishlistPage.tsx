import { useTranslations } from '@/i18n/use-translations';
import { ReadOnlyWishlist } from '@/features/wishlist';
import { Container, PageHead, PendingState } from '@/ui';
import { useProfile, useProfileWishlist } from '../api/profile';
import { ProfileNav, useProfileTitle } from '../components/ProfileNav';
import type { ProfilePageProps } from './profile.getServerSideProps';

/** /user/[userHash]/wishlist: the wishlist its owner made public, read-only. */
export default function ProfileWishlistPage({ userHash }: ProfilePageProps) {
  const t = useTranslations('engagement');
  const { data: profile } = useProfile(userHash);
  const { data, error, mutate } = useProfileWishlist(userHash);
  const title = useProfileTitle(profile);
  return (
    <Container>
      <PageHead title={`${t('profile.wishlistTitle')} – ${title}`} noIndex />
      <h1>{title}</h1>
      {profile && <ProfileNav profile={profile} />}
      <h2>{t('profile.wishlistTitle')}</h2>
      {!data ? (
        <PendingState error={error} onRetry={() => void mutate()} />
      ) : (
        <ReadOnlyWishlist items={data.items} emptyText={t('profile.wishlistEmpty')} />
      )}
    </Container>
  );
}
