import type { ReactNode } from 'react';
import { useTranslations } from '@/i18n/use-translations';
import { Container, PendingState, RefreshingNotice } from '@/ui';

interface BookPageFrameProps<T> {
  /** The page's data from its SWR hook (seeded by the server). */
  state: { data?: T; error?: unknown; isValidating: boolean; mutate: () => unknown };
  children: (data: T) => ReactNode;
}

/** What the work, edition and copy pages share: the container, the refreshing notice, and the loading and error states. */
export function BookPageFrame<T>({ state, children }: BookPageFrameProps<T>) {
  const common = useTranslations('common');
  const { data, error, isValidating, mutate } = state;

  return (
    <Container>
      <RefreshingNotice active={Boolean(data) && isValidating} label={common('status.refreshing')} />
      {data ? children(data) : <PendingState error={error} onRetry={() => void mutate()} />}
    </Container>
  );
}
