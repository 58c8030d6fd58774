import { useCallback, useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/router';
import { useLocale } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import { LOCALES, resolveLocale } from '@/i18n/locales';
import { browserClient } from '@/lib/http';
import { RouteLink, useRouteResolver } from '@/routing';
import { Container, LoadingState, PageHead, PendingState } from '@/ui';
import { useOrder } from '../api/getOrderByCode';
import { payOrder } from '../api/orderActions';
import { AdyenDropIn, type AdyenOutcome } from '../components/AdyenDropIn';
import { OrderSummary } from '../components/OrderSummary';
import { ActionMessage } from '../components/Panel.styles';
import { useFollowNextStep } from '../hooks/useFollowNextStep';
import { forgetAdyenSession, readAdyenSession, storeAdyenSession, type AdyenSession } from '../lib/adyenSession';
import type { OrderPageProps } from './orderPage.getServerSideProps';
import { PageStack } from './OrderPage.styles';

type DropInState = { kind: 'preparing' } | { kind: 'ready'; session: AdyenSession } | { kind: 'failed' } | { kind: 'not_payable' };

/**
 * The Adyen drop-in (route key `checkoutAdyen`, ?code=; en, de-DE, de-AT). The session comes from
 * the checkout through sessionStorage; opened without one (another tab, a reload after storage
 * was cleared) it asks the API for a fresh session of the same unpaid order.
 */
export default function CheckoutAdyenPage({ paymentCode }: OrderPageProps) {
  const t = useTranslations('checkout');
  const locale = resolveLocale(useLocale());
  const router = useRouter();
  const resolve = useRouteResolver();
  const follow = useFollowNextStep();
  const { data: order, error, mutate } = useOrder(paymentCode);
  const [state, setState] = useState<DropInState>({ kind: 'preparing' });
  // Strict mode runs effects twice; a second POST would start a second payment.
  const asked = useRef(false);

  const canPay = order?.canPay;
  useEffect(() => {
    if (canPay === undefined || asked.current) return;
    asked.current = true;
    if (!canPay) {
      setState({ kind: 'not_payable' });
      return;
    }
    const stored = readAdyenSession(paymentCode);
    if (stored) {
      setState({ kind: 'ready', session: stored });
      return;
    }
    payOrder(browserClient(locale), paymentCode, 'adyen')
      .then(async ({ next }) => {
        if (next.kind !== 'adyen') return follow(next, paymentCode);
        const session = { sessionId: next.sessionId, sessionData: next.sessionData, clientKey: next.clientKey, environment: next.environment };
        storeAdyenSession(paymentCode, session);
        setState({ kind: 'ready', session });
      })
      .catch(() => setState({ kind: 'failed' }));
  }, [canPay, paymentCode, locale, follow]);

  const onOutcome = useCallback(
    ({ sessionResult }: AdyenOutcome) => {
      if (state.kind !== 'ready') return;
      forgetAdyenSession(paymentCode);
      void router.push(resolve('paymentAdyen', undefined, { sessionId: state.session.sessionId, sessionResult: sessionResult ?? undefined }));
    },
    [state, paymentCode, router, resolve],
  );
  const onLoadError = useCallback(() => setState({ kind: 'failed' }), []);

  if (!order) {
    return (
      <Container>
        <PendingState error={error} onRetry={() => void mutate()} />
      </Container>
    );
  }
  return (
    <Container>
      <PageHead title={t('adyen.title')} noIndex />
      <PageStack>
        <h1>{t('adyen.title')}</h1>
        <OrderSummary order={order} />
        {state.kind === 'preparing' && <LoadingState label={t('adyen.loading')} />}
        {state.kind === 'ready' && (
          <section aria-label={t('adyen.formLabel')}>
            <AdyenDropIn
              session={state.session}
              locale={LOCALES[locale].intl}
              countryCode={LOCALES[locale].country}
              onOutcome={onOutcome}
              onLoadError={onLoadError}
            />
          </section>
        )}
        {(state.kind === 'failed' || state.kind === 'not_payable') && (
          <div role="alert">
            <ActionMessage $error>{state.kind === 'failed' ? t('adyen.failed') : t('adyen.notPayable')}</ActionMessage>
          </div>
        )}
        <p>
          <RouteLink route="pay" params={{ paymentCode }}>
            {t('adyen.otherMethods')}
          </RouteLink>
        </p>
      </PageStack>
    </Container>
  );
}
