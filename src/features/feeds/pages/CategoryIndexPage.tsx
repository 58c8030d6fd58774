import { useMemo } from 'react';
import { useLocale } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import { LOCALES, resolveLocale } from '@/i18n/locales';
import { useCategories } from '@/features/catalogue';
import { Container, PageHead, PendingState, RefreshingNotice } from '@/ui';
import { AlphabetIndex } from '../components/AlphabetIndex';
import { EmptyNote } from '../components/EmptyNote';
import { Intro } from '../components/FeedView.styles';
import { alphabetIndex, flattenCategories } from '../lib/alphabetIndex';

/**
 * /kategorie (route key `kategorie`): the same category tree as the all-categories page, read
 * through the catalogue feature's hook, laid out as a compact A–Z index instead of a tree.
 */
export default function CategoryIndexPage({ languages = [] }: { languages?: number[] }) {
  const t = useTranslations('authors');
  const common = useTranslations('common');
  const intl = LOCALES[resolveLocale(useLocale())].intl;
  const { data, error, isValidating, mutate } = useCategories(languages);
  const groups = useMemo(() => (data ? alphabetIndex(flattenCategories(data.items), intl) : null), [data, intl]);

  let body;
  if (groups && groups.length > 0) {
    body = <AlphabetIndex groups={groups} />;
  } else if (groups) {
    body = <EmptyNote>{t('categoryIndex.empty')}</EmptyNote>;
  } else {
    body = <PendingState error={error} onRetry={() => void mutate()} />;
  }

  return (
    <Container>
      <PageHead title={t('categoryIndex.title')} description={t('categoryIndex.intro')} />
      <h1>{t('categoryIndex.title')}</h1>
      <Intro>{t('categoryIndex.intro')}</Intro>
      <RefreshingNotice active={Boolean(data) && isValidating} label={common('status.refreshing')} />
      {body}
    </Container>
  );
}
