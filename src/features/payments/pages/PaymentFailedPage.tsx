import { useTranslations } from '@/i18n/use-translations';
import { RouteLink } from '@/routing';
import { Container, PageHead, PendingState } from '@/ui';
import { useOrder } from '../api/getOrderByCode';
import { orderGuidance } from '../lib/orderGuidance';
import { OrderSummary } from '../components/OrderSummary';
import { PaymentRetry } from '../components/PaymentRetry';
import type { OrderPageProps } from './orderPage.getServerSideProps';
import { Lead, PageStack } from './OrderPage.styles';

/** A payment did not go through (route key `paymentFailed`, ?code=): why that is fine, and another try. */
export default function PaymentFailedPage({ paymentCode }: OrderPageProps) {
  const t = useTranslations('checkout');
  const { data: order, error, mutate } = useOrder(paymentCode);
  if (!order) {
    return (
      <Container>
        <PendingState error={error} onRetry={() => void mutate()} />
      </Container>
    );
  }
  return (
    <Container>
      <PageHead title={t('paymentFailed.title')} noIndex />
      <PageStack>
        <h1>{t('paymentFailed.title')}</h1>
        {order.canPay ? (
          <>
            <Lead>{t('paymentFailed.text', { number: order.number })}</Lead>
            <PaymentRetry order={order} again />
          </>
        ) : (
          <Lead>{orderGuidance(order) === 'paid' ? t('paymentFailed.alreadyPaid', { number: order.number }) : t('paymentFailed.cannotRetry', { number: order.number })}</Lead>
        )}
        <p>
          <RouteLink route="pay" params={{ paymentCode }}>
            {t('paymentFailed.orderLink')}
          </RouteLink>
        </p>
        <OrderSummary order={order} />
      </PageStack>
    </Container>
  );
}
