import { useTranslations } from 'next-intl';
import { Container, LoadFailedState, LoadingState, PageHead, RefreshingNotice } from '@/ui';
import { useCategories } from '../api/getCategories';
import { CategoryTree } from '../components/CategoryTree';
import { EmptyState, Intro } from './AllCategoriesPage.styles';

/** Every category with its in-stock count (route key `allCategories`). */
export default function AllCategoriesPage() {
  const t = useTranslations('common');
  const { data, error, isValidating, mutate } = useCategories();

  let body;
  if (data) {
    body = data.items.length > 0 ? <CategoryTree nodes={data.items} /> : <EmptyState>{t('allCategories.empty')}</EmptyState>;
  } else if (error) {
    body = <LoadFailedState message={t('global.alert.error')} retryLabel={t('actions.retry')} onRetry={() => void mutate()} />;
  } else {
    body = <LoadingState label={t('status.loading')} />;
  }

  return (
    <Container>
      <PageHead title={t('allCategories.title')} description={t('allCategories.intro')} />
      <h1>{t('allCategories.title')}</h1>
      <Intro>{t('allCategories.intro')}</Intro>
      <RefreshingNotice active={Boolean(data) && isValidating} label={t('status.refreshing')} />
      {body}
    </Container>
  );
}
