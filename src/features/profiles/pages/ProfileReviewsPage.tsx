import { useTranslations } from '@/i18n/use-translations';
import { ReviewsList } from '@/features/reviews';
import { Container, PageHead } from '@/ui';
import { useProfile } from '../api/profile';
import { ProfileNav, useProfileTitle } from '../components/ProfileNav';
import type { ProfilePageProps } from './profile.getServerSideProps';

/** /user/[userHash]/reviews: everything the customer reviewed, newest first. */
export default function ProfileReviewsPage({ userHash }: ProfilePageProps) {
  const t = useTranslations('engagement');
  const { data } = useProfile(userHash);
  const title = useProfileTitle(data);
  return (
    <Container>
      <PageHead title={`${t('profile.reviewsTitle')} – ${title}`} noIndex />
      <h1>{title}</h1>
      {data && <ProfileNav profile={data} />}
      <ReviewsList source={{ type: 'user', userHash }} heading={t('profile.reviewsTitle')} emptyText={t('profile.reviewsEmpty')} />
    </Container>
  );
}
