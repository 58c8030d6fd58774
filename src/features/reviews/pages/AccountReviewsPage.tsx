import { useTranslations } from '@/i18n/use-translations';
import { ReviewsList } from '../components/ReviewsList';
import { AccountLayout } from '@/features/account-frame';

/** /account/reviews: the customer's reviews, each editable and deletable. */
export default function AccountReviewsPage() {
  const t = useTranslations('engagement');
  return (
    <AccountLayout current="accountReviews" title={t('reviews.accountTitle')}>
      <ReviewsList source={{ type: 'mine' }} heading={t('reviews.heading')} emptyText={t('reviews.emptyMine')} />
    </AccountLayout>
  );
}
