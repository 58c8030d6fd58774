import { useLocale } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import { Container, PageHead, formatMoney } from '@/ui';
import { resolveLocale } from '@/i18n/locales';
import type { CarrierPricesResponse } from '@/contracts/checkout';
import { Article } from '../components/ContentArticle.styles';
import { groupPricesByCountry } from '../lib/groupPrices';
import { PriceTable } from './ShippingPage.styles';
import { carrierName } from '@/features/checkout';

export type ShippingPageProps = { prices: CarrierPricesResponse | null; countryNames: Record<string, string> };

/** /shipping: every carrier's price per country, from the shipping reference data. */
export default function ShippingPage({ prices, countryNames }: ShippingPageProps) {
  const t = useTranslations('content');
  const checkout = useTranslations('checkout');
  const locale = resolveLocale(useLocale());
  const money = (x100: number) => (x100 === 0 ? t('shipping.free') : formatMoney(x100, prices!.currency, locale));
  const groups = prices ? groupPricesByCountry(prices.rows) : [];
  return (
    <Container>
      <PageHead title={t('shipping.title')} description={t('shipping.intro')} />
      <Article>
        <h1>{t('shipping.title')}</h1>
        <p>{t('shipping.intro')}</p>
        {!prices && <p role="alert">{t('shipping.loadFailed')}</p>}
        {prices && groups.length === 0 && <p>{t('shipping.none')}</p>}
        {groups.map(({ country, rows }) => (
          <PriceTable key={country}>
            <caption><h2>{t('shipping.caption', { country: countryNames[country] ?? country })}</h2></caption>
            <thead>
              <tr>
                <th scope="col">{t('shipping.method')}</th>
                <th scope="col">{t('shipping.price')}</th>
                <th scope="col">{t('shipping.freeFrom')}</th>
                <th scope="col">{t('shipping.cod')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.code}>
                  <th scope="row">{checkout('delivery.optionName', { carrier: carrierName(checkout, row.carrier, locale), kind: checkout(`delivery.kind.${row.kind}`) })}</th>
                  <td>{money(row.priceX100)}</td>
                  <td>{row.freeFromX100 === null ? t('shipping.notOffered') : formatMoney(row.freeFromX100, prices!.currency, locale)}</td>
                  <td>{row.codFeeX100 === null ? t('shipping.notOffered') : money(row.codFeeX100)}</td>
                </tr>
              ))}
            </tbody>
          </PriceTable>
        ))}
        <p>{t('shipping.note')}</p>
      </Article>
    </Container>
  );
}
