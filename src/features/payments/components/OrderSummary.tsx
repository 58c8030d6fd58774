import { useId } from 'react';
import { useLocale } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import type { PublicOrder } from '@/contracts/orders';
import { resolveLocale } from '@/i18n/locales';
import { formatMoney } from '@/ui';
import { carrierName } from '@/features/checkout';
import { OrderTotals } from './OrderTotals';
import { Line, LineList, Meta, SummaryBox } from './OrderSummary.styles';

/** A placed order: number, delivery, the copies still in it with the price paid, and the totals. */
export function OrderSummary({ order }: { order: PublicOrder }) {
  const t = useTranslations('checkout');
  const locale = resolveLocale(useLocale());
  const headingId = useId();
  const lines = order.lines.filter((line) => line.active);
  return (
    <SummaryBox aria-labelledby={headingId}>
      <h2 id={headingId}>{t('order.heading', { number: order.number })}</h2>
      <Meta>
        {order.shipping.carrier
          ? t('delivery.optionName', { carrier: carrierName(t, order.shipping.carrier, locale), kind: t(`delivery.kind.${order.shipping.kind}`) })
          : t(`delivery.kind.${order.shipping.kind}`)}
        {order.shipping.pudoLabel ? ` – ${order.shipping.pudoLabel}` : ''}
        {' · '}
        {t(`payment.method.${order.paymentMethod}`)}
      </Meta>
      <LineList aria-label={t('order.lines')}>
        {lines.map((line) => (
          <Line key={line.bookId}>
            <span>{line.title}</span>
            <span>{formatMoney(line.priceX100, order.currency, locale)}</span>
          </Line>
        ))}
      </LineList>
      <OrderTotals
        currency={order.currency}
        itemCount={lines.length}
        itemsX100={order.itemsX100}
        shippingX100={order.shippingX100}
        paymentFeeX100={order.paymentFeeX100}
        discountX100={order.discountX100}
        walletX100={order.walletX100}
        totalX100={order.totalX100}
      />
    </SummaryBox>
  );
}
