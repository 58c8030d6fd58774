import { useTranslations } from '@/i18n/use-translations';
import { Container, PageHead } from '@/ui';
import { ReviewsList } from '../components/ReviewsList';

/** /account/reviews: the customer's reviews, each editable and deletable. */
export default function AccountReviewsPage() {
  const t = useTranslations('engagement');
  return (
    <Container>
      <PageHead title={t('reviews.accountTitle')} noIndex />
      <h1>{t('reviews.accountTitle')}</h1>
      <ReviewsList source={{ type: 'mine' }} heading={t('reviews.heading')} emptyText={t('reviews.emptyMine')} />
    </Container>
  );
}
