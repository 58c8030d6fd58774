import { useTranslations } from '@/i18n/use-translations';
import { Tab, TabList } from './AuthorTabs.styles';

export type AuthorTab = 'author' | 'authorBiography' | 'authorBooks' | 'authorTimeline';

const TABS: ReadonlyArray<readonly [AuthorTab, string]> = [
  ['author', 'overview'],
  ['authorBiography', 'biography'],
  ['authorBooks', 'books'],
  ['authorTimeline', 'timeline'],
];

/** The author's sub-pages as links (real URLs from the route table, translated last segments). */
export function AuthorTabs({ authorId, current }: { authorId: number; current: AuthorTab }) {
  const t = useTranslations('authors');
  return (
    <nav aria-label={t('author.tabs.label')}>
      <TabList>
        {TABS.map(([route, label]) => (
          <li key={route}>
            <Tab route={route} params={{ authorId }} aria-current={route === current ? 'page' : undefined}>
              {t(`author.tabs.${label}`)}
            </Tab>
          </li>
        ))}
      </TabList>
    </nav>
  );
}
