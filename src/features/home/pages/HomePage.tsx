import { useLocale } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import { brandFor, resolveLocale } from '@/i18n/locales';
import { Container, PageHead, PendingState, RefreshingNotice } from '@/ui';
import { useHome } from '../api/getHome';
import { BookShelfSection } from '../components/BookShelfSection';
import { CategoryGrid } from '../components/CategoryGrid';
import { HomeHero } from '../components/HomeHero';
import type { HomePageProps } from './home.getServerSideProps';

/** The storefront's home page (route key `home`). Data comes from useHome, seeded by the server. */
export default function HomePage({ languages = [] }: Partial<HomePageProps>) {
  const t = useTranslations('common');
  const brand = brandFor(resolveLocale(useLocale()));
  const { data, error, refreshing, mutate } = useHome(languages);

  let body;
  if (data) {
    body = (
      <>
        <BookShelfSection
          title={t('home.newlyAdded.title')}
          books={data.newlyAdded}
          emptyText={t('home.newlyAdded.empty')}
          seeAllRoute="addedToday"
          seeAllLabel={t('home.newlyAdded.seeAll')}
        />
        <BookShelfSection
          title={t('home.discounted.title')}
          books={data.discounted}
          emptyText={t('home.discounted.empty')}
          seeAllRoute="discountedToday"
          seeAllLabel={t('home.discounted.seeAll')}
        />
        <CategoryGrid categories={data.categories} />
      </>
    );
  } else {
    body = <PendingState error={error} onRetry={() => void mutate()} />;
  }

  return (
    <Container>
      <PageHead title={t('home.meta.title')} description={t('home.meta.description', { brand })} />
      <HomeHero brand={brand} inStock={data?.stats.inStock ?? null} />
      <RefreshingNotice active={refreshing} label={t('status.refreshing')} />
      {body}
    </Container>
  );
}
