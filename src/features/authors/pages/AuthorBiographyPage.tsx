import { useTranslations } from '@/i18n/use-translations';
import { EmptyNote } from '@/features/feeds';
import { useAuthor } from '../api/getAuthor';
import { AuthorFrame } from '../components/AuthorFrame';
import type { AuthorPageProps } from './authorHandler';
import { Biography, FactList } from './AuthorBiographyPage.styles';

/** The author's full biography and life dates (route key `authorBiography`). */
export default function AuthorBiographyPage({ authorId }: AuthorPageProps) {
  const t = useTranslations('authors');
  return (
    <AuthorFrame authorId={authorId} tab="authorBiography" state={useAuthor(authorId)} title={(a) => t('author.meta.biography', { name: a.name })}>
      {({ author }) => (
        <section aria-labelledby="author-biography">
          <h2 id="author-biography">{t('author.biography.title')}</h2>
          {author.biography ? (
            <Biography lang={author.biographyLanguage ?? undefined}>{author.biography}</Biography>
          ) : (
            <EmptyNote>{t('author.biography.empty')}</EmptyNote>
          )}
          {(author.birthYear !== null || author.deathYear !== null) && (
            <FactList>
              {author.birthYear !== null && (
                <>
                  <dt>{t('author.biography.bornLabel')}</dt>
                  <dd>{author.birthYear}</dd>
                </>
              )}
              {author.deathYear !== null && (
                <>
                  <dt>{t('author.biography.diedLabel')}</dt>
                  <dd>{author.deathYear}</dd>
                </>
              )}
            </FactList>
          )}
        </section>
      )}
    </AuthorFrame>
  );
}
