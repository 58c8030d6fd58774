import { useTranslations } from '@/i18n/use-translations';
import { Container, PageHead, PendingState } from '@/ui';
import { useOrder } from '../api/getOrderByCode';
import { BankTransferInstructions } from '../components/BankTransferInstructions';
import { CancelOrder } from '../components/CancelOrder';
import { ExtendOrder } from '../components/ExtendOrder';
import { OrderGuidanceNote } from '../components/OrderGuidanceNote';
import { OrderSummary } from '../components/OrderSummary';
import { PaymentRetry } from '../components/PaymentRetry';
import type { OrderPageProps } from './orderPage.getServerSideProps';
import { PageStack } from './OrderPage.styles';

/**
 * One order's own page (route key `pay`): the summary, the bank transfer QR code when paying by
 * transfer, the other ways to pay while it is unpaid, cancelling, and adding more books.
 */
export default function PayPage({ paymentCode }: OrderPageProps) {
  const t = useTranslations('checkout');
  const { data: order, error, mutate } = useOrder(paymentCode);
  if (!order) {
    return (
      <Container>
        <PendingState error={error} onRetry={() => void mutate()} />
      </Container>
    );
  }
  const title = t('pay.title', { number: order.number });
  return (
    <Container>
      <PageHead title={title} noIndex />
      <PageStack>
        <h1>{title}</h1>
        <OrderGuidanceNote order={order} />
        {order.bankTransfer && order.canPay && <BankTransferInstructions transfer={order.bankTransfer} />}
        {order.canPay && <PaymentRetry order={order} again={order.lastPayment?.state === 'failed' || order.lastPayment?.state === 'cancelled'} />}
        <OrderSummary order={order} />
        {order.canExtend && <ExtendOrder order={order} />}
        {order.canCancel && <CancelOrder order={order} />}
      </PageStack>
    </Container>
  );
}
