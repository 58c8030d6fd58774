import type { ReactNode } from 'react';
import { useTranslations } from '@/i18n/use-translations';
import type { AuthorProfile } from '@/contracts/authors';
import { Container, PageHead, PendingState, RefreshingNotice } from '@/ui';
import { AuthorHeader } from './AuthorHeader';
import { AuthorTabs, type AuthorTab } from './AuthorTabs';

interface AuthorFrameProps<T extends { author: AuthorProfile }> {
  authorId: number;
  tab: AuthorTab;
  /** The page's data from its SWR hook (seeded by the server). */
  state: { data?: T; error?: unknown; isValidating: boolean; mutate: () => unknown };
  title: (author: AuthorProfile) => string;
  withShortBiography?: boolean;
  children: (data: T) => ReactNode;
}

/** What every author page shares: head, header, sub-page tabs, and the loading and error states. */
export function AuthorFrame<T extends { author: AuthorProfile }>({ authorId, tab, state, title, withShortBiography, children }: AuthorFrameProps<T>) {
  const t = useTranslations('authors');
  const common = useTranslations('common');
  const { data, error, isValidating, mutate } = state;

  if (!data) {
    return (
      <Container>
        <PendingState error={error} onRetry={() => void mutate()} />
      </Container>
    );
  }

  const { author } = data;
  return (
    <Container>
      <PageHead
        title={title(author)}
        description={author.shortBiography ?? t('author.meta.description', { name: author.name, works: author.workCount })}
      />
      <AuthorHeader author={author} withShortBiography={withShortBiography} />
      <AuthorTabs authorId={authorId} current={tab} />
      <RefreshingNotice active={isValidating} label={common('status.refreshing')} />
      {children(data)}
    </Container>
  );
}
