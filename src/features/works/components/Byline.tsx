import { useTranslations } from '@/i18n/use-translations';
import type { PersonRef } from '@/contracts/works';
import { PeopleLinks } from './PeopleLinks';
import { BylineLine, BylineList } from './Byline.styles';

interface BylineProps {
  authors: readonly PersonRef[];
  translators?: readonly PersonRef[];
}

/** "Author: …" and, for a translation, "Translated by: …" under a book page's heading. */
export function Byline({ authors, translators = [] }: BylineProps) {
  const t = useTranslations('book');
  const common = useTranslations('common');
  return (
    <BylineList>
      <BylineLine>
        <dt>{t('people.authors', { count: Math.max(authors.length, 1) })}</dt>
        <dd>{authors.length > 0 ? <PeopleLinks people={authors} /> : common('book.unknownAuthor')}</dd>
      </BylineLine>
      {translators.length > 0 && (
        <BylineLine>
          <dt>{t('people.translators', { count: translators.length })}</dt>
          <dd>
            <PeopleLinks people={translators} />
          </dd>
        </BylineLine>
      )}
    </BylineList>
  );
}
