import { useTranslations } from '@/i18n/use-translations';
import { LoadFailedState } from './LoadFailedState';
import { LoadingState } from './LoadingState';

/** A page's data is not there yet: the failed state with a retry once loading failed, the loading state until then. */
export function PendingState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const common = useTranslations('common');
  return error ? (
    <LoadFailedState message={common('global.alert.error')} retryLabel={common('actions.retry')} onRetry={onRetry} />
  ) : (
    <LoadingState label={common('status.loading')} />
  );
}
