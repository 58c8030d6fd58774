import { useLocale } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import { resolveLocale } from '@/i18n/locales';
import type { EditionSummary } from '@/contracts/works';
import { languageName } from '../lib/languageName';
import { FactList } from './EditionFacts.styles';

/** The edition's publisher, year, language, binding, pages and ISBNs as a definition list; unknown facts are left out. */
export function EditionFacts({ edition }: { edition: EditionSummary }) {
  const t = useTranslations('book');
  const locale = resolveLocale(useLocale());
  const bindingKey = `binding.${edition.bindingId}`;
  const facts: Array<[label: string, value: string | number | null | undefined]> = [
    [t('details.publisher'), edition.publisher?.name],
    [t('details.year'), edition.year],
    [t('details.language'), languageName(edition.languageId, locale) ?? t('language.other')],
    [t('details.binding'), edition.bindingId !== null && t.has(bindingKey) ? t(bindingKey) : null],
    [t('details.pages'), edition.pages],
    [t('details.isbn13'), edition.isbn13],
    [t('details.isbn10'), edition.isbn10],
  ];
  return (
    <FactList>
      {facts
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </FactList>
  );
}
