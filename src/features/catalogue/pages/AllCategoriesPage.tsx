import { useTranslations } from '@/i18n/use-translations';
import { Container, EmptyState, PageHead, PendingState, RefreshingNotice } from '@/ui';
import { useCategories } from '../api/getCategories';
import { CategoryTree } from '../components/CategoryTree';
import { Intro } from './AllCategoriesPage.styles';

/** Every category with its in-stock count (route key `allCategories`). */
export default function AllCategoriesPage({ languages = [] }: { languages?: number[] }) {
  const t = useTranslations('common');
  const { data, error, isValidating, mutate } = useCategories(languages);

  let body;
  if (data) {
    body = data.items.length > 0 ? <CategoryTree nodes={data.items} /> : <EmptyState>{t('allCategories.empty')}</EmptyState>;
  } else {
    body = <PendingState error={error} onRetry={() => void mutate()} />;
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
