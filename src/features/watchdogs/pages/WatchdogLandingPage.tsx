import { useRouter } from 'next/router';
import { useTranslations } from '@/i18n/use-translations';
import { RouteLink } from '@/routing';
import { useAppContext } from '@/app-context/context';
import { Container, PageHead } from '@/ui';
import { WatchdogForm } from '../components/WatchdogForm';
import type { WatchdogLandingProps } from './watchdog.getServerSideProps';

/** /watchdog: what a watchdog does, and the form for the title, edition, author or search in the address. */
export default function WatchdogLandingPage({ target, label }: WatchdogLandingProps) {
  const t = useTranslations('engagement');
  const { user } = useAppContext();
  const router = useRouter();
  return (
    <Container>
      <PageHead title={t('watchdog.title')} description={t('watchdog.lead')} />
      <h1>{t('watchdog.title')}</h1>
      <p>{t('watchdog.lead')}</p>
      <ol>
        <li>{t('watchdog.how1')}</li>
        <li>{t('watchdog.how2')}</li>
        <li>{t('watchdog.how3')}</li>
      </ol>
      {!target && <p>{t('watchdog.noTarget')}</p>}
      {target && !user && (
        <p>
          {t('state.loginRequired')} <RouteLink route="login" query={{ returnTo: router.asPath }}>{t('state.logIn')}</RouteLink>
        </p>
      )}
      {target && user && <WatchdogForm target={target} label={label} />}
      {user && (
        <p>
          <RouteLink route="accountWatchdog">{t('watchdog.manage')}</RouteLink>
        </p>
      )}
    </Container>
  );
}
