import { useTranslations } from '@/i18n/use-translations';
import { Container, LoadingState } from '@/ui';

/** Never shown in practice: the return pages always redirect on the server. */
export default function PaymentReturnPage() {
  const t = useTranslations('checkout');
  return (
    <Container>
      <LoadingState label={t('paymentReturn.checking')} />
    </Container>
  );
}
