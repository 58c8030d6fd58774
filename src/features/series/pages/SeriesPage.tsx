import { useTranslations } from '@/i18n/use-translations';
import { WorkGrid } from '@/features/authors';
import { EmptyNote, Pagination } from '@/features/feeds';
import { Container, PageHead, PendingState, RefreshingNotice } from '@/ui';
import { useSeries } from '../api/getSeries';
import type { SeriesPageProps } from './series.getServerSideProps';
import { Count, Kicker } from './SeriesPage.styles';

/** A book series (route key `series`): its works in volume order with copies in stock and lowest price. */
export default function SeriesPage({ slug, page }: SeriesPageProps) {
  const t = useTranslations('authors');
  const common = useTranslations('common');
  const { data, error, isValidating, mutate } = useSeries(slug, page);

  if (!data) {
    return (
      <Container>
        <PendingState error={error} onRetry={() => void mutate()} />
      </Container>
    );
  }

  const { series, works } = data;
  const title = t('series.meta.title', { name: series.name });
  return (
    <Container>
      <PageHead title={page > 1 ? t('pagination.titleSuffix', { title, page }) : title} description={t('series.meta.description', { name: series.name })} />
      <Kicker>{t('series.label')}</Kicker>
      <h1>{series.name}</h1>
      <Count>{t('series.count', { count: works.total })}</Count>
      <RefreshingNotice active={isValidating} label={common('status.refreshing')} />
      {works.items.length > 0 ? (
        <>
          <WorkGrid works={works.items} ordered showAuthors headingLevel="h2" />
          <Pagination route="series" params={{ slug: series.slug }} page={page} pageCount={works.pageCount} />
        </>
      ) : (
        <EmptyNote>{t('series.empty')}</EmptyNote>
      )}
    </Container>
  );
}
