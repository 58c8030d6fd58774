import { useTranslations } from '@/i18n/use-translations';
import type { LetterGroup } from '../lib/alphabetIndex';
import { Detail, Entries, EntryLink, Group, Groups, LetterNav, Letters } from './AlphabetIndex.styles';

const anchor = (index: number) => `letter-${index}`;

/** Letter links on top, then one section per letter listing its categories with their in-stock counts. */
export function AlphabetIndex({ groups }: { groups: readonly LetterGroup[] }) {
  const t = useTranslations('authors');
  const common = useTranslations('common');
  return (
    <>
      <LetterNav aria-label={t('categoryIndex.lettersLabel')}>
        <Letters>
          {groups.map((group, index) => (
            <li key={anchor(index)}>
              <a href={`#${anchor(index)}`}>{group.letter}</a>
            </li>
          ))}
        </Letters>
      </LetterNav>
      <Groups>
        {groups.map((group, index) => (
          <Group key={anchor(index)} aria-labelledby={anchor(index)}>
            <h2 id={anchor(index)}>{group.letter}</h2>
            <Entries>
              {group.entries.map((entry) => (
                <li key={entry.id}>
                  <EntryLink route="category" params={{ slug: entry.slug }}>{entry.name}</EntryLink>{' '}
                  <Detail>
                    ({common('bookCount', { count: entry.bookCount })})
                    {entry.parentName && <> · {t('categoryIndex.inParent', { parent: entry.parentName })}</>}
                  </Detail>
                </li>
              ))}
            </Entries>
          </Group>
        ))}
      </Groups>
    </>
  );
}
