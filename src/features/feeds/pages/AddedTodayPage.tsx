import { useTranslations } from '@/i18n/use-translations';
import { useAddedToday } from '../api/getAddedToday';
import { FeedView } from '../components/FeedView';
import type { FeedPageProps } from './feedHandler';

/** Copies added today (route key `addedToday`). */
export default function AddedTodayPage({ page, languages = [] }: FeedPageProps) {
  const t = useTranslations('authors');
  return (
    <FeedView
      route="addedToday"
      title={t('feeds.addedToday.title')}
      description={t('feeds.addedToday.description')}
      intro={(count) => t('feeds.addedToday.intro', { count })}
      emptyText={t('feeds.addedToday.empty')}
      page={page}
      feed={useAddedToday(page, languages)}
    />
  );
}
