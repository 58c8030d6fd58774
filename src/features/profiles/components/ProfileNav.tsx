import { useTranslations } from '@/i18n/use-translations';
import type { PublicProfile } from '@/contracts/profile';
import { RouteLink } from '@/routing';

/** The profile's sections with their counts; the wishlist only when public, books only when there are some. */
export function ProfileNav({ profile }: { profile: PublicProfile }) {
  const t = useTranslations('engagement');
  const params = { userHash: profile.userHash };
  return (
    <nav aria-label={t('profile.title')}>
      <ul>
        <li>
          <RouteLink route="userReviews" params={params}>{t('profile.reviews', { count: profile.reviewCount })}</RouteLink>
        </li>
        {profile.wishlistCount !== null && (
          <li>
            <RouteLink route="userWishlist" params={params}>{t('profile.wishlist', { count: profile.wishlistCount })}</RouteLink>
          </li>
        )}
        {profile.booksForSale > 0 && (
          <li>
            <RouteLink route="userBooksForSale" params={params}>{t('profile.books', { count: profile.booksForSale })}</RouteLink>
          </li>
        )}
      </ul>
    </nav>
  );
}

/** "Profile: Alice", or the neutral title for a seller without a name here. */
export function useProfileTitle(profile: PublicProfile | undefined): string {
  const t = useTranslations('engagement');
  return profile?.name ? t('profile.titleOf', { name: profile.name }) : t('profile.title');
}
