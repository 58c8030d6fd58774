import { useTranslations } from '@/i18n/use-translations';
import { RouteLink } from '@/routing';

export type WatchdogTargetQuery = { work: number } | { edition: number } | { author: number } | { filters: string };

/**
 * "Tell me when it is in stock": a link to /watchdog with what to watch (the landing page holds the
 * form with condition, language, binding and price cap). `filters` is a listing path
 * (the catalogue codec's segments joined by "/").
 */
export function WatchdogButton({ target }: { target: WatchdogTargetQuery }) {
  const t = useTranslations('engagement');
  const query = Object.fromEntries(Object.entries(target).map(([k, v]) => [k, String(v)]));
  return (
    <RouteLink route="watchdog" query={query}>
      🔔 {t('watchdog.button')}
    </RouteLink>
  );
}
