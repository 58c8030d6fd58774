import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { useTranslations } from '@/i18n/use-translations';
import type { Review } from '@/contracts/engagement';
import { browserClient, reportRequestError } from '@/lib/http';
import { RouteLink, useRouteResolver } from '@/routing';
import { useAppContext } from '@/app-context/context';
import { Button, EmptyState, PendingState } from '@/ui';
import { deleteReview, useReviews, type ReviewSource } from '../api/reviews';
import { ReportReview } from './ReportReview';

// The form (and react-hook-form with it) loads when the customer opens it: the work, author and
// series pages show reviews to everyone and must not carry a form in their first load. (React's
// lazy, not next/dynamic: the form only renders after a click, and next/dynamic's loader would
// itself add to those pages' first load.)
const LazyReviewForm = lazy(() => import('./ReviewForm').then((m) => ({ default: m.ReviewForm })));
const ReviewForm = (props: ComponentProps<typeof LazyReviewForm>) => (
  <Suspense fallback={null}>
    <LazyReviewForm {...props} />
  </Suspense>
);

interface ReviewsListProps {
  source: ReviewSource;
  /** On a work's page: the rating summary and the form for the customer's own review. */
  workId?: number;
  headingLevel?: 'h2' | 'h3';
  heading: string;
  emptyText: string;
}

/** Reviews, newest first, paged: your own can be edited or deleted, someone else's reported. */
export function ReviewsList({ source, workId, heading, emptyText, headingLevel = 'h2' }: ReviewsListProps) {
  const t = useTranslations('engagement');
  const { user, locale } = useAppContext();
  const resolve = useRouteResolver();
  const [page, setPage] = useState(1);
  const { data, error, mutate } = useReviews(source, page);
  const [editing, setEditing] = useState<number | null>(null);
  const [writing, setWriting] = useState(false);
  const Heading = headingLevel;
  const date = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));

  const remove = async (r: Review) => {
    if (!window.confirm(t('reviews.deleteConfirm'))) return;
    try {
      await deleteReview(browserClient(locale), r.id);
      await mutate();
    } catch (e) {
      reportRequestError(e);
    }
  };
  const mine = data?.items.find((r) => r.mine);

  return (
    <section aria-label={heading}>
      <Heading>{heading}</Heading>
      {data?.rating && <p>{t('reviews.summary', { average: data.rating.average.toFixed(1), count: data.rating.count })}</p>}
      {workId !== undefined && !mine && (
        user ? (
          writing ? (
            <ReviewForm workId={workId} onSaved={async () => { setWriting(false); await mutate(); }} onCancel={() => setWriting(false)} />
          ) : (
            <Button variant="secondary" onClick={() => setWriting(true)}>{t('reviews.write')}</Button>
          )
        ) : (
          <p>
            <RouteLink route="login" query={{ returnTo: resolve('work', { id: String(workId) }) }}>{t('reviews.loginToWrite')}</RouteLink>
          </p>
        )
      )}
      {!data ? (
        <PendingState error={error} onRetry={() => void mutate()} />
      ) : data.items.length === 0 ? (
        <EmptyState>{emptyText}</EmptyState>
      ) : (
        <ul>
          {data.items.map((r) => (
            <li key={r.id}>
              {editing === r.id ? (
                <ReviewForm workId={r.workId} existing={r} onSaved={async () => { setEditing(null); await mutate(); }} onCancel={() => setEditing(null)} />
              ) : (
                <article>
                  <p>
                    <strong aria-label={t('reviews.stars', { rating: r.rating })}>{'★'.repeat(r.rating)}{'☆'.repeat(5 - r.rating)}</strong>{' '}
                    {r.authorName ?? t('reviews.anonymous')} · <time dateTime={r.createdAt}>{date(r.createdAt)}</time>
                    {r.updatedAt !== r.createdAt && <> ({t('reviews.edited')})</>}
                    {source.type !== 'work' && (
                      <>
                        {' · '}
                        <RouteLink route="work" params={{ id: String(r.workId) }}>{t('reviews.onWork', { title: r.workTitle })}</RouteLink>
                      </>
                    )}
                  </p>
                  <p lang={r.locale}>{r.text}</p>
                  {r.mine ? (
                    <p>
                      <Button variant="secondary" onClick={() => setEditing(r.id)}>{t('reviews.edit')}</Button>{' '}
                      <Button variant="secondary" onClick={() => void remove(r)}>{t('reviews.delete')}</Button>
                    </p>
                  ) : (
                    user && <ReportReview reviewId={r.id} />
                  )}
                </article>
              )}
            </li>
          ))}
        </ul>
      )}
      {data && data.total > data.pageSize && (
        <nav aria-label={heading}>
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>{t('reviews.previous')}</Button>{' '}
          <Button variant="secondary" disabled={page * data.pageSize >= data.total} onClick={() => setPage(page + 1)}>{t('reviews.next')}</Button>
        </nav>
      )}
    </section>
  );
}

/** The reviews block of a work's page (and its copies' pages). */
export function WorkReviews({ workId }: { workId: number }) {
  const t = useTranslations('engagement');
  return <ReviewsList source={{ type: 'work', id: workId }} workId={workId} heading={t('reviews.heading')} emptyText={t('reviews.empty')} />;
}

/** Reviews of an author's works, for the author's profile. */
export function AuthorReviews({ authorId }: { authorId: number }) {
  const t = useTranslations('engagement');
  return <ReviewsList source={{ type: 'author', id: authorId }} heading={t('reviews.authorHeading')} emptyText={t('reviews.empty')} />;
}
