import { useTranslations } from 'next-intl';
import type { WorkSummary } from '@/contracts/book';
import { BookSection } from './BookSection';
import { Description } from './BookPageLayout.styles';
import { CatalogueLinks } from './CatalogueLinks';

/** The work's blurb, categories and series; nothing at all when the catalogue knows none of them. */
export function AboutWork({ work }: { work: WorkSummary }) {
  const t = useTranslations('book');
  if (!work.description && work.categories.length === 0 && work.series.length === 0) return null;
  return (
    <BookSection title={t('work.aboutHeading')}>
      {work.description && <Description>{work.description}</Description>}
      <CatalogueLinks categories={work.categories} series={work.series} />
    </BookSection>
  );
}
