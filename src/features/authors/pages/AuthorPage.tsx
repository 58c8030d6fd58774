import { useTranslations } from '@/i18n/use-translations';
import { EmptyNote, Pagination } from '@/features/feeds';
import { AuthorReviews } from '@/features/reviews';
import { WatchdogButton } from '@/features/watchdogs';
import { useAuthor } from '../api/getAuthor';
import { AuthorFrame } from '../components/AuthorFrame';
import { WorkGrid } from '../components/WorkGrid';
import type { AuthorPageProps } from './authorHandler';

/** Author overview (route key `author`): header with short biography, then the works, paginated. */
export default function AuthorPage({ authorId, page }: AuthorPageProps) {
  const t = useTranslations('authors');
  const state = useAuthor(authorId, { include: 'works', page });
  return (
    <AuthorFrame
      authorId={authorId}
      tab="author"
      state={state}
      withShortBiography
      title={(author) => {
        const title = t('author.meta.overview', { name: author.name });
        return page > 1 ? t('pagination.titleSuffix', { title, page }) : title;
      }}
    >
      {({ works }) => (
        <>
        <p>
          <WatchdogButton target={{ author: authorId }} />
        </p>
        <section aria-labelledby="author-works">
          <h2 id="author-works">{t('author.works.title')}</h2>
          {works && works.items.length > 0 ? (
            <>
              <WorkGrid works={works.items} />
              <Pagination route="author" params={{ authorId }} page={page} pageCount={works.pageCount} />
            </>
          ) : (
            <EmptyNote>{t('author.works.empty')}</EmptyNote>
          )}
        </section>
        <AuthorReviews authorId={authorId} />
        </>
      )}
    </AuthorFrame>
  );
}
