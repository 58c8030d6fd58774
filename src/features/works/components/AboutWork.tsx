import { useLocale } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import type { WorkSummary } from '@/contracts/works';
import { LOCALES, type Locale } from '@/i18n/locales';
import { languageName, languageTag } from '../lib/languageName';
import { BookSection } from './BookSection';
import { Description, DescriptionLanguage } from './BookPageLayout.styles';
import { CatalogueLinks } from './CatalogueLinks';

/** The work's blurb, categories and series; nothing at all when the catalogue knows none of them. */
export function AboutWork({ work }: { work: WorkSummary }) {
  const t = useTranslations('book');
  if (!work.description && work.categories.length === 0 && work.series.length === 0) return null;
  return (
    <BookSection title={t('work.aboutHeading')}>
      {work.description && <WorkDescription text={work.description} languageId={work.descriptionLanguageId} />}
      <CatalogueLinks categories={work.categories} series={work.series} />
    </BookSection>
  );
}

/**
 * One description per work, written in one language: in its own language it carries a `lang`
 * attribute (screen readers switch voice, browsers offer translation) and, on a storefront in
 * another language, a note saying which language it is in.
 */
function WorkDescription({ text, languageId }: { text: string; languageId: number | null }) {
  const t = useTranslations('book');
  const locale = useLocale() as Locale;
  const tag = languageId === null ? null : languageTag(languageId);
  const foreign = tag !== null && primary(tag) !== primary(LOCALES[locale].intl);
  const name = foreign && languageId !== null ? languageName(languageId, locale) : null;
  return (
    <>
      {name && <DescriptionLanguage>{t('work.descriptionLanguage', { language: name })}</DescriptionLanguage>}
      <Description lang={tag ?? undefined}>{text}</Description>
    </>
  );
}

const primary = (tag: string) => tag.split('-')[0]!.toLowerCase();
