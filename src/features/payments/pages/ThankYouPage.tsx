import { useTranslations } from '@/i18n/use-translations';
import { RouteLink } from '@/routing';
import { Container, PageHead, PendingState } from '@/ui';
import { useOrder } from '../api/getOrderByCode';
import { BankTransferInstructions } from '../components/BankTransferInstructions';
import { OrderGuidanceNote } from '../components/OrderGuidanceNote';
import { OrderSummary } from '../components/OrderSummary';
import type { OrderPageProps } from './orderPage.getServerSideProps';
import { Lead, PageStack } from './OrderPage.styles';

/** After ordering (route key `thankYou`, ?code=): the order, and what happens next by its state. */
export default function ThankYouPage({ paymentCode }: OrderPageProps) {
  const t = useTranslations('checkout');
  const { data: order, error, mutate } = useOrder(paymentCode);
  if (!order) {
    return (
      <Container>
        <PendingState error={error} onRetry={() => void mutate()} />
      </Container>
    );
  }
  const unpaidTransfer = order.bankTransfer && order.canPay;
  return (
    <Container>
      <PageHead title={t('thankYou.title')} noIndex />
      <PageStack>
        <h1>{t('thankYou.title')}</h1>
        <Lead>{t('thankYou.lead', { number: order.number })}</Lead>
        <OrderGuidanceNote order={order} />
        {unpaidTransfer && <BankTransferInstructions transfer={order.bankTransfer!} />}
        {order.canPay && !unpaidTransfer && (
          <p>
            <RouteLink route="pay" params={{ paymentCode }}>
              {t('thankYou.payLink')}
            </RouteLink>
          </p>
        )}
        <OrderSummary order={order} />
      </PageStack>
    </Container>
  );
}
