import { useTranslations } from '@/i18n/use-translations';
import { RouteLink } from '@/routing';
import { Container, PageHead } from '@/ui';
import type { RemoveWatchdogResultProps } from './watchdog.getServerSideProps';

/** /remove-watchdog/[result]: removed, already removed, or a link that no longer works. */
export default function RemoveWatchdogResultPage({ result }: RemoveWatchdogResultProps) {
  const t = useTranslations('engagement');
  return (
    <Container>
      <PageHead title={t('watchdog.removeTitle')} noIndex />
      <h1>{t('watchdog.removeTitle')}</h1>
      <p role="status">{t(`watchdog.result.${result}`)}</p>
      <p>
        <RouteLink route="accountWatchdog">{t('watchdog.manage')}</RouteLink>
      </p>
    </Container>
  );
}
