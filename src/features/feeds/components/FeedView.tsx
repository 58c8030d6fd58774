import type { ReactNode } from 'react';
import { useTranslations } from '@/i18n/use-translations';
import type { SWRResponse } from 'swr';
import type { BookTile } from '@/contracts/catalogue';
import type { PageInfo } from '@/contracts/authors';
import { Container, PageHead, PendingState, RefreshingNotice } from '@/ui';
import { BookGrid } from './BookGrid';
import { EmptyNote } from './EmptyNote';
import { Intro } from './FeedView.styles';
import { Pagination } from './Pagination';

type FeedPage<T> = PageInfo & { items: T[] };

interface FeedViewProps<T extends BookTile> {
  route: 'addedToday' | 'discountedToday';
  title: string;
  description: string;
  /** The sentence above a non-empty list ("We added 12 books today."). */
  intro: (total: number) => string;
  emptyText: string;
  page: number;
  feed: SWRResponse<FeedPage<T>>;
  renderExtra?: (book: T) => ReactNode;
}

/** One of today's feeds: title, count, tiles, pages — with loading, error and empty states. */
export function FeedView<T extends BookTile>({ route, title, description, intro, emptyText, page, feed, renderExtra }: FeedViewProps<T>) {
  const t = useTranslations('common');
  const ta = useTranslations('authors');
  const { data, error, isValidating, mutate } = feed;

  let body;
  if (data && data.total > 0) {
    body = (
      <>
        <Intro>{intro(data.total)}</Intro>
        <BookGrid books={data.items} renderExtra={renderExtra} />
        <Pagination route={route} page={page} pageCount={data.pageCount} />
      </>
    );
  } else if (data) {
    body = <EmptyNote>{emptyText}</EmptyNote>;
  } else {
    body = <PendingState error={error} onRetry={() => void mutate()} />;
  }

  return (
    <Container>
      <PageHead title={page > 1 ? ta('pagination.titleSuffix', { title, page }) : title} description={description} />
      <h1>{title}</h1>
      <RefreshingNotice active={Boolean(data) && isValidating} label={t('status.refreshing')} />
      {body}
    </Container>
  );
}
