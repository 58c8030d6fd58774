import { useTranslations } from '@/i18n/use-translations';
import { BookGrid, EmptyNote, Pagination } from '@/features/feeds';
import { useAuthor } from '../api/getAuthor';
import { AuthorFrame } from '../components/AuthorFrame';
import type { AuthorPageProps } from './authorHandler';

/** The author's copies in stock, newest first (route key `authorBooks`). */
export default function AuthorBooksPage({ authorId, page }: AuthorPageProps) {
  const t = useTranslations('authors');
  const state = useAuthor(authorId, { include: 'books', page });
  return (
    <AuthorFrame
      authorId={authorId}
      tab="authorBooks"
      state={state}
      title={(author) => {
        const title = t('author.meta.books', { name: author.name });
        return page > 1 ? t('pagination.titleSuffix', { title, page }) : title;
      }}
    >
      {({ books }) => (
        <section aria-labelledby="author-books">
          <h2 id="author-books">{t('author.books.title')}</h2>
          {books && books.items.length > 0 ? (
            <>
              <BookGrid books={books.items} headingLevel="h3" />
              <Pagination route="authorBooks" params={{ authorId }} page={page} pageCount={books.pageCount} />
            </>
          ) : (
            <EmptyNote>{t('author.books.empty')}</EmptyNote>
          )}
        </section>
      )}
    </AuthorFrame>
  );
}
