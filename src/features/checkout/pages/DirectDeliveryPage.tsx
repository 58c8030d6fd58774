import { useLocale } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import { resolveLocale } from '@/i18n/locales';
import { Container, formatMoney, PageHead } from '@/ui';
import { useCarrierPrices } from '../api/getCarrierPrices';
import { useDestinationCountries } from '../api/getDestinationCountries';
import type { DirectDeliveryPageProps } from './directDelivery.getServerSideProps';
import { BranchCard, BranchList, InfoStack } from './InfoPage.styles';

/** How direct delivery by our own courier works, where it goes and what it costs (route key `directDelivery`). */
export default function DirectDeliveryPage({ pricesLoaded }: DirectDeliveryPageProps) {
  const t = useTranslations('checkout');
  const locale = resolveLocale(useLocale());
  const { data: prices } = useCarrierPrices(pricesLoaded);
  const { data: countries } = useDestinationCountries();
  const countryName = (code: string) => countries?.countries.find((c) => c.code === code)?.name ?? code;
  const rows = (prices?.rows ?? []).filter((row) => row.kind === 'direct');
  const money = (amountX100: number) => formatMoney(amountX100, prices!.currency, locale);

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
        {rows.length > 0 ? (
          <BranchList>
            {rows.map((row) => (
              <BranchCard key={`${row.code}-${row.country}`}>
                <h3>{countryName(row.country)}</h3>
                <p>{t('directDelivery.price', { price: money(row.priceX100) })}</p>
                {row.freeFromX100 !== null && <p>{t('directDelivery.freeFrom', { amount: money(row.freeFromX100) })}</p>}
                {row.codFeeX100 !== null && <p>{t('directDelivery.cashOnDelivery', { fee: money(row.codFeeX100) })}</p>}
              </BranchCard>
            ))}
          </BranchList>
        ) : (
          <p>{pricesLoaded ? t('directDelivery.noArea') : t('directDelivery.unavailable')}</p>
        )}
        <h2>{t('directDelivery.paymentHeading')}</h2>
        <p>{t('directDelivery.payment')}</p>
      </InfoStack>
    </Container>
  );
}
