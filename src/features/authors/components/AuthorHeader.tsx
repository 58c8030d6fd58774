import { useTranslations } from '@/i18n/use-translations';
import type { AuthorProfile } from '@/contracts/authors';
import { RouteLink } from '@/routing';
import { AuthorPhoto } from './AuthorPhoto';
import { Facts, Header, Muted, Role, ShortBio } from './AuthorHeader.styles';

function useYears(author: AuthorProfile): string | null {
  const t = useTranslations('authors');
  const { birthYear, deathYear } = author;
  if (birthYear !== null && deathYear !== null) return t('author.lifespan', { birthYear: String(birthYear), deathYear: String(deathYear) });
  if (birthYear !== null) return t('author.born', { year: String(birthYear) });
  if (deathYear !== null) return t('author.died', { year: String(deathYear) });
  return null;
}

interface AuthorHeaderProps {
  author: AuthorProfile;
  /** The overview shows the first sentences of the biography; the biography page shows all of it instead. */
  withShortBiography?: boolean;
}

/** Photo placeholder, name (the page's h1), years, counts and optionally the short biography. */
export function AuthorHeader({ author, withShortBiography = false }: AuthorHeaderProps) {
  const t = useTranslations('authors');
  const years = useYears(author);
  return (
    <Header>
      <AuthorPhoto name={author.name} />
      <Facts>
        {author.role === 'translator' && <Role>{t('author.role.translator')}</Role>}
        <h1>{author.name}</h1>
        {years && <Muted>{years}</Muted>}
        <Muted>{t('author.stats', { works: author.workCount, books: author.inStockCount })}</Muted>
        {withShortBiography && author.shortBiography && (
          <ShortBio>
            <span lang={author.biographyLanguage ?? undefined}>{author.shortBiography}</span>{' '}
            <RouteLink route="authorBiography" params={{ authorId: author.id }}>
              {t('author.readBiography')}
            </RouteLink>
          </ShortBio>
        )}
      </Facts>
    </Header>
  );
}
