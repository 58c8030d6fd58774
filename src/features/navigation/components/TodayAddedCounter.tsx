import { useTranslations } from '@/i18n/use-translations';
import { RouteLink } from '@/routing';
import { CounterLine } from './TodayAddedCounter.styles';

/** "N books added today" (ICU plural per language), linking to today's additions. */
export function TodayAddedCounter({ count }: { count: number }) {
  const t = useTranslations('common');
  return (
    <CounterLine>
      <RouteLink route="addedToday">{t('todayAdded', { count })}</RouteLink>
    </CounterLine>
  );
}
