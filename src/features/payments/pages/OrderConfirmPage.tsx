import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocale } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import { browserClient, toHttpError } from '@/lib/http';
import { RouteLink } from '@/routing';
import { Button, Container, PageHead } from '@/ui';
import { confirmOrder } from '../api/confirmOrder';
import { ActionMessage } from '../components/Panel.styles';
import type { OrderConfirmPageProps } from './orderConfirm.getServerSideProps';
import { Lead, PageStack } from './OrderPage.styles';
import { ErrorCode } from '@/contracts/errors';

type Status =
  | { kind: 'confirming' }
  | { kind: 'confirmed'; number: string; paymentCode: string }
  | { kind: 'invalid' | 'expired' | 'failed' };

/**
 * The one-click confirmation of an order placed from an unverified address (docs/adr/0012): the
 * page confirms as soon as it runs in the shopper's browser (the server-rendered GET changes
 * nothing), then links to the order.
 */
export default function OrderConfirmPage({ token }: OrderConfirmPageProps) {
  const t = useTranslations('checkout');
  const locale = useLocale();
  const [status, setStatus] = useState<Status>(token ? { kind: 'confirming' } : { kind: 'invalid' });
  const started = useRef(false);

  const run = useCallback(async () => {
    if (!token) return;
    setStatus({ kind: 'confirming' });
    try {
      const confirmed = await confirmOrder(browserClient(locale), token);
      setStatus({ kind: 'confirmed', number: confirmed.number, paymentCode: confirmed.paymentCode });
    } catch (cause) {
      const code = toHttpError(cause).code;
      setStatus({ kind: code === ErrorCode.ORDER_CONFIRMATION_INVALID ? 'invalid' : code === ErrorCode.ORDER_CONFIRMATION_EXPIRED ? 'expired' : 'failed' });
    }
  }, [locale, token]);

  useEffect(() => {
    // Once per page view (React may run effects twice in development).
    if (started.current) return;
    started.current = true;
    void run();
  }, [run]);

  return (
    <Container>
      <PageHead title={t('orderConfirm.title')} noIndex />
      <PageStack>
        <h1>{t('orderConfirm.title')}</h1>
        <div role="status" aria-live="polite">
          {status.kind === 'confirming' && <Lead>{t('orderConfirm.confirming')}</Lead>}
          {status.kind === 'confirmed' && (
            <>
              <Lead>{t('orderConfirm.confirmed', { number: status.number })}</Lead>
              <p>
                <RouteLink route="thankYou" query={{ code: status.paymentCode }}>{t('orderConfirm.viewOrder')}</RouteLink>
              </p>
            </>
          )}
        </div>
        {(status.kind === 'invalid' || status.kind === 'expired' || status.kind === 'failed') && (
          <div role="alert">
            <ActionMessage $error>{t(`orderConfirm.${status.kind}`)}</ActionMessage>
          </div>
        )}
        {status.kind === 'failed' && <Button onClick={() => void run()}>{t('orderConfirm.retry')}</Button>}
      </PageStack>
    </Container>
  );
}
