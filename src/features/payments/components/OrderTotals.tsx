import { useLocale } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import { resolveLocale, type CurrencyCode } from '@/i18n/locales';
import { formatMoney } from '@/ui';
import { TotalsList, TotalsRow } from './OrderTotals.styles';

export interface OrderTotalsProps {
  currency: CurrencyCode;
  itemCount: number;
  itemsX100: number;
  /** null while no delivery is chosen yet. */
  shippingX100: number | null;
  paymentFeeX100: number;
  discountX100: number;
  walletX100: number;
  totalX100: number;
  /** The total row's label: "Total to pay" before ordering, "Total" on a placed order. */
  totalLabel?: string;
}

/**
 * Items, delivery, payment fee, discount, credit and the total, as a description list. Rows that
 * are zero (fee, discount, credit) are left out; free delivery says so in words.
 */
export function OrderTotals({
  currency, itemCount, itemsX100, shippingX100, paymentFeeX100, discountX100, walletX100, totalX100, totalLabel,
}: OrderTotalsProps) {
  const t = useTranslations('checkout');
  const locale = resolveLocale(useLocale());
  const money = (x100: number) => formatMoney(x100, currency, locale);
  return (
    <TotalsList>
      <TotalsRow>
        <dt>{t('totals.items', { count: itemCount })}</dt>
        <dd>{money(itemsX100)}</dd>
      </TotalsRow>
      {shippingX100 !== null && (
        <TotalsRow>
          <dt>{t('totals.shipping')}</dt>
          <dd>{shippingX100 === 0 ? t('totals.free') : money(shippingX100)}</dd>
        </TotalsRow>
      )}
      {paymentFeeX100 > 0 && (
        <TotalsRow>
          <dt>{t('totals.paymentFee')}</dt>
          <dd>{money(paymentFeeX100)}</dd>
        </TotalsRow>
      )}
      {discountX100 > 0 && (
        <TotalsRow>
          <dt>{t('totals.discount')}</dt>
          <dd>{money(-discountX100)}</dd>
        </TotalsRow>
      )}
      {walletX100 > 0 && (
        <TotalsRow>
          <dt>{t('totals.wallet')}</dt>
          <dd>{money(-walletX100)}</dd>
        </TotalsRow>
      )}
      <TotalsRow $total>
        <dt>{totalLabel ?? t('totals.total')}</dt>
        <dd>{money(totalX100)}</dd>
      </TotalsRow>
    </TotalsList>
  );
}
