import { useId } from 'react';
import { useLocale } from 'next-intl';
import { useTranslations } from '@/i18n/use-translations';
import type { CartItemData } from '@/contracts/cart';
import type { QuoteResponse } from '@/contracts/checkout';
import { resolveLocale } from '@/i18n/locales';
import { OrderTotals } from '@/features/payments';
import { formatMoney } from '@/ui';
import { ErrorText } from './Form.styles';
import { Chosen, ItemList, SummaryBox, Updating } from './CheckoutSummary.styles';

/** What the shopper chose, as lines to read back before ordering (issue 17). */
export interface ChosenSummary {
  contact: string[];
  delivery: string[];
  payment: string | null;
}

interface CheckoutSummaryProps {
  items: readonly CartItemData[];
  chosen?: ChosenSummary;
  quote: QuoteResponse | undefined;
  quoting: boolean;
  quoteFailed: boolean;
}

/** Everything the shopper pays, from the API's quote, right above the order button. */
export function CheckoutSummary({ items, chosen, quote, quoting, quoteFailed }: CheckoutSummaryProps) {
  const t = useTranslations('checkout');
  const locale = resolveLocale(useLocale());
  const headingId = useId();
  return (
    <SummaryBox aria-labelledby={headingId}>
      <h4 id={headingId}>{t('summary.heading')}</h4>
      {chosen && (
        <Chosen>
          <dt>{t('summary.contact')}</dt>
          <dd>{chosen.contact.filter(Boolean).map((line, i) => <span key={i}>{line}</span>)}</dd>
          <dt>{t('summary.delivery')}</dt>
          <dd>{chosen.delivery.filter(Boolean).map((line, i) => <span key={i}>{line}</span>)}</dd>
          <dt>{t('summary.payment')}</dt>
          <dd>{chosen.payment}</dd>
        </Chosen>
      )}
      <ItemList>
        {items.map((item) => (
          <li key={item.productId}>
            <span>{item.title}</span>
            <span>{formatMoney(item.priceX100, item.currency, locale)}</span>
          </li>
        ))}
      </ItemList>
      {quote && (
        <OrderTotals
          currency={quote.currency}
          itemCount={items.length}
          itemsX100={quote.itemsX100}
          shippingX100={quote.shippingX100}
          paymentFeeX100={quote.paymentFeeX100}
          discountX100={quote.discountX100}
          walletX100={quote.walletX100}
          totalX100={quote.totalX100}
          totalLabel={t('summary.total')}
        />
      )}
      <Updating role="status" aria-live="polite">
        {quoting ? t('summary.updating') : ''}
      </Updating>
      {quoteFailed && !quoting && <ErrorText role="alert">{t('summary.failed')}</ErrorText>}
    </SummaryBox>
  );
}
