import { useTranslations } from '@/i18n/use-translations';
import { DemoStrip } from './DemoBanner.styles';

/**
 * "Demo shop — no real money" on every page of a server running in demo mode (APP_MODE=demo; the
 * API says so in the shell, GET /adonis/v1/shell `demo`). A note, not an alert: it does not
 * interrupt a screen reader, it is simply the first thing on the page.
 */
export function DemoBanner() {
  const t = useTranslations('common');
  return (
    <DemoStrip role="note" data-demo-banner="">
      {t('layout.demoBanner')}
    </DemoStrip>
  );
}
