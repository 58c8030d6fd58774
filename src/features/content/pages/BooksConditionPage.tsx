import { useTranslations } from '@/i18n/use-translations';
import { Container, PageHead } from '@/ui';
import { Article } from '../components/ContentArticle.styles';
import { GradeList } from './BooksConditionPage.styles';

/** Condition ids of namespace `book-states`; 1 (as new) is the best. */
export const CONDITION_GRADES = ['1', '2', '3', '4', '5'] as const;

/** /books-condition: the five condition grades with what each means. */
export default function BooksConditionPage() {
  const t = useTranslations('content');
  const states = useTranslations('book-states');
  return (
    <Container>
      <PageHead title={t('booksCondition.title')} description={t('booksCondition.intro')} />
      <Article>
        <h1>{t('booksCondition.title')}</h1>
        <p>{t('booksCondition.intro')}</p>
        <GradeList>
          {CONDITION_GRADES.map((id) => (
            <li key={id}>
              <h2>
                <span>{t('booksCondition.grade', { id })}: </span>
                {states(id)}
              </h2>
              <p>{t(`booksCondition.descriptions.${id}`)}</p>
            </li>
          ))}
        </GradeList>
        <p>{t('booksCondition.note')}</p>
      </Article>
    </Container>
  );
}
