import { useTranslations } from 'next-intl';
import { Container, PageHead } from '@/ui';
import { InfoStack } from './InfoPage.styles';

/** How direct delivery by our own courier works (route key `directDelivery`). */
export default function DirectDeliveryPage() {
  const t = useTranslations('checkout');
  return (
    <Container>
      <PageHead title={t('directDelivery.title')} description={t('directDelivery.intro')} />
      <InfoStack>
        <h1>{t('directDelivery.title')}</h1>
        <p>{t('directDelivery.intro')}</p>
        <h2>{t('directDelivery.howHeading')}</h2>
        <ol>
          <li>{t('directDelivery.step1')}</li>
          <li>{t('directDelivery.step2')}</li>
          <li>{t('directDelivery.step3')}</li>
        </ol>
        <h2>{t('directDelivery.areaHeading')}</h2>
        <p>{t('directDelivery.area')}</p>
        <h2>{t('directDelivery.paymentHeading')}</h2>
        <p>{t('directDelivery.payment')}</p>
      </InfoStack>
    </Container>
  );
}
