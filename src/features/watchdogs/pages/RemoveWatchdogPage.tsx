import { useState } from 'react';
import { useRouter } from 'next/router';
import { useTranslations } from '@/i18n/use-translations';
import { browserClient, HttpError, reportRequestError } from '@/lib/http';
import { RouteLink, useRouteResolver } from '@/routing';
import { useAppContext } from '@/app-context/context';
import { Button, Container, PageHead } from '@/ui';
import { removeWatchdogByToken } from '../api/watchdogs';
import type { RemoveWatchdogProps } from './watchdog.getServerSideProps';

/**
 * /remove-watchdog?token=… from the e-mail: one click on the button removes the watchdog (a plain
 * GET does not: mail scanners open every link), then /remove-watchdog/[result] says what happened.
 */
export default function RemoveWatchdogPage({ token }: RemoveWatchdogProps) {
  const t = useTranslations('engagement');
  const { locale } = useAppContext();
  const router = useRouter();
  const resolve = useRouteResolver();
  const [pending, setPending] = useState(false);

  const remove = async () => {
    if (!token || pending) return;
    setPending(true);
    let result: 'removed' | 'invalid' = 'removed';
    try {
      await removeWatchdogByToken(browserClient(locale), token);
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) result = 'invalid';
      else {
        reportRequestError(error);
        setPending(false);
        return;
      }
    }
    await router.replace(resolve('removeWatchdogResult', { result }));
  };

  return (
    <Container>
      <PageHead title={t('watchdog.removeTitle')} noIndex />
      <h1>{t('watchdog.removeTitle')}</h1>
      {token ? (
        <>
          <p>{t('watchdog.removeIntro')}</p>
          <Button onClick={() => void remove()} disabled={pending} aria-busy={pending}>
            {t('watchdog.removeConfirm')}
          </Button>
        </>
      ) : (
        <p role="alert">
          {t('watchdog.removeMissing')} <RouteLink route="accountWatchdog">{t('watchdog.manage')}</RouteLink>
        </p>
      )}
    </Container>
  );
}
