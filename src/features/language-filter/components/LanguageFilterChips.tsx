import { useId } from 'react';
import { useLocale } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import { resolveLocale } from '@/i18n/locales';
import { languageName } from '../lib/languageName';
import { Chip, ChipList, Group, Heading, Hint, Mark, Note } from './LanguageFilterChips.styles';

export interface LanguageFilterChipsProps {
  /** The languages the visitor reads (the persistent filter). */
  selected: readonly number[];
  /** Languages offered as chips, in display order; selected ones are always included. */
  options: readonly number[];
  onToggle: (id: number) => void;
  /** The address carries its own language filter, which wins on this page. */
  overridden?: boolean;
  saveFailed?: boolean;
}

/**
 * The persistent language filter as a group of toggle buttons (aria-pressed). It needs
 * JavaScript to save; without it the language facet links still filter the listing.
 */
export function LanguageFilterChips({ selected, options, onToggle, overridden = false, saveFailed = false }: LanguageFilterChipsProps) {
  const t = useTranslations('catalogue');
  const locale = resolveLocale(useLocale());
  const headingId = useId();
  const ids = [...new Set([...options, ...selected])];
  const other = t('language.other');

  let note = '';
  if (saveFailed) note = t('languageFilter.saveFailed');
  else if (overridden) note = t('languageFilter.overridden');
  else if (selected.length === 0) note = t('languageFilter.allLanguages');

  return (
    <Group aria-labelledby={headingId}>
      <Heading id={headingId}>{t('languageFilter.heading')}</Heading>
      <Hint>{t('languageFilter.hint')}</Hint>
      <ChipList>
        {ids.map((id) => {
          const pressed = selected.includes(id);
          return (
            <li key={id}>
              <Chip type="button" aria-pressed={pressed} onClick={() => onToggle(id)}>
                <Mark aria-hidden="true">{pressed ? '✓' : '+'}</Mark>
                {languageName(id, locale, other)}
              </Chip>
            </li>
          );
        })}
      </ChipList>
      <Note role="status">{note}</Note>
    </Group>
  );
}
