import { useTranslations } from '@/i18n/use-translations';
import { Container, PageHead, PendingState } from '@/ui';
import { profileImageUrl, useProfile } from '../api/profile';
import { ProfileNav, useProfileTitle } from '../components/ProfileNav';
import type { ProfilePageProps } from './profile.getServerSideProps';

/** /user/[userHash]: a customer's public face — name and links to reviews, public wishlist and books for sale. */
export default function ProfilePage({ userHash }: ProfilePageProps) {
  const t = useTranslations('engagement');
  const { data, error, mutate } = useProfile(userHash);
  const title = useProfileTitle(data);
  return (
    <Container>
      <PageHead title={title} noIndex />
      <h1>{title}</h1>
      {!data ? (
        <PendingState error={error} onRetry={() => void mutate()} />
      ) : (
        <>
          {data.hasImage && <img src={profileImageUrl(userHash)} alt={t('profile.pictureAlt', { name: data.name ?? t('profile.reader') })} width={128} height={128} />}
          {!data.name && <p>{t('profile.reader')}</p>}
          <ProfileNav profile={data} />
        </>
      )}
    </Container>
  );
}
